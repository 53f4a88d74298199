// Generated from config/forms/important-information.yaml by `npm run codegen`; do not edit.
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
  required: ["not_a_diagnosis", "see_gp_if_unwell", "sample_same_day"],
  properties: {
    not_a_diagnosis: {
      type: "boolean",
      title: "I understand my results and report are not a diagnosis and do not replace my GP",
      const: true,
    },
    see_gp_if_unwell: {
      type: "boolean",
      title: "I will contact my GP or call NHS 111 if I feel unwell, whatever my results say",
      const: true,
    },
    sample_same_day: {
      type: "boolean",
      title: "I will post my sample on the day I collect it, Monday to Thursday",
      const: true,
    },
  },
};

const schema11 = {"type":"object","required":["not_a_diagnosis","see_gp_if_unwell","sample_same_day"],"properties":{"not_a_diagnosis":{"type":"boolean","title":"I understand my results and report are not a diagnosis and do not replace my GP","const":true},"see_gp_if_unwell":{"type":"boolean","title":"I will contact my GP or call NHS 111 if I feel unwell, whatever my results say","const":true},"sample_same_day":{"type":"boolean","title":"I will post my sample on the day I collect it, Monday to Thursday","const":true}},"$id":"5c9b9f82"};

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="5c9b9f82" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.not_a_diagnosis === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "not_a_diagnosis"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.see_gp_if_unwell === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "see_gp_if_unwell"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.sample_same_day === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sample_same_day"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.not_a_diagnosis !== undefined){
let data0 = data.not_a_diagnosis;
if(typeof data0 !== "boolean"){
const err3 = {instancePath:instancePath+"/not_a_diagnosis",schemaPath:"#/properties/not_a_diagnosis/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(true !== data0){
const err4 = {instancePath:instancePath+"/not_a_diagnosis",schemaPath:"#/properties/not_a_diagnosis/const",keyword:"const",params:{allowedValue: true}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.see_gp_if_unwell !== undefined){
let data1 = data.see_gp_if_unwell;
if(typeof data1 !== "boolean"){
const err5 = {instancePath:instancePath+"/see_gp_if_unwell",schemaPath:"#/properties/see_gp_if_unwell/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(true !== data1){
const err6 = {instancePath:instancePath+"/see_gp_if_unwell",schemaPath:"#/properties/see_gp_if_unwell/const",keyword:"const",params:{allowedValue: true}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.sample_same_day !== undefined){
let data2 = data.sample_same_day;
if(typeof data2 !== "boolean"){
const err7 = {instancePath:instancePath+"/sample_same_day",schemaPath:"#/properties/sample_same_day/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(true !== data2){
const err8 = {instancePath:instancePath+"/sample_same_day",schemaPath:"#/properties/sample_same_day/const",keyword:"const",params:{allowedValue: true}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

export const validateFns: ValidatorFunctions = {
  "5c9b9f82": validate10,
};
