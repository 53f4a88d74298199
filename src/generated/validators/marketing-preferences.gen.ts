// Generated from config/forms/marketing-preferences.yaml by `npm run codegen`; do not edit.
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
  properties: {
    marketing_email: {
      type: "boolean",
      title: "Send me news and offers by email",
    },
    personalised_offers: {
      type: "boolean",
      title: "Show me offers based on my health profile",
    },
  },
};

const schema11 = {"type":"object","properties":{"marketing_email":{"type":"boolean","title":"Send me news and offers by email"},"personalised_offers":{"type":"boolean","title":"Show me offers based on my health profile"}},"$id":"20cebe7"};

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="20cebe7" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.marketing_email !== undefined){
if(typeof data.marketing_email !== "boolean"){
const err0 = {instancePath:instancePath+"/marketing_email",schemaPath:"#/properties/marketing_email/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.personalised_offers !== undefined){
if(typeof data.personalised_offers !== "boolean"){
const err1 = {instancePath:instancePath+"/personalised_offers",schemaPath:"#/properties/personalised_offers/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

export const validateFns: ValidatorFunctions = {
  "20cebe7": validate10,
};
