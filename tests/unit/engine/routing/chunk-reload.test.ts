import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_WINDOW_MS, isChunkLoadError, shouldReloadForChunkError } from '../../../../src/engine/routing/chunk-reload';

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
    const now = 1_800_000_000_000;
    expect(shouldReloadForChunkError(error, null, now)).toBe(true);
    expect(shouldReloadForChunkError(error, now - 1_000, now)).toBe(false);
    expect(shouldReloadForChunkError(error, now - CHUNK_RELOAD_WINDOW_MS + 1, now)).toBe(false);
    expect(shouldReloadForChunkError(error, now - CHUNK_RELOAD_WINDOW_MS, now)).toBe(true);
    expect(shouldReloadForChunkError(new Error('other'), null, now)).toBe(false);
  });

  it('a page that keeps failing reloads itself at most once a window, whatever loads in between', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5 * CHUNK_RELOAD_WINDOW_MS }), { maxLength: 40 }), (gaps) => {
        let now = 1_800_000_000_000;
        let last: number | null = null;
        const reloads: number[] = [];
        for (const gap of gaps) {
          now += gap;
          if (shouldReloadForChunkError(new Error('Failed to fetch dynamically imported module: /assets/a.js'), last, now)) {
            reloads.push(now);
            last = now;
          }
        }
        reloads.slice(1).forEach((at, index) => expect(at - (reloads[index] ?? 0)).toBeGreaterThanOrEqual(CHUNK_RELOAD_WINDOW_MS));
      }),
    );
  });
});
