import { describe, expect, it } from 'vitest';
import { ApiError, errorCopy, fieldErrorsFor, type JsonApiErrorObject } from '../../../src/api/api-error';

const at = (pointer: string, detail = `bad ${pointer}`): JsonApiErrorObject => ({ detail, source: { pointer } });
const ADDRESS_FIELDS = ['line1', 'line2', 'line3', 'locality', 'postcode'];

describe('server pointers onto form fields', () => {
  it.each<[string, JsonApiErrorObject[], readonly string[], Record<string, string>]>([
    ['a flat attribute', [at('/data/attributes/email', 'Email is invalid')], ['email'], { email: 'Email is invalid' }],
    [
      'a nested attribute: the deepest segment that is a field',
      [at('/data/attributes/address/postcode', 'Postcode is invalid')],
      ADDRESS_FIELDS,
      { postcode: 'Postcode is invalid' },
    ],
    [
      'a nested attribute whose parent is the field',
      [at('/data/attributes/address/postcode', 'Address is invalid')],
      ['address'],
      { address: 'Address is invalid' },
    ],
    [
      'deeper wins over shallower when both are fields',
      [at('/data/attributes/line1/postcode', 'x')],
      ['line1', 'postcode'],
      { postcode: 'x' },
    ],
    ['a pointer without /data/attributes', [at('/password', 'Too weak')], ['password'], { password: 'Too weak' }],
    ['a pointer naming no field of the form', [at('/data/attributes/address/country')], ADDRESS_FIELDS, {}],
    ['the pointer to the whole document', [at('/data')], ['data'], {}],
    [
      'an error without a pointer or without a detail',
      [{ detail: 'General' }, { source: { pointer: '/data/attributes/email' } }],
      ['email'],
      {},
    ],
    [
      'the first detail per field wins',
      [at('/data/attributes/address/postcode', 'First'), at('/data/attributes/postcode', 'Second')],
      ADDRESS_FIELDS,
      { postcode: 'First' },
    ],
  ])('%s', (_, errors, fields, expected) => {
    expect(fieldErrorsFor(errors, fields)).toEqual(expected);
    expect(new ApiError(422, errors).fieldErrorsFor(fields)).toEqual(expected);
  });
});

describe('errorCopy: the server speaks to the person only about what they can act on', () => {
  const detail = [{ detail: 'Email has already been taken' }];
  it.each<[string, unknown, string]>([
    ['a 422 detail is shown', new ApiError(422, detail), 'Email has already been taken'],
    ['a 400 detail is shown', new ApiError(400, detail), 'Email has already been taken'],
    ['a 499 detail is shown', new ApiError(499, detail), 'Email has already been taken'],
    ['a 500 never shows its text', new ApiError(500, [{ detail: 'Internal server error' }]), 'Fallback'],
    ['a 503 never shows its text', new ApiError(503, [{ detail: 'Service unavailable' }]), 'Fallback'],
    ['a 399 is not a client error', new ApiError(399, detail), 'Fallback'],
    ['a network failure never shows its text', new ApiError(0, [{ detail: 'Network request failed' }]), 'Fallback'],
    ['a 4xx with no detail', new ApiError(422, []), 'Fallback'],
    ['not an API error', new Error('Failed to fetch'), 'Fallback'],
  ])('%s', (_, error, expected) => {
    expect(errorCopy(error, 'Fallback')).toBe(expected);
  });
});
