// Generated from config/forms/register-kit.yaml by `npm run codegen`; do not edit.
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
  required: ["kit_code"],
  properties: {
    kit_code: {
      type: "string",
      title: "Kit code",
      minLength: 1,
      pattern: "^[\\s-]*[vV][kK](?:[\\s-]*[0-9A-Za-z]){10}[\\s-]*$",
      description: "For example, VK7Q-4M2P-9XTR. Letters and numbers only: spaces and dashes are added for you.",
    },
  },
};

const schema11 = {"type":"object","required":["kit_code"],"properties":{"kit_code":{"type":"string","title":"Kit code","minLength":1,"pattern":"^[\\s-]*[vV][kK](?:[\\s-]*[0-9A-Za-z]){10}[\\s-]*$","description":"For example, VK7Q-4M2P-9XTR. Letters and numbers only: spaces and dashes are added for you."}},"$id":"2a9b0581"};
const func2 = cjsDefault(runtime0);
const pattern0 = new RegExp("^[\\s-]*[vV][kK](?:[\\s-]*[0-9A-Za-z]){10}[\\s-]*$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="2a9b0581" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.kit_code === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "kit_code"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.kit_code !== undefined){
let data0 = data.kit_code;
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err1 = {instancePath:instancePath+"/kit_code",schemaPath:"#/properties/kit_code/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!pattern0.test(data0)){
const err2 = {instancePath:instancePath+"/kit_code",schemaPath:"#/properties/kit_code/pattern",keyword:"pattern",params:{pattern: "^[\\s-]*[vV][kK](?:[\\s-]*[0-9A-Za-z]){10}[\\s-]*$"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/kit_code",schemaPath:"#/properties/kit_code/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

export const validateFns: ValidatorFunctions = {
  "2a9b0581": validate10,
};
