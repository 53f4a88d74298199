// Generated from config/forms/create-account.yaml by `npm run codegen`; do not edit.
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
  required: ["first_name", "last_name", "email", "password", "accept_terms"],
  properties: {
    first_name: {
      type: "string",
      title: "First name",
      minLength: 1,
      maxLength: 50,
      pattern: "^(?=.*\\p{L})[\\p{L}'’ ‐–-]+$",
    },
    last_name: {
      type: "string",
      title: "Last name",
      minLength: 1,
      maxLength: 50,
      pattern: "^(?=.*\\p{L})[\\p{L}'’ ‐–-]+$",
    },
    email: {
      type: "string",
      title: "Email",
      format: "email",
    },
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

const schema11 = {"type":"object","required":["first_name","last_name","email","password","accept_terms"],"properties":{"first_name":{"type":"string","title":"First name","minLength":1,"maxLength":50,"pattern":"^(?=.*\\p{L})[\\p{L}'’ ‐–-]+$"},"last_name":{"type":"string","title":"Last name","minLength":1,"maxLength":50,"pattern":"^(?=.*\\p{L})[\\p{L}'’ ‐–-]+$"},"email":{"type":"string","title":"Email","format":"email"},"password":{"type":"string","title":"Password","pattern":"^(?=.*[a-z])(?=.*[A-Z])(?=.*[^A-Za-z]).*$","description":"Your password must be at least 8 characters and contain at least one lower-case letter, one upper-case letter, and one digit or special character.","minLength":8},"accept_terms":{"type":"boolean","title":"I agree to the terms and conditions and privacy notice","const":true}},"$id":"-74ea7e26"};
const func2 = cjsDefault(runtime0);
const pattern0 = new RegExp("^(?=.*\\p{L})[\\p{L}'’ ‐–-]+$", "u");
const pattern2 = new RegExp("^(?=.*[a-z])(?=.*[A-Z])(?=.*[^A-Za-z]).*$", "u");
const formats0 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-74ea7e26" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.first_name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "first_name"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.last_name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "last_name"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.email === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "email"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.password === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "password"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.accept_terms === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "accept_terms"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.first_name !== undefined){
let data0 = data.first_name;
if(typeof data0 === "string"){
if(func2(data0) > 50){
const err5 = {instancePath:instancePath+"/first_name",schemaPath:"#/properties/first_name/maxLength",keyword:"maxLength",params:{limit: 50}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func2(data0) < 1){
const err6 = {instancePath:instancePath+"/first_name",schemaPath:"#/properties/first_name/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern0.test(data0)){
const err7 = {instancePath:instancePath+"/first_name",schemaPath:"#/properties/first_name/pattern",keyword:"pattern",params:{pattern: "^(?=.*\\p{L})[\\p{L}'’ ‐–-]+$"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/first_name",schemaPath:"#/properties/first_name/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.last_name !== undefined){
let data1 = data.last_name;
if(typeof data1 === "string"){
if(func2(data1) > 50){
const err9 = {instancePath:instancePath+"/last_name",schemaPath:"#/properties/last_name/maxLength",keyword:"maxLength",params:{limit: 50}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(func2(data1) < 1){
const err10 = {instancePath:instancePath+"/last_name",schemaPath:"#/properties/last_name/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!pattern0.test(data1)){
const err11 = {instancePath:instancePath+"/last_name",schemaPath:"#/properties/last_name/pattern",keyword:"pattern",params:{pattern: "^(?=.*\\p{L})[\\p{L}'’ ‐–-]+$"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/last_name",schemaPath:"#/properties/last_name/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.email !== undefined){
let data2 = data.email;
if(typeof data2 === "string"){
if(!(formats0.test(data2))){
const err13 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/format",keyword:"format",params:{format: "email"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.password !== undefined){
let data3 = data.password;
if(typeof data3 === "string"){
if(func2(data3) < 8){
const err15 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/minLength",keyword:"minLength",params:{limit: 8}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!pattern2.test(data3)){
const err16 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/pattern",keyword:"pattern",params:{pattern: "^(?=.*[a-z])(?=.*[A-Z])(?=.*[^A-Za-z]).*$"}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.accept_terms !== undefined){
let data4 = data.accept_terms;
if(typeof data4 !== "boolean"){
const err18 = {instancePath:instancePath+"/accept_terms",schemaPath:"#/properties/accept_terms/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(true !== data4){
const err19 = {instancePath:instancePath+"/accept_terms",schemaPath:"#/properties/accept_terms/const",keyword:"const",params:{allowedValue: true}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
else {
const err20 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

export const validateFns: ValidatorFunctions = {
  "-74ea7e26": validate10,
};
