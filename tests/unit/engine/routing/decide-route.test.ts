import { describe, expect, it } from 'vitest';
import type { Redirect, Route } from '../../../../src/generated/config-types.gen';
import { decideRoute, type RouteDecision, type RoutingContext } from '../../../../src/engine/routing/decide-route';
import { flattenRoutes } from '../../../../src/engine/routing/flat-routes';
import {
  APP_ORIGIN,
  SITE,
  context,
  route,
  routes,
  signedOut,
  unverifiedAtWindow,
  unverifiedNew,
  unverifiedOld,
  verified,
  type ContextOverrides,
} from './routing-fixtures';

type Row = [routeId: string, overrides: ContextOverrides, expected: string];

function outcome(routeId: string, overrides: ContextOverrides): string {
  const decision = decideRoute(route(routeId), context(overrides));
  if (decision.kind === 'render') return 'render';
  return decision.kind === 'redirect' ? `-> ${decision.location}` : `=> ${decision.url}`;
}

describe('entry redirects (SPEC section 2)', () => {
  it.each<Row>([
    ['root', {}, `=> ${SITE}/overview`],
    [
      'login',
      { query: { redirectTo: '/settings', discount_code: 'SPRING', other: 'x' } },
      `=> ${SITE}/login?redirectTo=${encodeURIComponent(`${APP_ORIGIN}/settings`)}&discount_code=SPRING`,
    ],
    ['login', { query: {} }, `=> ${SITE}/login`],
    ['forgot-password', { query: { type: 'partner' } }, `=> ${SITE}/forgot-password?type=partner`],
    ['forgot-password', {}, `=> ${SITE}/forgot-password`],
    ['quiz', {}, `=> ${SITE}/quiz`],
    ['survey-alias', {}, `=> ${SITE}/quiz`],
    ['health-survey-alias', {}, `=> ${SITE}/quiz`],
    ['health-profile-survey-onboarding', {}, `=> ${SITE}/quiz`],
    ['health-profile-survey-external', { params: { '*': 'anything' } }, `=> ${SITE}/health-profile`],
    ['subscriptions', { query: { tab: 'active' } }, '-> /shop/subscriptions?tab=active'],
    ['personalise', {}, `=> ${SITE}/blood-test-editor`],
    ['personalise-build', {}, `=> ${SITE}/blood-test-editor`],
    ['personalise-subscription', { params: { subscription_id: 's1' } }, `=> ${SITE}/blood-test-editor`],
    ['blood-test-subscription', {}, `=> ${SITE}/blood-test-editor`],
    ['recommendation-show', {}, `=> ${SITE}/recommendations`],
    ['help', {}, `=> ${SITE}/help-centre`],
    ['health-plan-alias', {}, '-> /'],
    ['tests', {}, `=> ${SITE}/tests`],
    [
      'results',
      { params: { testcycle: 'c1' }, query: { profile: 'p', analyte: 'a', x: 'y' } },
      `=> ${SITE}/results/c1?profile=p&analyte=a`,
    ],
    ['health-scores', {}, '-> /health-scores/longevity'],
    ['join-account', { query: { shop_products: '1-2-3', funnel: 'signUp' } }, `=> ${SITE}/join?shop_products=1-2-3&funnel=signUp`],
    ['join-details', { query: { a: 'b' } }, `=> ${SITE}/join/details?a=b`],
    ['health-profile', {}, `=> ${SITE}/health-profile`],
    ['health-profile-diet', {}, `=> ${SITE}/health-profile/diet`],
    ['shop-supplements', {}, `=> ${SITE}/supplements`],
    ['ShopProduct', { params: { id: 'magnesium' } }, `=> ${SITE}/supplements/magnesium`],
    ['ShopProduct', { params: { id: 'vitamin-b12' } }, `=> ${SITE}/supplements/vitamin-b12`],
    ['ShopProduct', { params: { id: 'vitamin-d' } }, `=> ${SITE}/supplements/vitamin-d`],
    ['ShopProduct', { params: { id: 'omega-3' } }, `=> ${SITE}/supplements/omega-3`],
    ['ShopProduct', { params: { id: 'baseline' } }, 'render'],
    ['shop-product-variant', { params: { id: 'magnesium', variantId: 'v60' } }, `=> ${SITE}/supplements/magnesium`],
    ['shop-product-variant', { params: { id: 'vitamin-b12', variantId: 'v1' } }, `=> ${SITE}/supplements/vitamin-b12`],
    ['shop-product-variant', { params: { id: 'vitamin-d', variantId: 'v1' } }, `=> ${SITE}/supplements/vitamin-d`],
    ['shop-product-variant', { params: { id: 'omega-3', variantId: 'v1' } }, `=> ${SITE}/supplements/omega-3`],
    ['shop-product-variant', { params: { id: 'baseline', variantId: 'v1' } }, 'render'],
  ])('%s %j -> %s', (routeId, overrides, expected) => {
    expect(outcome(routeId, overrides)).toBe(expected);
  });
});

