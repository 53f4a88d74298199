import { describe, expect, it } from 'vitest';
import { flashOf, flashState } from '../../../../src/app-frame/flash';
import { retryPath, retryState } from '../../../../src/app-frame/retry-state';

describe('retryPath: the Error page follows only in-app paths', () => {
  it.each<[string, unknown, string | null]>([
    ['a path the app made', retryState('/predicted-results'), '/predicted-results'],
    ['with a query', retryState('/predicted-results/FERR?x=1'), '/predicted-results/FERR?x=1'],
    ['another host', { retry: '//evil.example/x' }, null],
    ['a full URL', { retry: 'https://evil.example' }, null],
    ['not a string', { retry: 3 }, null],
    ['no state', null, null],
    ['other state', { flash: 'x' }, null],
  ])('%s', (_, state, expected) => {
    expect(retryPath(state)).toBe(expected);
  });
});

describe('flashOf: the whole notice a navigation carries', () => {
  it('keeps the key, string and number values, and a success tone', () => {
    expect(flashOf(flashState('upload.saved', { date: '2 March 2026', list: 'Vitamin B12 295.2 pmol/L' }, 'success'))).toEqual({
      key: 'upload.saved',
      params: { date: '2 March 2026', list: 'Vitamin B12 295.2 pmol/L' },
      tone: 'success',
    });
  });

  it('an info notice without values stays the plain shape it always had', () => {
    expect(flashState('upload.deleted')).toEqual({ flash: 'upload.deleted' });
    expect(flashOf(flashState('upload.deleted'))).toEqual({ key: 'upload.deleted', params: {}, tone: 'info' });
  });

  it.each<[string, unknown, unknown]>([
    [
      'drops values that are not text or numbers',
      { flash: 'upload.saved', params: { date: { x: 1 }, list: 3 }, tone: 'loud' },
      { key: 'upload.saved', params: { list: 3 }, tone: 'info' },
    ],
    ['params that are not an object', { flash: 'upload.saved', params: 'x' }, { key: 'upload.saved', params: {}, tone: 'info' }],
    ['an unknown key', { flash: 'nope', tone: 'success' }, null],
  ])('%s', (_, state, expected) => {
    expect(flashOf(state)).toEqual(expected);
  });
});
