// Generated from config/forms/user-attribution.yaml by `npm run codegen`; do not edit.
// @ts-nocheck -- ajv standalone output, precompiled so the app needs no 'unsafe-eval'.
/* eslint-disable */
import type { RJSFSchema } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';


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
  required: ["heard_about_us"],
  properties: {
    heard_about_us: {
      type: "string",
      title: "Where did you hear about us?",
      oneOf: [
        {
          const: "search",
          title: "Search engine",
        },
        {
          const: "social",
          title: "Social media",
        },
        {
          const: "friend",
          title: "A friend or family member",
        },
        {
          const: "podcast",
          title: "A podcast",
        },
        {
          const: "employer",
          title: "My employer",
        },
        {
          const: "press",
          title: "News or a magazine",
        },
        {
          const: "other",
          title: "Somewhere else",
        },
      ],
    },
  },
};

const schema11 = {"type":"object","required":["heard_about_us"],"properties":{"heard_about_us":{"type":"string","title":"Where did you hear about us?","oneOf":[{"const":"search","title":"Search engine"},{"const":"social","title":"Social media"},{"const":"friend","title":"A friend or family member"},{"const":"podcast","title":"A podcast"},{"const":"employer","title":"My employer"},{"const":"press","title":"News or a magazine"},{"const":"other","title":"Somewhere else"}]}},"$id":"77ef85c2"};

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="77ef85c2" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.heard_about_us === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "heard_about_us"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.heard_about_us !== undefined){
let data0 = data.heard_about_us;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/heard_about_us",schemaPath:"#/properties/heard_about_us/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
const _errs3 = errors;
let valid1 = false;
let passing0 = null;
const _errs4 = errors;
if("search" !== data0){
const err2 = {instancePath:instancePath+"/heard_about_us",schemaPath:"#/properties/heard_about_us/oneOf/0/const",keyword:"const",params:{allowedValue: "search"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs4 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs5 = errors;
if("social" !== data0){
const err3 = {instancePath:instancePath+"/heard_about_us",schemaPath:"#/properties/heard_about_us/oneOf/1/const",keyword:"const",params:{allowedValue: "social"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
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
if("friend" !== data0){
const err4 = {instancePath:instancePath+"/heard_about_us",schemaPath:"#/properties/heard_about_us/oneOf/2/const",keyword:"const",params:{allowedValue: "friend"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
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
if("podcast" !== data0){
const err5 = {instancePath:instancePath+"/heard_about_us",schemaPath:"#/properties/heard_about_us/oneOf/3/const",keyword:"const",params:{allowedValue: "podcast"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
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
if("employer" !== data0){
const err6 = {instancePath:instancePath+"/heard_about_us",schemaPath:"#/properties/heard_about_us/oneOf/4/const",keyword:"const",params:{allowedValue: "employer"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
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
if("press" !== data0){
const err7 = {instancePath:instancePath+"/heard_about_us",schemaPath:"#/properties/heard_about_us/oneOf/5/const",keyword:"const",params:{allowedValue: "press"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
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
if("other" !== data0){
const err8 = {instancePath:instancePath+"/heard_about_us",schemaPath:"#/properties/heard_about_us/oneOf/6/const",keyword:"const",params:{allowedValue: "other"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
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
}
}
}
}
}
}
if(!valid1){
const err9 = {instancePath:instancePath+"/heard_about_us",schemaPath:"#/properties/heard_about_us/oneOf",keyword:"oneOf",params:{passingSchemas: passing0}};
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
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

const schema12 = {"const":"search","title":"Search engine","$id":"12d34221"};

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="12d34221" */;
let vErrors = null;
let errors = 0;
if("search" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "search"}};
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

const schema13 = {"const":"social","title":"Social media","$id":"-21e9c625"};

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-21e9c625" */;
let vErrors = null;
let errors = 0;
if("social" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "social"}};
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

const schema14 = {"const":"friend","title":"A friend or family member","$id":"-6ee5dc7"};

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-6ee5dc7" */;
let vErrors = null;
let errors = 0;
if("friend" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "friend"}};
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

const schema15 = {"const":"podcast","title":"A podcast","$id":"76602ec"};

function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="76602ec" */;
let vErrors = null;
let errors = 0;
if("podcast" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "podcast"}};
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

const schema16 = {"const":"employer","title":"My employer","$id":"2a21f369"};

function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="2a21f369" */;
let vErrors = null;
let errors = 0;
if("employer" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "employer"}};
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

const schema17 = {"const":"press","title":"News or a magazine","$id":"692092b3"};

function validate16(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="692092b3" */;
let vErrors = null;
let errors = 0;
if("press" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "press"}};
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

const schema18 = {"const":"other","title":"Somewhere else","$id":"68a1e209"};

function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="68a1e209" */;
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
validate17.errors = vErrors;
return errors === 0;
}

export const validateFns: ValidatorFunctions = {
  "77ef85c2": validate10,
  "12d34221": validate11,
  "-21e9c625": validate12,
  "-6ee5dc7": validate13,
  "76602ec": validate14,
  "2a21f369": validate15,
  "692092b3": validate16,
  "68a1e209": validate17,
};
