// Generated from config/forms/results-upload.yaml by `npm run codegen`; do not edit.
// @ts-nocheck -- ajv standalone output, precompiled so the app needs no 'unsafe-eval'.
/* eslint-disable */
import type { RJSFSchema } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { formatValidators } from '../../forms/format-validators';

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
  required: ["test_date", "profiles"],
  properties: {
    test_date: {
      type: "string",
      title: "Date of the test",
      format: "date",
    },
    profiles: {
      type: "array",
      title: "What the test covered",
      minItems: 1,
      uniqueItems: true,
      items: {
        type: "string",
      },
    },
    results: {
      type: "array",
      title: "Results",
      items: {
        type: "object",
        properties: {
          analyte: {
            type: "string",
            title: "Analyte",
          },
          value: {
            type: "string",
            title: "Value",
          },
          unit: {
            type: "string",
            title: "Unit",
          },
        },
      },
    },
  },
};

const schema11 = {"type":"object","required":["test_date","profiles"],"properties":{"test_date":{"type":"string","title":"Date of the test","format":"date"},"profiles":{"type":"array","title":"What the test covered","minItems":1,"uniqueItems":true,"items":{"type":"string"}},"results":{"type":"array","title":"Results","items":{"type":"object","properties":{"analyte":{"type":"string","title":"Analyte"},"value":{"type":"string","title":"Value"},"unit":{"type":"string","title":"Unit"}}}}},"$id":"232edb90"};
const formats0 = formatValidators.date;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="232edb90" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.test_date === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "test_date"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.profiles === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "profiles"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.test_date !== undefined){
let data0 = data.test_date;
if(typeof data0 === "string"){
if(!(formats0.validate(data0))){
const err2 = {instancePath:instancePath+"/test_date",schemaPath:"#/properties/test_date/format",keyword:"format",params:{format: "date"}};
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
const err3 = {instancePath:instancePath+"/test_date",schemaPath:"#/properties/test_date/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.profiles !== undefined){
let data1 = data.profiles;
if(Array.isArray(data1)){
if(data1.length < 1){
const err4 = {instancePath:instancePath+"/profiles",schemaPath:"#/properties/profiles/minItems",keyword:"minItems",params:{limit: 1}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
if(typeof data1[i0] !== "string"){
const err5 = {instancePath:instancePath+"/profiles/" + i0,schemaPath:"#/properties/profiles/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
let i1 = data1.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data1[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err6 = {instancePath:instancePath+"/profiles",schemaPath:"#/properties/profiles/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err7 = {instancePath:instancePath+"/profiles",schemaPath:"#/properties/profiles/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.results !== undefined){
let data3 = data.results;
if(Array.isArray(data3)){
const len1 = data3.length;
for(let i2=0; i2<len1; i2++){
let data4 = data3[i2];
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.analyte !== undefined){
if(typeof data4.analyte !== "string"){
const err8 = {instancePath:instancePath+"/results/" + i2+"/analyte",schemaPath:"#/properties/results/items/properties/analyte/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data4.value !== undefined){
if(typeof data4.value !== "string"){
const err9 = {instancePath:instancePath+"/results/" + i2+"/value",schemaPath:"#/properties/results/items/properties/value/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data4.unit !== undefined){
if(typeof data4.unit !== "string"){
const err10 = {instancePath:instancePath+"/results/" + i2+"/unit",schemaPath:"#/properties/results/items/properties/unit/type",keyword:"type",params:{type: "string"}};
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
const err11 = {instancePath:instancePath+"/results/" + i2,schemaPath:"#/properties/results/items/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath:instancePath+"/results",schemaPath:"#/properties/results/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

export const validateFns: ValidatorFunctions = {
  "232edb90": validate10,
};
