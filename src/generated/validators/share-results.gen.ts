// Generated from config/forms/share-results.yaml by `npm run codegen`; do not edit.
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
  required: ["scope", "expires_in"],
  properties: {
    scope: {
      type: "string",
      title: "What to share",
      oneOf: [
        {
          const: "latest",
          title: "Your latest test",
        },
        {
          const: "all",
          title: "Every test, with your earlier results",
        },
      ],
    },
    expires_in: {
      type: "string",
      title: "How long the link works",
      oneOf: [
        {
          const: "1h",
          title: "1 hour",
        },
        {
          const: "24h",
          title: "24 hours",
        },
        {
          const: "7d",
          title: "7 days",
        },
        {
          const: "30d",
          title: "30 days",
        },
      ],
    },
    passcode: {
      type: "string",
      title: "Passcode",
      pattern: "^[0-9]*$",
      maxLength: 20,
      description: "We recommend one: 6 digits or more. Give it to your doctor separately, not in the same message as the link.",
      minLength: 6,
    },
  },
};

const schema11 = {"type":"object","required":["scope","expires_in"],"properties":{"scope":{"type":"string","title":"What to share","oneOf":[{"const":"latest","title":"Your latest test"},{"const":"all","title":"Every test, with your earlier results"}]},"expires_in":{"type":"string","title":"How long the link works","oneOf":[{"const":"1h","title":"1 hour"},{"const":"24h","title":"24 hours"},{"const":"7d","title":"7 days"},{"const":"30d","title":"30 days"}]},"passcode":{"type":"string","title":"Passcode","pattern":"^[0-9]*$","maxLength":20,"description":"We recommend one: 6 digits or more. Give it to your doctor separately, not in the same message as the link.","minLength":6}},"$id":"-61cc92fc"};
const func2 = cjsDefault(runtime0);
const pattern0 = new RegExp("^[0-9]*$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-61cc92fc" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.scope === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "scope"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.expires_in === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "expires_in"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.scope !== undefined){
let data0 = data.scope;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/scope",schemaPath:"#/properties/scope/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
const _errs3 = errors;
let valid1 = false;
let passing0 = null;
const _errs4 = errors;
if("latest" !== data0){
const err3 = {instancePath:instancePath+"/scope",schemaPath:"#/properties/scope/oneOf/0/const",keyword:"const",params:{allowedValue: "latest"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs4 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs5 = errors;
if("all" !== data0){
const err4 = {instancePath:instancePath+"/scope",schemaPath:"#/properties/scope/oneOf/1/const",keyword:"const",params:{allowedValue: "all"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
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
}
if(!valid1){
const err5 = {instancePath:instancePath+"/scope",schemaPath:"#/properties/scope/oneOf",keyword:"oneOf",params:{passingSchemas: passing0}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
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
if(data.expires_in !== undefined){
let data1 = data.expires_in;
if(typeof data1 !== "string"){
const err6 = {instancePath:instancePath+"/expires_in",schemaPath:"#/properties/expires_in/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
const _errs8 = errors;
let valid2 = false;
let passing1 = null;
const _errs9 = errors;
if("1h" !== data1){
const err7 = {instancePath:instancePath+"/expires_in",schemaPath:"#/properties/expires_in/oneOf/0/const",keyword:"const",params:{allowedValue: "1h"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid1 = _errs9 === errors;
if(_valid1){
valid2 = true;
passing1 = 0;
}
const _errs10 = errors;
if("24h" !== data1){
const err8 = {instancePath:instancePath+"/expires_in",schemaPath:"#/properties/expires_in/oneOf/1/const",keyword:"const",params:{allowedValue: "24h"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid1 = _errs10 === errors;
if(_valid1 && valid2){
valid2 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid2 = true;
passing1 = 1;
}
const _errs11 = errors;
if("7d" !== data1){
const err9 = {instancePath:instancePath+"/expires_in",schemaPath:"#/properties/expires_in/oneOf/2/const",keyword:"const",params:{allowedValue: "7d"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid1 = _errs11 === errors;
if(_valid1 && valid2){
valid2 = false;
passing1 = [passing1, 2];
}
else {
if(_valid1){
valid2 = true;
passing1 = 2;
}
const _errs12 = errors;
if("30d" !== data1){
const err10 = {instancePath:instancePath+"/expires_in",schemaPath:"#/properties/expires_in/oneOf/3/const",keyword:"const",params:{allowedValue: "30d"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid1 = _errs12 === errors;
if(_valid1 && valid2){
valid2 = false;
passing1 = [passing1, 3];
}
else {
if(_valid1){
valid2 = true;
passing1 = 3;
}
}
}
}
if(!valid2){
const err11 = {instancePath:instancePath+"/expires_in",schemaPath:"#/properties/expires_in/oneOf",keyword:"oneOf",params:{passingSchemas: passing1}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
else {
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
}
}
if(data.passcode !== undefined){
let data2 = data.passcode;
if(typeof data2 === "string"){
if(func2(data2) > 20){
const err12 = {instancePath:instancePath+"/passcode",schemaPath:"#/properties/passcode/maxLength",keyword:"maxLength",params:{limit: 20}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(func2(data2) < 6){
const err13 = {instancePath:instancePath+"/passcode",schemaPath:"#/properties/passcode/minLength",keyword:"minLength",params:{limit: 6}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!pattern0.test(data2)){
const err14 = {instancePath:instancePath+"/passcode",schemaPath:"#/properties/passcode/pattern",keyword:"pattern",params:{pattern: "^[0-9]*$"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/passcode",schemaPath:"#/properties/passcode/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

const schema12 = {"const":"latest","title":"Your latest test","$id":"3386acee"};

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="3386acee" */;
let vErrors = null;
let errors = 0;
if("latest" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "latest"}};
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

const schema13 = {"const":"all","title":"Every test, with your earlier results","$id":"-355e4f44"};

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-355e4f44" */;
let vErrors = null;
let errors = 0;
if("all" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "all"}};
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

const schema14 = {"const":"1h","title":"1 hour","$id":"73de8953"};

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="73de8953" */;
let vErrors = null;
let errors = 0;
if("1h" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "1h"}};
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

const schema15 = {"const":"24h","title":"24 hours","$id":"-3cdbf602"};

function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-3cdbf602" */;
let vErrors = null;
let errors = 0;
if("24h" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "24h"}};
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

const schema16 = {"const":"7d","title":"7 days","$id":"-7762d836"};

function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-7762d836" */;
let vErrors = null;
let errors = 0;
if("7d" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "7d"}};
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

const schema17 = {"const":"30d","title":"30 days","$id":"5443f6e4"};

function validate16(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="5443f6e4" */;
let vErrors = null;
let errors = 0;
if("30d" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "30d"}};
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

export const validateFns: ValidatorFunctions = {
  "-61cc92fc": validate10,
  "3386acee": validate11,
  "-355e4f44": validate12,
  "73de8953": validate13,
  "-3cdbf602": validate14,
  "-7762d836": validate15,
  "5443f6e4": validate16,
};