describe('flag-gated redirects', () => {
  it.each<Row>([
    ['referral', {}, 'render'],
    ['referral', { flags: { externalAccountPages: true } }, `=> ${SITE}/referral`],
    ['settings', {}, 'render'],
    ['settings', { flags: { externalAccountPages: true } }, `=> ${SITE}/settings`],
    ['shop-subscriptions', {}, 'render'],
    ['shop-subscriptions', { flags: { externalAccountPages: true } }, `=> ${SITE}/shop/subscriptions`],
    ['your-orders', {}, 'render'],
    ['your-orders', { flags: { externalAccountPages: true } }, `=> ${SITE}/your-orders`],
    ['not-found', {}, 'render'],
    ['not-found', { flags: { externalAccountPages: true } }, `=> ${SITE}/not-found`],
    ['results-upload-new', {}, 'render'],
    ['results-upload-new', { flags: { externalResultsUpload: true } }, `=> ${SITE}/results-upload/new`],
    ['results-upload-new', { flags: { externalResultsUpload: true }, query: { redirect: 'false' } }, 'render'],
    ['results-upload-edit', { params: { testcycle: 'c9' }, flags: { externalResultsUpload: true } }, `=> ${SITE}/results-upload/c9`],
    [
      'results-upload-edit',
      { params: { testcycle: 'c9' }, flags: { externalResultsUpload: true }, query: { redirect: 'false' } },
      'render',
    ],
    ['article', { params: { uid: 'iron' } }, 'render'],
    ['article', { params: { uid: 'iron' }, flags: { externalHubArticles: true } }, `=> ${SITE}/health-hub/article/iron`],
    ['questionnaire', { params: { id: 'womens-health' } }, 'render'],
    [
      'questionnaire',
      { params: { id: 'womens-health' }, flags: { externalWomensHealthQuestionnaire: true } },
      `=> ${SITE}/womens-health-questionnaire`,
    ],
    ['questionnaire', { params: { id: 'other' }, flags: { externalWomensHealthQuestionnaire: true } }, 'render'],
  ])('%s %j -> %s', (routeId, overrides, expected) => {
    expect(outcome(routeId, overrides)).toBe(expected);
  });
});

