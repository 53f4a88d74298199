import { describe, expect, it } from 'vitest';
import { crossSiteProblem, type CrossSiteRequest } from '../../../../mocks/security/cross-site';

const own = 'http://127.0.0.1:4791';
const base: CrossSiteRequest = {
  method: 'POST',
  contentType: 'application/vnd.api+json',
  origin: own,
  secFetchSite: 'same-origin',
  ownOrigin: own,
};

describe('crossSiteProblem', () => {
  it.each<[string, Partial<CrossSiteRequest>, number | null]>([
    ['a same-origin JSON:API write', {}, null],
    ['a write from a client that is not a browser (no Origin, no Sec-Fetch-Site)', { origin: undefined, secFetchSite: undefined }, null],
    ['a read from anywhere', { method: 'GET', contentType: undefined, origin: 'https://evil.example', secFetchSite: 'cross-site' }, null],
    [
      'a text/plain form post (the login CSRF)',
      { contentType: 'text/plain;charset=UTF-8', origin: 'http://127.0.0.2:4791', secFetchSite: 'cross-site' },
      415,
    ],
    ['a urlencoded form post', { contentType: 'application/x-www-form-urlencoded' }, 415],
    ['plain JSON', { contentType: 'application/json' }, 415],
    ['the JSON:API type with a parameter', { contentType: 'application/vnd.api+json; charset=utf-8' }, 415],
    ['no content type on a DELETE', { method: 'DELETE', contentType: undefined }, 415],
    ['the right type from another origin', { origin: 'http://localhost:4791', secFetchSite: 'cross-site' }, 403],
    ['the right type from an opaque origin', { origin: 'null' }, 403],
    ['the right type from a sibling subdomain without Origin', { origin: undefined, secFetchSite: 'same-site' }, 403],
    ['a typed-in navigation (Sec-Fetch-Site none)', { origin: undefined, secFetchSite: 'none' }, null],
    ['upper-case media type', { contentType: 'Application/VND.API+JSON' }, null],
  ])('%s', (_name, change, status) => {
    expect(crossSiteProblem({ ...base, ...change })?.status ?? null).toBe(status);
  });
});
