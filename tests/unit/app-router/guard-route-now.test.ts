// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../../src/api/auth-api';
import { customer } from './support/customer';

// The guards' full chain must never fetch here: the person is always known (set below) or the test says so.
const fetchCurrentUser = vi.fn<() => Promise<CurrentUser | null>>();
vi.mock('../../../src/api/auth-api', () => ({ fetchCurrentUser: () => fetchCurrentUser() }));
vi.mock('../../../src/adapters/error-reporting', () => ({ errorReporter: { report: vi.fn() } }));

/** Fresh modules per case: the person is module state of the store. */
async function guards(user: CurrentUser | null | 'unknown') {
  vi.resetModules();
  const store = await import('../../../src/auth/current-user-store');
  if (user !== 'unknown') store.setCurrentUser(user);
  const { guardRoute, guardRouteNow } = await import('../../../src/app-router/route-guard');
  const { matchRoute } = await import('../../../src/app-router/match-route');
  return { guardRoute, guardRouteNow, matchRoute };
}

beforeEach(() => {
  fetchCurrentUser.mockReset();
  fetchCurrentUser.mockResolvedValue(customer);
});

// What a move inside the app decides at once, in the router's own render (guarded-routes.tsx), against what the full
// chain decides: null means "run the chain"; anything else must be the chain's own answer.
describe('guardRouteNow', () => {
  it.each([
    ['a signed-in customer opens their settings', customer, '/settings', { kind: 'render' }],
    [
      'a signed-in customer opens the survey page after a flow',
      customer,
      '/health-profile-survey/health-profile/finish',
      { kind: 'render' },
    ],
    ['a signed-in customer opens the 404 of an unknown page', customer, '/not-a-page', { kind: 'render' }],
    ['nobody signed in opens an article', null, '/article/sleep-and-stress', { kind: 'render' }],
    ['nobody signed in opens the login page (on the marketing site: the chain leaves for it)', null, '/login', null],
    ['nobody signed in opens their settings (the chain redirects)', null, '/settings', null],
    ['the person is not known yet (the chain fetches them)', 'unknown', '/settings', null],
    ['an address with a discount code (the chain keeps it)', customer, '/settings?discount_code=SPRING10', null],
    ['an address whose discount code is not in its canonical form', customer, '/settings?discount_code=spring10', null],
    ['the logout route (an effect of its own)', customer, '/logout', null],
  ] as const)('%s', async (_case, user, address, expected) => {
    const { guardRoute, guardRouteNow, matchRoute } = await guards(user);
    const url = new URL(address, 'http://127.0.0.1');
    const target = matchRoute(url.pathname);
    if (!target) throw new Error(`no route for ${url.pathname}`);
    const now = guardRouteNow(target.flat, url, target.params);
    expect(now).toEqual(expected);
    // The chain agrees wherever the answer was given at once (the logout route's chain would sign out: not run).
    if (now !== null) expect(await guardRoute(target.flat, url, target.params)).toEqual(now);
    expect(fetchCurrentUser).not.toHaveBeenCalled();
  });
});
