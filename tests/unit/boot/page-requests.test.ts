import { describe, expect, it } from 'vitest';
import {
  MAX_PAGES,
  MAX_PER_PAGE,
  readPageRequests,
  withPageRequests,
  writePageRequests,
  type ItemStorage,
} from '../../../src/boot/page-requests';

const storageOf = (items: Record<string, string>): ItemStorage & { items: Record<string, string> } => ({
  items,
  getItem: (key) => items[key] ?? null,
  setItem: (key, value) => {
    items[key] = value;
  },
});

describe('the reads a page started with, kept for its next load', () => {
  it.each([
    ['nothing kept yet', {}, '/settings', ['/v1/a', '/v1/b'], [], { '/settings': ['/v1/a', '/v1/b'] }],
    [
      'the last load replaces the page’s earlier reads',
      { '/settings': ['/v1/old'] },
      '/settings',
      ['/v1/new'],
      [],
      { '/settings': ['/v1/new'] },
    ],
    ['the same read twice is kept once', {}, '/settings', ['/v1/a', '/v1/a'], [], { '/settings': ['/v1/a'] }],
    ['what the head asks for anyway is left out', {}, '/settings', ['/v1/user', '/v1/a'], ['/v1/user'], { '/settings': ['/v1/a'] }],
    [
      'a page that read nothing of its own is forgotten',
      { '/settings': ['/v1/a'], '/x': ['/v1/x'] },
      '/settings',
      ['/v1/user'],
      ['/v1/user'],
      { '/x': ['/v1/x'] },
    ],
    [
      'other pages stay, and the page moves to the newest place',
      { '/settings': ['/v1/a'], '/x': ['/v1/x'] },
      '/settings',
      ['/v1/b'],
      [],
      { '/x': ['/v1/x'], '/settings': ['/v1/b'] },
    ],
  ])('%s', (_why, before, page, urls, askedAnyway, after) => {
    const next = withPageRequests(before, page, urls, askedAnyway);
    expect(next).toEqual(after);
    expect(Object.keys(next)).toEqual(Object.keys(after));
  });

  it(`keeps at most ${MAX_PER_PAGE} reads a page, the first it made`, () => {
    const urls = Array.from({ length: MAX_PER_PAGE + 3 }, (_, index) => `/v1/r${index}`);
    expect(withPageRequests({}, '/p', urls, [])['/p']).toEqual(urls.slice(0, MAX_PER_PAGE));
  });

  it(`keeps at most ${MAX_PAGES} pages, forgetting the longest unvisited`, () => {
    let pages = {};
    for (let index = 0; index <= MAX_PAGES; index += 1) pages = withPageRequests(pages, `/p${index}`, ['/v1/x'], []);
    expect(Object.keys(pages)).toHaveLength(MAX_PAGES);
    expect(pages).not.toHaveProperty('/p0');
    expect(pages).toHaveProperty(`/p${MAX_PAGES}`);
  });

  it.each([
    ['missing', undefined, {}],
    ['not JSON', '{oops', {}],
    ['a list, not pages', '["/v1/a"]', {}],
    ['null', 'null', {}],
    ['a page of something else, and non-text reads', '{"/a":"x","/b":["/v1/b",3,null]}', { '/b': ['/v1/b'] }],
  ])('reads storage that is %s safely', (_why, stored, pages) => {
    expect(readPageRequests(storageOf(stored === undefined ? {} : { key: stored }), 'key')).toEqual(pages);
  });

  it('writes what it reads back, and a full storage is only a missed speed-up', () => {
    const storage = storageOf({});
    writePageRequests(storage, 'key', { '/settings': ['/v1/a'] });
    expect(readPageRequests(storage, 'key')).toEqual({ '/settings': ['/v1/a'] });
    const full: ItemStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(() => writePageRequests(full, 'key', { '/a': ['/v1/a'] })).not.toThrow();
  });
});
