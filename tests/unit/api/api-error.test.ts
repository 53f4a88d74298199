import { describe, expect, it } from 'vitest';
import { ApiError, fieldErrorsFor, type JsonApiErrorObject } from '../../../src/api/api-error';

const at = (pointer: string, detail = `bad ${pointer}`): JsonApiErrorObject => ({ detail, source: { pointer } });
const ADDRESS_FIELDS = ['line1', 'line2', 'line3', 'locality', 'postcode'];

describe('server pointers onto form fields', () => {
  it.each<[string, JsonApiErrorObject[], readonly string[], Record<string, string>]>([
    ['a flat attribute', [at('/data/attributes/email', 'Email is invalid')], ['email'], { email: 'Email is invalid' }],
    ['a nested attribute: the deepest segment that is a field', [at('/data/attributes/address/postcode', 'Postcode is invalid')], ADDRESS_FIELDS, { postcode: 'Postcode is invalid' }],
    ['a nested attribute whose parent is the field', [at('/data/attributes/address/postcode', 'Address is invalid')], ['address'], { address: 'Address is invalid' }],
    ['deeper wins over shallower when both are fields', [at('/data/attributes/line1/postcode', 'x')], ['line1', 'postcode'], { postcode: 'x' }],
    ['a pointer without /data/attributes', [at('/password', 'Too weak')], ['password'], { password: 'Too weak' }],
    ['a pointer naming no field of the form', [at('/data/attributes/address/country')], ADDRESS_FIELDS, {}],
    ['the pointer to the whole document', [at('/data')], ['data'], {}],
    ['an error without a pointer or without a detail', [{ detail: 'General' }, { source: { pointer: '/data/attributes/email' } }], ['email'], {}],
    ['the first detail per field wins', [at('/data/attributes/address/postcode', 'First'), at('/data/attributes/postcode', 'Second')], ADDRESS_FIELDS, { postcode: 'First' }],
  ])('%s', (_, errors, fields, expected) => {
    expect(fieldErrorsFor(errors, fields)).toEqual(expected);
    expect(new ApiError(422, errors).fieldErrorsFor(fields)).toEqual(expected);
  });
});