describe('guards', () => {
  it.each<Row>([
    [
      'health-scores-category',
      { session: signedOut, pathname: '/health-scores/energy', params: { category: 'energy' } },
      `-> /login?redirectTo=${encodeURIComponent('/health-scores/energy')}`,
    ],
    [
      'health-scores-category',
      { session: signedOut, pathname: '/health-scores/energy', query: { discount_code: 'SPRING', a: '1' } },
      `-> /login?discount_code=SPRING&redirectTo=${encodeURIComponent('/health-scores/energy?discount_code=SPRING&a=1')}`,
    ],
    ['health-scores-category', { session: verified }, 'render'],
    ['register-kit', { session: signedOut }, 'render'],
    ['article', { session: signedOut, params: { uid: 'x' } }, 'render'],
    ['partner-welcome', { session: signedOut }, 'render'],
    ['join-verify', { session: signedOut }, 'render'],
    ['verify-email', { session: signedOut, pathname: '/verify-email' }, `-> /login?redirectTo=${encodeURIComponent('/verify-email')}`],
    ['verify-email', { session: signedOut, query: { code: 'abc' } }, 'render'],
    [
      'sample-collection-guide',
      { session: signedOut, pathname: '/sample-collection-guide' },
      `-> /login?redirectTo=${encodeURIComponent('/sample-collection-guide')}`,
    ],
    ['sample-collection-guide', { session: signedOut, query: { referrer: 'kit' } }, 'render'],
    [
      'sample-collection-guide',
      { session: signedOut, pathname: '/sample-collection-guide', query: { referrer: 'email' } },
      `-> /login?redirectTo=${encodeURIComponent('/sample-collection-guide?referrer=email')}`,
    ],
    ['catch-all', { session: signedOut }, 'render'],
    ['health-scores-category', { session: unverifiedNew }, 'render'],
    ['health-scores-category', { session: unverifiedOld }, '-> /verify-email'],
    ['health-scores-category', { session: unverifiedAtWindow }, '-> /verify-email'],
    ['verify-email', { session: unverifiedOld }, 'render'],
    ['logout', { session: unverifiedOld }, 'render'],
    ['join-verify', { session: unverifiedOld }, 'render'],
    ['subscriptions', { session: signedOut, pathname: '/subscriptions' }, `-> /login?redirectTo=${encodeURIComponent('/subscriptions')}`],
  ])('%s %j -> %s', (routeId, overrides, expected) => {
    expect(outcome(routeId, overrides)).toBe(expected);
  });

  it('renders every route with a screen and no applicable redirect for a verified person', () => {
    for (const flat of routes.filter((candidate) => candidate.route.screen && !candidate.route.redirects)) {
      expect(decideRoute(flat, context({ params: {} })).kind, flat.id).toBe('render');
    }
  });
});

describe('redirectTo: one allowlist rule for every redirect that passes it on (issue 11, item 18)', () => {
  const ATTACKS: [string, string][] = [
    ['another site', 'https://evil.example'],
    ['another site, http', 'http://evil.example/x'],
    ['protocol-relative', '//evil.example'],
    ['javascript', 'javascript:alert(1)'],
    ['javascript mixed case', 'JaVaScRiPt:alert(document.cookie)'],
    ['data', 'data:text/html,<script>alert(1)</script>'],
    ['user info before an allowed host', 'https://www.vitalia.example@evil.example/'],
    ['user name on an allowed host', 'https://someone@www.vitalia.example/'],
    ['backslashes', '\\\\evil.example'],
    ['slash and backslash', '/\\evil.example'],
    ['allowed host as a subdomain of evil', 'https://www.vitalia.example.evil.example/'],
    ['three slashes', '///evil.example'],
  ];
  it.each(['login', 'join-account'])('%s drops every attack URL and keeps the rest of its query', (routeId) => {
    for (const [, attack] of ATTACKS) {
      const decision = decideRoute(route(routeId), context({ query: { redirectTo: attack, discount_code: 'SPRING10' } }));
      expect(decision.kind).toBe('external');
      const url = new URL(decision.kind === 'external' ? decision.url : '');
      expect(url.origin).toBe(SITE);
      expect(url.searchParams.get('redirectTo')).toBeNull();
      expect(url.searchParams.get('discount_code')).toBe('SPRING10');
    }
  });

  it.each<[string, string, string]>([
    ['login', '/join/payment?type=oneOff', `${APP_ORIGIN}/join/payment?type=oneOff`],
    ['join-account', '/join/payment?type=oneOff', `${APP_ORIGIN}/join/payment?type=oneOff`],
    ['join-account', `${SITE}/overview`, `${SITE}/overview`],
    ['join-account', '/%2F%2Fevil.example', `${APP_ORIGIN}/%2F%2Fevil.example`],
  ])('%s passes a safe %s on as the absolute %s', (routeId, redirectTo, absolute) => {
    const decision = decideRoute(route(routeId), context({ query: { redirectTo } }));
    expect(decision.kind === 'external' ? new URL(decision.url).searchParams.get('redirectTo') : null).toBe(absolute);
  });

  it('a redirect keeping the whole query checks redirectTo too', () => {
    expect(decideRoute(route('subscriptions'), context({ query: { redirectTo: '//evil.example', tab: 'a' } }))).toEqual({
      kind: 'redirect',
      location: '/shop/subscriptions?tab=a',
      reason: 'redirect',
    });
    expect(decideRoute(route('join-details'), context({ query: { redirectTo: 'javascript:alert(1)', funnel: 'signUp' } }))).toEqual({
      kind: 'external',
      url: `${SITE}/join/details?funnel=signUp`,
      reason: 'redirect',
    });
  });
});

