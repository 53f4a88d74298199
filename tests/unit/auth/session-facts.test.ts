import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../../src/api/auth-api';
import { sessionFacts } from '../../../src/auth/session-facts';
import { selectBanners } from '../../../src/engine/layout/select-banners';
import { decideRoute } from '../../../src/engine/routing/decide-route';
import { appConfig } from '../../../src/generated/app-config.gen';
import { bannersConfig } from '../../../src/generated/banners-config.gen';
import { context, route } from '../engine/routing/routing-fixtures';

const HOUR_MS = 3_600_000;
const NOW = Date.parse('2024-06-05T12:00:00.000Z');
const hoursAgo = (hours: number) => new Date(NOW - hours * HOUR_MS).toISOString();

const user = (overrides: Partial<CurrentUser>): CurrentUser => ({
  id: 'u1',
  email: 'rosa.new@example.com',
  email_verified: false,
  roles: [{ name: 'customer' }],
  permissions: [],
  password_present: true,
  created_at: hoursAgo(400 * 24),
  ...overrides,
});

/** SPEC 4 for a person: the wall on an ordinary page, and whether the verification banner shows. */
function whatTheySee(person: CurrentUser) {
  const session = sessionFacts(person, NOW);
  const walled = decideRoute(route('your-orders'), context({ session, flags: { externalAccountPages: false } })).kind === 'redirect';
  const conditions = {
    session,
    roles: ['customer'],
    permissions: [],
    flags: {},
    query: {},
    webview: false,
    constants: appConfig.constants as unknown as Record<string, unknown>,
  };
  const banner = selectBanners(bannersConfig.banners, conditions, new Set()).some((item) => item.id === 'email-verification');
  return { hours: Math.round(session.hoursSinceCreated ?? 0), walled, banner };
}

describe('the verification window of a changed address (SPEC 4, counted from the change)', () => {
  it.each<[string, Partial<CurrentUser>, ReturnType<typeof whatTheySee>]>([
    [
      'an old account that changed its verified address an hour ago: banner, no wall',
      { email_verification_started_at: hoursAgo(1) },
      { hours: 1, walled: false, banner: true },
    ],
    [
      '47 hours after the change: still the banner',
      { email_verification_started_at: hoursAgo(47) },
      { hours: 47, walled: false, banner: true },
    ],
    ['48 hours after the change: the wall', { email_verification_started_at: hoursAgo(48) }, { hours: 48, walled: true, banner: false }],
    [
      'the changed address verified: neither',
      { email_verified: true, email_verification_started_at: hoursAgo(49) },
      { hours: 49, walled: false, banner: false },
    ],
    ['an old account never changed and unverified: the wall, as ever', {}, { hours: 9600, walled: true, banner: false }],
    [
      'a new account (no change): the banner, counted from creation',
      { created_at: hoursAgo(2), email_verification_started_at: null },
      { hours: 2, walled: false, banner: true },
    ],
  ])('%s', (_, overrides, expected) => {
    expect(whatTheySee(user(overrides))).toEqual(expected);
  });

  it('a person signed out has no window', () => {
    expect(sessionFacts(null, NOW)).toEqual({ authenticated: false, emailVerified: false, hoursSinceCreated: 0, hasError: false });
  });

  it('an unreadable date counts as no time passed (no wall out of a bad value)', () => {
    expect(sessionFacts(user({ email_verification_started_at: 'not a date' }), NOW).hoursSinceCreated).toBe(0);
  });
});
