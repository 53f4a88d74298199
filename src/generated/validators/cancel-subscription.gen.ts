// Generated from config/forms/cancel-subscription.yaml by `npm run codegen`; do not edit.
// @ts-nocheck -- ajv standalone output, precompiled so the app needs no 'unsafe-eval'.
/* eslint-disable */
import type { RJSFSchema } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import * as runtime0 from "ajv/dist/runtime/ucs2length";

// CommonJS modules reach an ES module through an interop namespace whose shape depends on the loader or bundler.
function cjsModule(namespace) {
  return namespace && namespace.default && !namespace.__esModule ? namespace.default : namespace;
}
function cjsDefault(namespace) {
  let value = namespace;
  while (value && typeof value !== 'function' && 'default' in value) value = value.default;
  return value;
}

export const schema: RJSFSchema = {
  type: "object",
  properties: {
    reason: {
      type: "string",
      title: "Why are you cancelling?",
      oneOf: [
        {
          const: "sample",
          title: "The sample was hard to take",
        },
        {
          const: "frequency",
          title: "I'm testing or ordering too often",
        },
        {
          const: "price",
          title: "It's too expensive",
        },
        {
          const: "reports",
          title: "The reports weren't useful",
        },
        {
          const: "test_once",
          title: "I only wanted to try it once",
        },
        {
          const: "gp_managing_condition",
          title: "My GP is managing my condition",
        },
        {
          const: "competitor",
          title: "I'm moving to another provider",
        },
        {
          const: "other",
          title: "Another reason",
        },
      ],
    },
    comments: {
      type: "string",
      title: "Anything else you'd like to tell us?",
      maxLength: 1000,
    },
  },
};

const schema11 = {"type":"object","properties":{"reason":{"type":"string","title":"Why are you cancelling?","oneOf":[{"const":"sample","title":"The sample was hard to take"},{"const":"frequency","title":"I'm testing or ordering too often"},{"const":"price","title":"It's too expensive"},{"const":"reports","title":"The reports weren't useful"},{"const":"test_once","title":"I only wanted to try it once"},{"const":"gp_managing_condition","title":"My GP is managing my condition"},{"const":"competitor","title":"I'm moving to another provider"},{"const":"other","title":"Another reason"}]},"comments":{"type":"string","title":"Anything else you'd like to tell us?","maxLength":1000}},"$id":"2622945d"};
const func2 = cjsDefault(runtime0);

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="2622945d" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.reason !== undefined){
let data0 = data.reason;
if(typeof data0 !== "string"){
const err0 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const _errs3 = errors;
let valid1 = false;
let passing0 = null;
const _errs4 = errors;
if("sample" !== data0){
const err1 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/oneOf/0/const",keyword:"const",params:{allowedValue: "sample"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs4 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs5 = errors;
if("frequency" !== data0){
const err2 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/oneOf/1/const",keyword:"const",params:{allowedValue: "frequency"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs5 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid1 = true;
passing0 = 1;
}
const _errs6 = errors;
if("price" !== data0){
const err3 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/oneOf/2/const",keyword:"const",params:{allowedValue: "price"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs6 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 2];
}
else {
if(_valid0){
valid1 = true;
passing0 = 2;
}
const _errs7 = errors;
if("reports" !== data0){
const err4 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/oneOf/3/const",keyword:"const",params:{allowedValue: "reports"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs7 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 3];
}
else {
if(_valid0){
valid1 = true;
passing0 = 3;
}
const _errs8 = errors;
if("test_once" !== data0){
const err5 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/oneOf/4/const",keyword:"const",params:{allowedValue: "test_once"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs8 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 4];
}
else {
if(_valid0){
valid1 = true;
passing0 = 4;
}
const _errs9 = errors;
if("gp_managing_condition" !== data0){
const err6 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/oneOf/5/const",keyword:"const",params:{allowedValue: "gp_managing_condition"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs9 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 5];
}
else {
if(_valid0){
valid1 = true;
passing0 = 5;
}
const _errs10 = errors;
if("competitor" !== data0){
const err7 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/oneOf/6/const",keyword:"const",params:{allowedValue: "competitor"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs10 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 6];
}
else {
if(_valid0){
valid1 = true;
passing0 = 6;
}
const _errs11 = errors;
if("other" !== data0){
const err8 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/oneOf/7/const",keyword:"const",params:{allowedValue: "other"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid0 = _errs11 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 7];
}
else {
if(_valid0){
valid1 = true;
passing0 = 7;
}
}
}
}
}
}
}
}
if(!valid1){
const err9 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/oneOf",keyword:"oneOf",params:{passingSchemas: passing0}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
}
if(data.comments !== undefined){
let data1 = data.comments;
if(typeof data1 === "string"){
if(func2(data1) > 1000){
const err10 = {instancePath:instancePath+"/comments",schemaPath:"#/properties/comments/maxLength",keyword:"maxLength",params:{limit: 1000}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/comments",schemaPath:"#/properties/comments/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

const schema12 = {"const":"sample","title":"The sample was hard to take","$id":"4e32725e"};

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="4e32725e" */;
let vErrors = null;
let errors = 0;
if("sample" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "sample"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate11.errors = vErrors;
return errors === 0;
}

const schema13 = {"const":"frequency","title":"I'm testing or ordering too often","$id":"73dbe749"};

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="73dbe749" */;
let vErrors = null;
let errors = 0;
if("frequency" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "frequency"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate12.errors = vErrors;
return errors === 0;
}

const schema14 = {"const":"price","title":"It's too expensive","$id":"d8eeb60"};

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="d8eeb60" */;
let vErrors = null;
let errors = 0;
if("price" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "price"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate13.errors = vErrors;
return errors === 0;
}

const schema15 = {"const":"reports","title":"The reports weren't useful","$id":"10d24040"};

function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="10d24040" */;
let vErrors = null;
let errors = 0;
if("reports" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "reports"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate14.errors = vErrors;
return errors === 0;
}

const schema16 = {"const":"test_once","title":"I only wanted to try it once","$id":"-3ce7a47b"};

function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-3ce7a47b" */;
let vErrors = null;
let errors = 0;
if("test_once" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "test_once"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate15.errors = vErrors;
return errors === 0;
}

const schema17 = {"const":"gp_managing_condition","title":"My GP is managing my condition","$id":"-17cfdfaf"};

function validate16(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-17cfdfaf" */;
let vErrors = null;
let errors = 0;
if("gp_managing_condition" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "gp_managing_condition"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate16.errors = vErrors;
return errors === 0;
}

const schema18 = {"const":"competitor","title":"I'm moving to another provider","$id":"1e416c3d"};

function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="1e416c3d" */;
let vErrors = null;
let errors = 0;
if("competitor" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "competitor"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate17.errors = vErrors;
return errors === 0;
}

const schema19 = {"const":"other","title":"Another reason","$id":"29b10c84"};

function validate18(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="29b10c84" */;
let vErrors = null;
let errors = 0;
if("other" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "other"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate18.errors = vErrors;
return errors === 0;
}

export const validateFns: ValidatorFunctions = {
  "2622945d": validate10,
  "4e32725e": validate11,
  "73dbe749": validate12,
  "d8eeb60": validate13,
  "10d24040": validate14,
  "-3ce7a47b": validate15,
  "-17cfdfaf": validate16,
  "1e416c3d": validate17,
  "29b10c84": validate18,
};
