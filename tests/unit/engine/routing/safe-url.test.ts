import { describe, expect, it } from 'vitest';
import { safeInternalPath, safeUrl } from '../../../../src/engine/routing/safe-url';

const policy = {
  appOrigin: 'https://app.vitalia.example',
  allowedOrigins: ['https://www.vitalia.example', 'https://help.vitalia.example'],
};

describe('safeUrl: redirectTo and outward URLs', () => {
  it.each([
    ['/settings', 'https://app.vitalia.example/settings'],
    ['/health-scores/energy?x=1#top', 'https://app.vitalia.example/health-scores/energy?x=1#top'],
    ['https://app.vitalia.example/shop/cart', 'https://app.vitalia.example/shop/cart'],
    ['https://www.vitalia.example/login', 'https://www.vitalia.example/login'],
    ['https://help.vitalia.example/', 'https://help.vitalia.example/'],
  ])('accepts %s', (raw, expected) => {
    expect(safeUrl(raw, policy)).toBe(expected);
  });

  it.each([
    ['protocol-relative', '//evil.example/steal'],
    ['backslashes', '\\\\evil.example'],
    ['mixed slashes', '/\\evil.example'],
    ['suffix domain', 'https://www.vitalia.example.evil.com/login'],
    ['prefix domain', 'https://evilwww.vitalia.example/'],
    ['http to an allowed host', 'http://www.vitalia.example/login'],
    ['javascript', 'javascript:alert(1)'],
    ['javascript mixed case', 'JaVaScRiPt:alert(1)'],
    ['data', 'data:text/html,<script>alert(1)</script>'],
    ['vbscript', 'vbscript:msgbox(1)'],
    ['user info', 'https://www.vitalia.example@evil.example/'],
    ['user name only on an allowed host', 'https://someone@www.vitalia.example/login'],
    ['password only on an allowed host', 'https://:secret@www.vitalia.example/login'],
    ['user name only on app origin', 'https://someone@app.vitalia.example/'],
    ['protocol-relative with user info', '//www.vitalia.example@evil.example/'],
    ['three slashes', '///evil.example/'],
    ['backslash after scheme', 'https:\\\\evil.example/'],
    ['leading whitespace, protocol-relative', '  //evil.example'],
    ['evil with https', 'https://evil.example'],
    ['evil with http', 'http://evil.example'],
    ['user info on app origin', 'https://user:pass@app.vitalia.example/'],
    ['tab in scheme', 'java\tscript:alert(1)'],
    ['newline', '/settings\n//evil.example'],
    ['null byte', '/settings\u0000'],
    ['other port', 'https://www.vitalia.example:8443/'],
    ['another site', 'https://evil.example/'],
    ['empty', ''],
    ['blank', '   '],
  ])('rejects %s', (_, raw) => {
    expect(safeUrl(raw, policy)).toBeNull();
  });

  it.each([
    ['encoded slashes stay a path here', '/%2F%2Fevil.example', 'https://app.vitalia.example/%2F%2Fevil.example'],
    ['encoded backslash stays a path here', '/%5Cevil.example', 'https://app.vitalia.example/%5Cevil.example'],
    ['encoded slashes without a leading slash', '%2F%2Fevil.example', 'https://app.vitalia.example/%2F%2Fevil.example'],
    ['single-slash scheme on the same scheme is a path here', 'https:/evil.example', 'https://app.vitalia.example/evil.example'],
  ])('%s', (_, raw, expected) => {
    expect(safeUrl(raw, policy)).toBe(expected);
    expect(new URL(safeUrl(raw, policy) ?? '').origin).toBe(policy.appOrigin);
  });

  it('keeps in-app navigation on this origin', () => {
    expect(safeInternalPath('/settings?tab=1', policy)).toBe('/settings?tab=1');
    expect(safeInternalPath('https://www.vitalia.example/login', policy)).toBeNull();
    expect(safeInternalPath(undefined, policy)).toBeNull();
  });
});
