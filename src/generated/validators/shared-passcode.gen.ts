// Generated from config/forms/shared-passcode.yaml by `npm run codegen`; do not edit.
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
  required: ["passcode"],
  properties: {
    passcode: {
      type: "string",
      title: "Passcode",
      pattern: "^[0-9]*$",
      maxLength: 20,
      minLength: 6,
    },
  },
};

const schema11 = {"type":"object","required":["passcode"],"properties":{"passcode":{"type":"string","title":"Passcode","pattern":"^[0-9]*$","maxLength":20,"minLength":6}},"$id":"-64c98038"};
const func2 = cjsDefault(runtime0);
const pattern0 = new RegExp("^[0-9]*$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-64c98038" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.passcode === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "passcode"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.passcode !== undefined){
let data0 = data.passcode;
if(typeof data0 === "string"){
if(func2(data0) > 20){
const err1 = {instancePath:instancePath+"/passcode",schemaPath:"#/properties/passcode/maxLength",keyword:"maxLength",params:{limit: 20}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(func2(data0) < 6){
const err2 = {instancePath:instancePath+"/passcode",schemaPath:"#/properties/passcode/minLength",keyword:"minLength",params:{limit: 6}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!pattern0.test(data0)){
const err3 = {instancePath:instancePath+"/passcode",schemaPath:"#/properties/passcode/pattern",keyword:"pattern",params:{pattern: "^[0-9]*$"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/passcode",schemaPath:"#/properties/passcode/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

export const validateFns: ValidatorFunctions = {
  "-64c98038": validate10,
};
