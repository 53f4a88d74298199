// Generated from config/forms/address.yaml by `npm run codegen`; do not edit.
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
  required: ["line1", "locality", "postcode"],
  properties: {
    line1: {
      type: "string",
      title: "Address line 1",
      minLength: 1,
    },
    line2: {
      type: "string",
      title: "Address line 2",
    },
    line3: {
      type: "string",
      title: "Address line 3",
    },
    locality: {
      type: "string",
      title: "Town or city",
      minLength: 1,
    },
    postcode: {
      type: "string",
      title: "Postcode",
      pattern: "^[A-Za-z]{1,2}[0-9][A-Za-z0-9]? ?[0-9][A-Za-z]{2}$",
    },
  },
};

const schema11 = {"type":"object","required":["line1","locality","postcode"],"properties":{"line1":{"type":"string","title":"Address line 1","minLength":1},"line2":{"type":"string","title":"Address line 2"},"line3":{"type":"string","title":"Address line 3"},"locality":{"type":"string","title":"Town or city","minLength":1},"postcode":{"type":"string","title":"Postcode","pattern":"^[A-Za-z]{1,2}[0-9][A-Za-z0-9]? ?[0-9][A-Za-z]{2}$"}},"$id":"17fe1c45"};
const func2 = cjsDefault(runtime0);
const pattern0 = new RegExp("^[A-Za-z]{1,2}[0-9][A-Za-z0-9]? ?[0-9][A-Za-z]{2}$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="17fe1c45" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.line1 === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "line1"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.locality === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "locality"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.postcode === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "postcode"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.line1 !== undefined){
let data0 = data.line1;
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err3 = {instancePath:instancePath+"/line1",schemaPath:"#/properties/line1/minLength",keyword:"minLength",params:{limit: 1}};
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
const err4 = {instancePath:instancePath+"/line1",schemaPath:"#/properties/line1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.line2 !== undefined){
if(typeof data.line2 !== "string"){
const err5 = {instancePath:instancePath+"/line2",schemaPath:"#/properties/line2/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.line3 !== undefined){
if(typeof data.line3 !== "string"){
const err6 = {instancePath:instancePath+"/line3",schemaPath:"#/properties/line3/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.locality !== undefined){
let data3 = data.locality;
if(typeof data3 === "string"){
if(func2(data3) < 1){
const err7 = {instancePath:instancePath+"/locality",schemaPath:"#/properties/locality/minLength",keyword:"minLength",params:{limit: 1}};
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
const err8 = {instancePath:instancePath+"/locality",schemaPath:"#/properties/locality/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.postcode !== undefined){
let data4 = data.postcode;
if(typeof data4 === "string"){
if(!pattern0.test(data4)){
const err9 = {instancePath:instancePath+"/postcode",schemaPath:"#/properties/postcode/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z]{1,2}[0-9][A-Za-z0-9]? ?[0-9][A-Za-z]{2}$"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/postcode",schemaPath:"#/properties/postcode/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

export const validateFns: ValidatorFunctions = {
  "17fe1c45": validate10,
};
