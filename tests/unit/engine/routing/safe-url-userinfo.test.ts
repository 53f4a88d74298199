import { describe, expect, it } from 'vitest';
import { safeInternalPath, safeUrl, safeUrlOr } from '../../../../src/engine/routing/safe-url';

const policy = { appOrigin: 'https://app.vitalia.example', allowedOrigins: ['https://www.vitalia.example'] };

// A URL carrying credentials is never followed, whichever part of the userinfo is present.
describe('safeUrl refuses any userinfo', () => {
  it.each([
    ['user name only, allowed origin', 'https://someone@www.vitalia.example/login'],
    ['password only, allowed origin', 'https://:secret@www.vitalia.example/login'],
    ['user name only, app origin', 'https://someone@app.vitalia.example/settings'],
    ['password only, app origin', 'https://:secret@app.vitalia.example/settings'],
    ['both, app origin', 'https://a:b@app.vitalia.example/'],
  ])('%s', (_, raw) => {
    expect(safeUrl(raw, policy)).toBeNull();
  });
});

describe('safeUrl edges', () => {
  it.each<[string, string | null | undefined, string | null]>([
    ['undefined', undefined, null],
    ['null', null, null],
    ['blank', '   ', null],
    ['surrounding spaces are trimmed', '  /settings  ', 'https://app.vitalia.example/settings'],
    ['a control character anywhere', '/settings\u0007', null],
    ['an unparseable URL', 'https://[::1', null],
    ['an http app origin that is not the app', 'http://app.vitalia.example/', null],
  ])('%s', (_, raw, expected) => {
    expect(safeUrl(raw, policy)).toBe(expected);
  });

  // Outside this app only https leaves it, even towards an origin the allowlist names without it.
  it.each<[string, string, string | null]>([
    ['an http origin in the allowlist is still refused', 'http://partner.example/welcome', null],
    ['its https twin is not on the list', 'https://partner.example/welcome', null],
    ['an https origin on the list is accepted', 'https://www.vitalia.example/welcome', 'https://www.vitalia.example/welcome'],
  ])('%s', (_, raw, expected) => {
    expect(safeUrl(raw, { ...policy, allowedOrigins: [...policy.allowedOrigins, 'http://partner.example'] })).toBe(expected);
  });

  it('falls back to the known-good URL only when unsafe', () => {
    expect(safeUrlOr('https://evil.example/', policy, 'https://www.vitalia.example/')).toBe('https://www.vitalia.example/');
    expect(safeUrlOr('/shop/cart', policy, 'https://www.vitalia.example/')).toBe('https://app.vitalia.example/shop/cart');
  });

  it.each<[string, string | null]>([
    ['/results?profile=1#top', '/results?profile=1#top'],
    ['https://app.vitalia.example/shop', '/shop'],
    ['https://www.vitalia.example/login', null],
    ['//evil.example/', null],
  ])('in-app path of %s', (raw, expected) => {
    expect(safeInternalPath(raw, policy)).toBe(expected);
  });
});
