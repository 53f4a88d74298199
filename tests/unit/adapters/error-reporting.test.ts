import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/api-error';
import { shouldReport } from '../../../src/adapters/error-reporting';

describe('error reports', () => {
  it.each([
    ['a 401', new ApiError(401, []), false],
    ['a 404', new ApiError(404, []), false],
    ['"Email has already been taken"', new ApiError(422, [{ detail: 'Email has already been taken', source: { pointer: '/data/attributes/email' } }]), false],
    ['another 422', new ApiError(422, [{ detail: 'Password is too short' }]), true],
    ['a 500', new ApiError(500, []), true],
    ['a network failure', new ApiError(0, []), true],
    ['a plain error', new Error('boom'), true],
  ])('%s is reported: %s', (_, error, expected) => {
    expect(shouldReport(error)).toBe(expected);
  });

  it('reads the first detail and maps JSON:API pointers onto fields', () => {
    const error = new ApiError(422, [{ detail: 'First' }, { detail: 'Email is invalid', source: { pointer: '/data/attributes/email' } }, { detail: 'Second for email', source: { pointer: '/data/attributes/email' } }]);
    expect(error.detail).toBe('First');
    expect(error.fieldErrorsFor(['email'])).toEqual({ email: 'Email is invalid' });
  });
});
