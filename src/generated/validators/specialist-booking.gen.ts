// Generated from config/forms/specialist-booking.yaml by `npm run codegen`; do not edit.
// @ts-nocheck -- ajv standalone output, precompiled so the app needs no 'unsafe-eval'.
/* eslint-disable */
import type { RJSFSchema } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import * as runtime1 from "ajv/dist/runtime/ucs2length";
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
  required: ["date", "time"],
  properties: {
    date: {
      type: "string",
      title: "Date",
      format: "date",
    },
    time: {
      type: "string",
      title: "Time",
      oneOf: [
        {
          const: "09:00",
          title: "9am",
        },
        {
          const: "11:00",
          title: "11am",
        },
        {
          const: "13:00",
          title: "1pm",
        },
        {
          const: "15:00",
          title: "3pm",
        },
        {
          const: "17:00",
          title: "5pm",
        },
      ],
    },
    notes: {
      type: "string",
      title: "What would you like to talk about?",
      maxLength: 1000,
    },
  },
};

const schema11 = {"type":"object","required":["date","time"],"properties":{"date":{"type":"string","title":"Date","format":"date"},"time":{"type":"string","title":"Time","oneOf":[{"const":"09:00","title":"9am"},{"const":"11:00","title":"11am"},{"const":"13:00","title":"1pm"},{"const":"15:00","title":"3pm"},{"const":"17:00","title":"5pm"}]},"notes":{"type":"string","title":"What would you like to talk about?","maxLength":1000}},"$id":"6e81abda"};
const formats0 = formatValidators.date;
const func2 = cjsDefault(runtime1);

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="6e81abda" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.date === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "date"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.time === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "time"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.date !== undefined){
let data0 = data.date;
if(typeof data0 === "string"){
if(!(formats0.validate(data0))){
const err2 = {instancePath:instancePath+"/date",schemaPath:"#/properties/date/format",keyword:"format",params:{format: "date"}};
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
const err3 = {instancePath:instancePath+"/date",schemaPath:"#/properties/date/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.time !== undefined){
let data1 = data.time;
if(typeof data1 !== "string"){
const err4 = {instancePath:instancePath+"/time",schemaPath:"#/properties/time/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
const _errs5 = errors;
let valid1 = false;
let passing0 = null;
const _errs6 = errors;
if("09:00" !== data1){
const err5 = {instancePath:instancePath+"/time",schemaPath:"#/properties/time/oneOf/0/const",keyword:"const",params:{allowedValue: "09:00"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs6 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs7 = errors;
if("11:00" !== data1){
const err6 = {instancePath:instancePath+"/time",schemaPath:"#/properties/time/oneOf/1/const",keyword:"const",params:{allowedValue: "11:00"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs7 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid1 = true;
passing0 = 1;
}
const _errs8 = errors;
if("13:00" !== data1){
const err7 = {instancePath:instancePath+"/time",schemaPath:"#/properties/time/oneOf/2/const",keyword:"const",params:{allowedValue: "13:00"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs8 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 2];
}
else {
if(_valid0){
valid1 = true;
passing0 = 2;
}
const _errs9 = errors;
if("15:00" !== data1){
const err8 = {instancePath:instancePath+"/time",schemaPath:"#/properties/time/oneOf/3/const",keyword:"const",params:{allowedValue: "15:00"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid0 = _errs9 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 3];
}
else {
if(_valid0){
valid1 = true;
passing0 = 3;
}
const _errs10 = errors;
if("17:00" !== data1){
const err9 = {instancePath:instancePath+"/time",schemaPath:"#/properties/time/oneOf/4/const",keyword:"const",params:{allowedValue: "17:00"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid0 = _errs10 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 4];
}
else {
if(_valid0){
valid1 = true;
passing0 = 4;
}
}
}
}
}
if(!valid1){
const err10 = {instancePath:instancePath+"/time",schemaPath:"#/properties/time/oneOf",keyword:"oneOf",params:{passingSchemas: passing0}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
}
if(data.notes !== undefined){
let data2 = data.notes;
if(typeof data2 === "string"){
if(func2(data2) > 1000){
const err11 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/maxLength",keyword:"maxLength",params:{limit: 1000}};
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
const err12 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/type",keyword:"type",params:{type: "string"}};
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

const schema12 = {"const":"09:00","title":"9am","$id":"382a5079"};

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="382a5079" */;
let vErrors = null;
let errors = 0;
if("09:00" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "09:00"}};
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

const schema13 = {"const":"11:00","title":"11am","$id":"-2171c55b"};

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-2171c55b" */;
let vErrors = null;
let errors = 0;
if("11:00" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "11:00"}};
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

const schema14 = {"const":"13:00","title":"1pm","$id":"-2971aab7"};

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-2971aab7" */;
let vErrors = null;
let errors = 0;
if("13:00" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "13:00"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate13.errors = vErrors;
return errors === 0;
}

const schema15 = {"const":"15:00","title":"3pm","$id":"-5a11cef7"};

function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-5a11cef7" */;
let vErrors = null;
let errors = 0;
if("15:00" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "15:00"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate14.errors = vErrors;
return errors === 0;
}

const schema16 = {"const":"17:00","title":"5pm","$id":"754e0cc9"};

function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="754e0cc9" */;
let vErrors = null;
let errors = 0;
if("17:00" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "17:00"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate15.errors = vErrors;
return errors === 0;
}

export const validateFns: ValidatorFunctions = {
  "6e81abda": validate10,
  "382a5079": validate11,
  "-2171c55b": validate12,
  "-2971aab7": validate13,
  "-5a11cef7": validate14,
  "754e0cc9": validate15,
};
