import { describe, expect, it } from 'vitest';
import { allowsAnalytics, consentCookie, consentCookieName, readConsent } from '../../../src/domain/cookie-consent';

describe('cookie consent', () => {
  it('names the cookie with the product prefix', () => {
    expect(consentCookieName('vitalia')).toBe('vitalia_cookie_consent');
  });

  it.each([
    ['', null],
    ['vitalia_cookie_consent=accepted', 'accepted'],
    ['vitalia_cookie_consent=rejected', 'rejected'],
    ['a=1; vitalia_cookie_consent=accepted; b=2', 'accepted'],
    ['a=1;vitalia_cookie_consent=rejected', 'rejected'],
    ['vitalia_cookie_consent=yes', null],
    ['vitalia_cookie_consent=', null],
    ['other_cookie_consent=accepted', null],
    ['xvitalia_cookie_consent=accepted', null],
    ['vitalia_cookie_consent_old=accepted', null],
  ] as const)('reads %j as %s', (cookies, expected) => {
    expect(readConsent(cookies, 'vitalia')).toBe(expected);
  });

  it('keeps the choice for the configured days, site-wide, SameSite=Lax', () => {
    expect(consentCookie('accepted', { prefix: 'vitalia', days: 365, secure: false })).toBe(
      'vitalia_cookie_consent=accepted; Path=/; Max-Age=31536000; SameSite=Lax',
    );
  });

  it('asks for Secure only over https', () => {
    expect(consentCookie('rejected', { prefix: 'vitalia', days: 1, secure: true })).toBe(
      'vitalia_cookie_consent=rejected; Path=/; Max-Age=86400; SameSite=Lax; Secure',
    );
  });

  it('a written cookie reads back as the same choice', () => {
    for (const choice of ['accepted', 'rejected'] as const) {
      const written = consentCookie(choice, { prefix: 'vitalia', days: 365, secure: false }).split(';')[0] ?? '';
      expect(readConsent(written, 'vitalia')).toBe(choice);
    }
  });

  it.each([
    [null, false],
    ['rejected', false],
    ['accepted', true],
  ] as const)('%s allows analytics: %s', (choice, allowed) => {
    expect(allowsAnalytics(choice)).toBe(allowed);
  });
});
