// Generated from config/forms/partner-confirm-account.yaml by `npm run codegen`; do not edit.
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
  required: ["accept_terms"],
  properties: {
    accept_terms: {
      type: "boolean",
      title: "I agree to the terms and conditions and privacy notice",
      const: true,
    },
  },
};

const schema11 = {"type":"object","required":["accept_terms"],"properties":{"accept_terms":{"type":"boolean","title":"I agree to the terms and conditions and privacy notice","const":true}},"$id":"-c8be85c"};

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-c8be85c" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.accept_terms === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "accept_terms"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.accept_terms !== undefined){
let data0 = data.accept_terms;
if(typeof data0 !== "boolean"){
const err1 = {instancePath:instancePath+"/accept_terms",schemaPath:"#/properties/accept_terms/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(true !== data0){
const err2 = {instancePath:instancePath+"/accept_terms",schemaPath:"#/properties/accept_terms/const",keyword:"const",params:{allowedValue: true}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

export const validateFns: ValidatorFunctions = {
  "-c8be85c": validate10,
};
