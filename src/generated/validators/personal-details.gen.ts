// Generated from config/forms/personal-details.yaml by `npm run codegen`; do not edit.
// @ts-nocheck -- ajv standalone output, precompiled so the app needs no 'unsafe-eval'.
/* eslint-disable */
import type { RJSFSchema } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import * as runtime0 from "ajv/dist/runtime/ucs2length";
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
  required: ["first_name", "last_name", "dob", "sex"],
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
    dob: {
      type: "string",
      title: "Date of birth",
      format: "date",
    },
    sex: {
      type: "string",
      title: "Biological sex",
      oneOf: [
        {
          const: "M",
          title: "Male",
        },
        {
          const: "F",
          title: "Female",
        },
      ],
    },
  },
};

const schema11 = {"type":"object","required":["first_name","last_name","dob","sex"],"properties":{"first_name":{"type":"string","title":"First name","minLength":1,"maxLength":50,"pattern":"^(?=.*\\p{L})[\\p{L}'’ ‐–-]+$"},"last_name":{"type":"string","title":"Last name","minLength":1,"maxLength":50,"pattern":"^(?=.*\\p{L})[\\p{L}'’ ‐–-]+$"},"dob":{"type":"string","title":"Date of birth","format":"date"},"sex":{"type":"string","title":"Biological sex","oneOf":[{"const":"M","title":"Male"},{"const":"F","title":"Female"}]}},"$id":"3efc96d0"};
const func2 = cjsDefault(runtime0);
const pattern0 = new RegExp("^(?=.*\\p{L})[\\p{L}'’ ‐–-]+$", "u");
const formats0 = formatValidators.date;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="3efc96d0" */;
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
if(data.dob === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "dob"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.sex === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sex"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.first_name !== undefined){
let data0 = data.first_name;
if(typeof data0 === "string"){
if(func2(data0) > 50){
const err4 = {instancePath:instancePath+"/first_name",schemaPath:"#/properties/first_name/maxLength",keyword:"maxLength",params:{limit: 50}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func2(data0) < 1){
const err5 = {instancePath:instancePath+"/first_name",schemaPath:"#/properties/first_name/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!pattern0.test(data0)){
const err6 = {instancePath:instancePath+"/first_name",schemaPath:"#/properties/first_name/pattern",keyword:"pattern",params:{pattern: "^(?=.*\\p{L})[\\p{L}'’ ‐–-]+$"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/first_name",schemaPath:"#/properties/first_name/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.last_name !== undefined){
let data1 = data.last_name;
if(typeof data1 === "string"){
if(func2(data1) > 50){
const err8 = {instancePath:instancePath+"/last_name",schemaPath:"#/properties/last_name/maxLength",keyword:"maxLength",params:{limit: 50}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(func2(data1) < 1){
const err9 = {instancePath:instancePath+"/last_name",schemaPath:"#/properties/last_name/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!pattern0.test(data1)){
const err10 = {instancePath:instancePath+"/last_name",schemaPath:"#/properties/last_name/pattern",keyword:"pattern",params:{pattern: "^(?=.*\\p{L})[\\p{L}'’ ‐–-]+$"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/last_name",schemaPath:"#/properties/last_name/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.dob !== undefined){
let data2 = data.dob;
if(typeof data2 === "string"){
if(!(formats0.validate(data2))){
const err12 = {instancePath:instancePath+"/dob",schemaPath:"#/properties/dob/format",keyword:"format",params:{format: "date"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/dob",schemaPath:"#/properties/dob/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.sex !== undefined){
let data3 = data.sex;
if(typeof data3 !== "string"){
const err14 = {instancePath:instancePath+"/sex",schemaPath:"#/properties/sex/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
const _errs9 = errors;
let valid1 = false;
let passing0 = null;
const _errs10 = errors;
if("M" !== data3){
const err15 = {instancePath:instancePath+"/sex",schemaPath:"#/properties/sex/oneOf/0/const",keyword:"const",params:{allowedValue: "M"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid0 = _errs10 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs11 = errors;
if("F" !== data3){
const err16 = {instancePath:instancePath+"/sex",schemaPath:"#/properties/sex/oneOf/1/const",keyword:"const",params:{allowedValue: "F"}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid0 = _errs11 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid1 = true;
passing0 = 1;
}
}
if(!valid1){
const err17 = {instancePath:instancePath+"/sex",schemaPath:"#/properties/sex/oneOf",keyword:"oneOf",params:{passingSchemas: passing0}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
else {
errors = _errs9;
if(vErrors !== null){
if(_errs9){
vErrors.length = _errs9;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err18 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

const schema12 = {"const":"M","title":"Male","$id":"-6f33910d"};

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-6f33910d" */;
let vErrors = null;
let errors = 0;
if("M" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "M"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate11.errors = vErrors;
return errors === 0;
}

const schema13 = {"const":"F","title":"Female","$id":"380e1d19"};

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="380e1d19" */;
let vErrors = null;
let errors = 0;
if("F" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "F"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate12.errors = vErrors;
return errors === 0;
}

export const validateFns: ValidatorFunctions = {
  "3efc96d0": validate10,
  "-6f33910d": validate11,
  "380e1d19": validate12,
};
