import { describe, expect, it } from 'vitest';
import { decideRoute } from '../../../../src/engine/routing/decide-route';
import { APP_ORIGIN, SITE, context, route, routes, signedOut, unverifiedAtWindow, unverifiedNew, unverifiedOld, verified, type ContextOverrides } from './routing-fixtures';

type Row = [routeId: string, overrides: ContextOverrides, expected: string];

function outcome(routeId: string, overrides: ContextOverrides): string {
  const decision = decideRoute(route(routeId), context(overrides));
  if (decision.kind === 'render') return 'render';
  return decision.kind === 'redirect' ? `-> ${decision.location}` : `=> ${decision.url}`;
}

describe('entry redirects (SPEC section 2)', () => {
  it.each<Row>([
    ['root', {}, `=> ${SITE}/overview`],
    ['login', { query: { redirectTo: '/settings', discount_code: 'SPRING', other: 'x' } }, `=> ${SITE}/login?redirectTo=${encodeURIComponent(`${APP_ORIGIN}/settings`)}&discount_code=SPRING`],
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
    ['results', { params: { testcycle: 'c1' }, query: { profile: 'p', analyte: 'a', x: 'y' } }, `=> ${SITE}/results/c1?profile=p&analyte=a`],
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
    ['results-upload-edit', { params: { testcycle: 'c9' }, flags: { externalResultsUpload: true }, query: { redirect: 'false' } }, 'render'],
    ['article', { params: { uid: 'iron' } }, 'render'],
    ['article', { params: { uid: 'iron' }, flags: { externalHubArticles: true } }, `=> ${SITE}/health-hub/article/iron`],
    ['questionnaire', { params: { id: 'womens-health' } }, 'render'],
    ['questionnaire', { params: { id: 'womens-health' }, flags: { externalWomensHealthQuestionnaire: true } }, `=> ${SITE}/womens-health-questionnaire`],
    ['questionnaire', { params: { id: 'other' }, flags: { externalWomensHealthQuestionnaire: true } }, 'render'],
  ])('%s %j -> %s', (routeId, overrides, expected) => {
    expect(outcome(routeId, overrides)).toBe(expected);
  });
});

describe('guards', () => {
  it.each<Row>([
    ['health-scores-category', { session: signedOut, pathname: '/health-scores/energy', params: { category: 'energy' } }, `-> /login?redirectTo=${encodeURIComponent('/health-scores/energy')}`],
    ['health-scores-category', { session: signedOut, pathname: '/health-scores/energy', query: { discount_code: 'SPRING', a: '1' } }, `-> /login?discount_code=SPRING&redirectTo=${encodeURIComponent('/health-scores/energy?discount_code=SPRING&a=1')}`],
    ['health-scores-category', { session: verified }, 'render'],
    ['register-kit', { session: signedOut }, 'render'],
    ['article', { session: signedOut, params: { uid: 'x' } }, 'render'],
    ['partner-welcome', { session: signedOut }, 'render'],
    ['join-verify', { session: signedOut }, 'render'],
    ['verify-email', { session: signedOut, pathname: '/verify-email' }, `-> /login?redirectTo=${encodeURIComponent('/verify-email')}`],
    ['verify-email', { session: signedOut, query: { code: 'abc' } }, 'render'],
    ['sample-collection-guide', { session: signedOut, pathname: '/sample-collection-guide' }, `-> /login?redirectTo=${encodeURIComponent('/sample-collection-guide')}`],
    ['sample-collection-guide', { session: signedOut, query: { referrer: 'kit' } }, 'render'],
    ['sample-collection-guide', { session: signedOut, pathname: '/sample-collection-guide', query: { referrer: 'email' } }, `-> /login?redirectTo=${encodeURIComponent('/sample-collection-guide?referrer=email')}`],
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
