// Generated from config/forms/partner-setup-account.yaml by `npm run codegen`; do not edit.
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
  required: ["password", "accept_terms"],
  properties: {
    password: {
      type: "string",
      title: "Password",
      pattern: "^(?=.*[a-z])(?=.*[A-Z])(?=.*[^A-Za-z]).*$",
      description: "Your password must be at least 8 characters and contain at least one lower-case letter, one upper-case letter, and one digit or special character.",
      minLength: 8,
    },
    accept_terms: {
      type: "boolean",
      title: "I agree to the terms and conditions and privacy notice",
      const: true,
    },
  },
};

const schema11 = {"type":"object","required":["password","accept_terms"],"properties":{"password":{"type":"string","title":"Password","pattern":"^(?=.*[a-z])(?=.*[A-Z])(?=.*[^A-Za-z]).*$","description":"Your password must be at least 8 characters and contain at least one lower-case letter, one upper-case letter, and one digit or special character.","minLength":8},"accept_terms":{"type":"boolean","title":"I agree to the terms and conditions and privacy notice","const":true}},"$id":"60937d8e"};
const func2 = cjsDefault(runtime0);
const pattern0 = new RegExp("^(?=.*[a-z])(?=.*[A-Z])(?=.*[^A-Za-z]).*$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="60937d8e" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.password === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "password"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.accept_terms === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "accept_terms"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.password !== undefined){
let data0 = data.password;
if(typeof data0 === "string"){
if(func2(data0) < 8){
const err2 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/minLength",keyword:"minLength",params:{limit: 8}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!pattern0.test(data0)){
const err3 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/pattern",keyword:"pattern",params:{pattern: "^(?=.*[a-z])(?=.*[A-Z])(?=.*[^A-Za-z]).*$"}};
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
const err4 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.accept_terms !== undefined){
let data1 = data.accept_terms;
if(typeof data1 !== "boolean"){
const err5 = {instancePath:instancePath+"/accept_terms",schemaPath:"#/properties/accept_terms/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(true !== data1){
const err6 = {instancePath:instancePath+"/accept_terms",schemaPath:"#/properties/accept_terms/const",keyword:"const",params:{allowedValue: true}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

export const validateFns: ValidatorFunctions = {
  "60937d8e": validate10,
};
