import { describe, expect, it } from 'vitest';
import { isChunkLoadError, shouldReloadForChunkError } from '../../../../src/engine/routing/chunk-reload';

describe('failed lazy chunks', () => {
  it.each([
    ['Loading chunk 42 failed.', true],
    ['Failed to fetch dynamically imported module: https://app/assets/x.js', true],
    ['error loading dynamically imported module', true],
    ['Importing a module script failed.', true],
    ['Cannot read properties of undefined', false],
  ])('%s is a chunk error: %s', (text, expected) => {
    expect(isChunkLoadError(new Error(text))).toBe(expected);
  });

  it('reloads once, never in a loop', () => {
    const error = new Error('Loading chunk 7 failed.');
    expect(shouldReloadForChunkError(error, false)).toBe(true);
    expect(shouldReloadForChunkError(error, true)).toBe(false);
    expect(shouldReloadForChunkError(new Error('other'), false)).toBe(false);
  });
});
