import { afterEach, describe, expect, it } from 'vitest';
import { clearAppError, hasAppError, raiseAppError, resolveAppError, subscribeAppError } from '../../../src/app-frame/app-error-store';

afterEach(clearAppError);

describe('the generic error banner follows the requests that raised it', () => {
  it.each([
    { name: 'one failure, then its success', raise: ['a'], resolve: ['a'], shown: false },
    { name: 'two failures, one succeeds', raise: ['a', 'b'], resolve: ['a'], shown: true },
    { name: 'two failures, both succeed', raise: ['a', 'b'], resolve: ['b', 'a'], shown: false },
    { name: 'another request succeeds', raise: ['a'], resolve: ['b'], shown: true },
    { name: 'an unnamed failure is not taken down by a success', raise: [undefined], resolve: ['', 'a'], shown: true },
    { name: 'nothing failed', raise: [], resolve: ['a'], shown: false },
  ])('$name', ({ raise, resolve, shown }) => {
    for (const source of raise) raiseAppError(source);
    for (const source of resolve) resolveAppError(source);
    expect(hasAppError()).toBe(shown);
  });

  it('tells listeners once when it rises and once when it goes', () => {
    let calls = 0;
    const stop = subscribeAppError(() => (calls += 1));
    raiseAppError('a');
    raiseAppError('b');
    expect(calls).toBe(1);
    resolveAppError('a');
    expect(calls).toBe(1);
    resolveAppError('b');
    expect(calls).toBe(2);
    resolveAppError('b');
    clearAppError();
    expect(calls).toBe(2);
    stop();
  });
});
