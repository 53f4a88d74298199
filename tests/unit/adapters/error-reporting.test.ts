import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/api-error';
import { consoleErrorReporter, filteredReporter, noopErrorReporter, shouldReport } from '../../../src/adapters/error-reporting';
import { defaultFeatureFlags, localFeatureFlags } from '../../../src/adapters/feature-flags';
import { appConfig } from '../../../src/generated/app-config.gen';

describe('error reports', () => {
  it.each([
    ['a 401', new ApiError(401, []), false],
    ['a 404', new ApiError(404, []), false],
    [
      '"Email has already been taken"',
      new ApiError(422, [{ detail: 'Email has already been taken', source: { pointer: '/data/attributes/email' } }]),
      false,
    ],
    ['another 422', new ApiError(422, [{ detail: 'Password is too short' }]), true],
    ['a 500', new ApiError(500, []), true],
    ['a network failure', new ApiError(0, []), true],
    ['a plain error', new Error('boom'), true],
  ])('%s is reported: %s', (_, error, expected) => {
    expect(shouldReport(error)).toBe(expected);
  });

  it('reads the first detail and maps JSON:API pointers onto fields', () => {
    const error = new ApiError(422, [
      { detail: 'First' },
      { detail: 'Email is invalid', source: { pointer: '/data/attributes/email' } },
      { detail: 'Second for email', source: { pointer: '/data/attributes/email' } },
    ]);
    expect(error.detail).toBe('First');
    expect(error.fieldErrorsFor(['email'])).toEqual({ email: 'Email is invalid' });
  });
});

describe('error reporter adapters', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['a 401', new ApiError(401, []), 0],
    ['a 404', new ApiError(404, []), 0],
    ['a 500', new ApiError(500, []), 1],
  ])('every reporter filters the same way: %s reaches the sink %s times', (_, error, times) => {
    const sink = vi.fn();
    filteredReporter(sink).report(error, { where: 'test' });
    expect(sink).toHaveBeenCalledTimes(times);
    if (times) expect(sink).toHaveBeenCalledWith(error, { where: 'test' });
  });

  it('the console reporter logs reportable errors only; the no-op one never logs', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    consoleErrorReporter.report(new ApiError(404, []));
    expect(warn).not.toHaveBeenCalled();
    consoleErrorReporter.report(new ApiError(500, [], 'boom'));
    expect(warn).toHaveBeenCalledWith('[error-report]', 'boom', {});
    warn.mockClear();
    noopErrorReporter.report(new ApiError(500, [], 'boom'));
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('feature flag adapters', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('the embedded one applies local overrides; the real-build one uses config defaults only', () => {
    const store = new Map([['vitalia-flag-overrides', '{"externalAccountPages":true}']]);
    vi.stubGlobal('localStorage', { getItem: (key: string) => store.get(key) ?? null });
    expect(localFeatureFlags.current().externalAccountPages).toBe(true);
    expect(defaultFeatureFlags.current()).toEqual(appConfig.flags);
  });
});