describe('each decision says why', () => {
  it.each<[string, string, ContextOverrides, RouteDecision]>([
    [
      'signed out on a private page: to sign in',
      'health-scores-category',
      { session: signedOut, pathname: '/health-scores/energy' },
      { kind: 'redirect', location: `/login?redirectTo=${encodeURIComponent('/health-scores/energy')}`, reason: 'login' },
    ],
    [
      'unverified past the window: the verification wall',
      'health-scores-category',
      { session: unverifiedOld },
      { kind: 'redirect', location: '/verify-email', reason: 'verification-wall' },
    ],
    [
      'a redirect of the route table to another route',
      'health-scores',
      {},
      { kind: 'redirect', location: '/health-scores/longevity', reason: 'redirect' },
    ],
    [
      'a redirect of the route table to the marketing site',
      'help',
      {},
      { kind: 'external', url: `${SITE}/help-centre`, reason: 'redirect' },
    ],
  ])('%s', (_, routeId, overrides, expected) => {
    expect(decideRoute(route(routeId), context(overrides))).toEqual(expected);
  });
});

describe('following a redirect', () => {
  /** A route of its own with the given redirects, as routes.yaml could write it. */
  function decide(redirects: Redirect[], routing: RoutingContext = context()): RouteDecision {
    const [probe] = flattenRoutes([{ id: 'probe', path: '/probe/:id?', redirects }] as unknown as Route[]);
    if (!probe) throw new Error('no probe route');
    return decideRoute(probe, routing);
  }
  const external = (url: string): RouteDecision => ({ kind: 'external', url, reason: 'redirect' });

  it.each<[string, Redirect[], RoutingContext, RouteDecision]>([
    [
      'the first redirect whose condition holds wins; one without a condition always holds',
      [{ when: false, external: 'tests' }, { external: 'helpCentre' }, { external: 'tests' }],
      context(),
      external(`${SITE}/help-centre`),
    ],
    ['no redirect holds: the route renders', [{ when: { var: 'flags.nope' }, external: 'tests' }], context(), { kind: 'render' }],
    [
      'a {name} in the path suffix is the route’s parameter, encoded',
      [{ external: 'supplements', pathSuffix: '/{id}' }],
      context({ params: { id: 'a/b c' } }),
      external(`${SITE}/supplements/a%2Fb%20c`),
    ],
    [
      'a {name} the route does not have is left empty',
      [{ external: 'supplements', pathSuffix: '/{id}' }],
      context(),
      external(`${SITE}/supplements/`),
    ],
    ['a destination name the app does not know is the marketing site’s home', [{ external: 'nowhere' }], context(), external(`${SITE}/`)],
    [
      'a destination that fails the allowlist is this app’s home instead',
      [{ external: 'tests' }],
      { ...context(), externalSite: 'http://www.vitalia.example' },
      external(`${APP_ORIGIN}/`),
    ],
    [
      'a redirect to a route fills its parameters from the current route’s',
      [{ to: 'results-upload-edit', params: { testcycle: '{id}' } }],
      context({ params: { id: 'c7' } }),
      { kind: 'redirect', location: '/results-upload/c7', reason: 'redirect' },
    ],
    [
      'a parameter passed to a route is encoded once, not twice',
      [{ to: 'results-upload-edit', params: { testcycle: '{id}' } }],
      context({ params: { id: 'c 7/8' } }),
      { kind: 'redirect', location: '/results-upload/c%207%2F8', reason: 'redirect' },
    ],
  ])('%s', (_, redirects, routing, expected) => {
    expect(decide(redirects, routing)).toEqual(expected);
  });
});
