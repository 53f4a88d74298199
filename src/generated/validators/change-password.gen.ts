// Generated from config/forms/change-password.yaml by `npm run codegen`; do not edit.
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
  required: ["current_password", "password"],
  properties: {
    current_password: {
      type: "string",
      title: "Current password",
      minLength: 1,
    },
    password: {
      type: "string",
      title: "New password",
      pattern: "^(?=.*[a-z])(?=.*[A-Z])(?=.*[^A-Za-z]).*$",
      description: "Your password must be at least 8 characters and contain at least one lower-case letter, one upper-case letter, and one digit or special character.",
      minLength: 8,
    },
  },
};

const schema11 = {"type":"object","required":["current_password","password"],"properties":{"current_password":{"type":"string","title":"Current password","minLength":1},"password":{"type":"string","title":"New password","pattern":"^(?=.*[a-z])(?=.*[A-Z])(?=.*[^A-Za-z]).*$","description":"Your password must be at least 8 characters and contain at least one lower-case letter, one upper-case letter, and one digit or special character.","minLength":8}},"$id":"-54301ffb"};
const func2 = cjsDefault(runtime0);
const pattern0 = new RegExp("^(?=.*[a-z])(?=.*[A-Z])(?=.*[^A-Za-z]).*$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-54301ffb" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.current_password === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "current_password"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.password === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "password"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.current_password !== undefined){
let data0 = data.current_password;
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err2 = {instancePath:instancePath+"/current_password",schemaPath:"#/properties/current_password/minLength",keyword:"minLength",params:{limit: 1}};
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
const err3 = {instancePath:instancePath+"/current_password",schemaPath:"#/properties/current_password/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.password !== undefined){
let data1 = data.password;
if(typeof data1 === "string"){
if(func2(data1) < 8){
const err4 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/minLength",keyword:"minLength",params:{limit: 8}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern0.test(data1)){
const err5 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/pattern",keyword:"pattern",params:{pattern: "^(?=.*[a-z])(?=.*[A-Z])(?=.*[^A-Za-z]).*$"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/type",keyword:"type",params:{type: "string"}};
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
  "-54301ffb": validate10,
};
