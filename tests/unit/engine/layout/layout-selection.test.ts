import { describe, expect, it } from 'vitest';
import { appConfig } from '../../../../src/generated/app-config.gen';
import { bannersConfig } from '../../../../src/generated/banners-config.gen';
import { navigationConfig } from '../../../../src/generated/navigation-config.gen';
import type { ConditionContext } from '../../../../src/engine/conditions/condition';
import { selectBanners } from '../../../../src/engine/layout/select-banners';
import { selectNavItems } from '../../../../src/engine/layout/select-nav-items';
import { hasTestRecommendations } from '../../../../src/domain/test-recommendations';
import { layoutConditions } from '../../../../src/app-frame/layout-conditions';
import type { CurrentUser } from '../../../../src/api/auth-api';

const constants = appConfig.constants as unknown as Record<string, unknown>;

function person(overrides: Partial<ConditionContext> = {}): ConditionContext {
  return {
    session: { authenticated: true, emailVerified: true, hoursSinceCreated: 1000 },
    roles: ['customer'],
    permissions: [],
    flags: {},
    query: {},
    webview: false,
    constants,
    ...overrides,
  };
}

const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);

describe('navigation gating', () => {
  it.each([
    [[], ['health-overview', 'health-profile', 'health-hub']],
    [['results'], ['home', 'results', 'upload-results', 'health-overview', 'health-profile', 'health-hub']],
    [['blood_test_subscription'], ['health-overview', 'health-profile', 'update-package', 'health-hub']],
    [['supplements'], ['health-overview', 'health-profile', 'subscriptions', 'health-hub']],
  ])('main navigation with permissions %j', (permissions, expected) => {
    expect(ids(selectNavItems(navigationConfig.mainNavigation, person({ permissions })))).toEqual(expected);
  });

  it.each([
    ['signed in', person(), ['account', 'logout', 'take-quiz']],
    ['signed out', person({ session: { authenticated: false } }), ['take-quiz']],
  ])('top navigation when %s', (_, context, expected) => {
    expect(ids(selectNavItems(navigationConfig.topNavigation, context))).toEqual(expected);
  });

  it.each([
    ['customer', ['customer'], true],
    ['subscriber', ['subscriber'], true],
    ['tfp', ['tfp'], false],
    ['tfp among others', ['subscriber', 'tfp'], false],
    ['no roles', [], true],
  ])('the health hub link follows one rule in the main navigation and the sidebar: %s', (_, roles, shown) => {
    const context = person({ roles, permissions: ['results', 'blood_test_subscription', 'supplements'] });
    expect(ids(selectNavItems(navigationConfig.mainNavigation, context)).includes('health-hub')).toBe(shown);
    expect(ids(selectNavItems(navigationConfig.sidebar, context)).includes('health-hub')).toBe(shown);
  });

  it('the main navigation and the sidebar share one health hub item', () => {
    const main = navigationConfig.mainNavigation.find((item) => item.id === 'health-hub');
    const side = navigationConfig.sidebar.find((item) => item.id === 'health-hub');
    expect(main).toEqual(side);
  });

  it('shows the health hub sidebar link only without the tfp role', () => {
    expect(ids(selectNavItems(navigationConfig.sidebar, person()))).toContain('health-hub');
    expect(ids(selectNavItems(navigationConfig.sidebar, person({ roles: ['customer', 'tfp'] })))).not.toContain('health-hub');
  });

  it('gates the sidebar by permission', () => {
    const all = selectNavItems(navigationConfig.sidebar, person({ permissions: ['results', 'blood_test_subscription', 'supplements'] }));
    expect(ids(all)).toEqual([
      'past-results',
      'upload-results',
      'update-package',
      'manage-subscription',
      'health-profile',
      'account-settings',
      'supplements',
      'supplement-subscriptions',
      'referral',
      'health-hub',
    ]);
  });
});

describe('banner selection', () => {
  const none = new Set<string>();
  it.each([
    ['verified, no query', person(), ['mobile-app-download']],
    [
      'unverified within 48 hours',
      person({ session: { authenticated: true, emailVerified: false, hoursSinceCreated: 47.9 } }),
      ['email-verification', 'mobile-app-download'],
    ],
    [
      'unverified at 48 hours (the wall takes over)',
      person({ session: { authenticated: true, emailVerified: false, hoursSinceCreated: 48 } }),
      ['mobile-app-download'],
    ],
    ['a discount code in the URL', person({ query: { discount_code: 'SPRING' } }), ['discount', 'mobile-app-download']],
    ['recommendations in the profile', person({ profile: { has_recommendations: true } }), ['test-recommendations', 'mobile-app-download']],
    [
      'an unexpected error',
      person({ session: { authenticated: true, emailVerified: true, hoursSinceCreated: 1000, hasError: true } }),
      ['generic-error', 'mobile-app-download'],
    ],
    ['signed out', person({ session: { authenticated: false, hasError: false } }), []],
    [
      'the tfp role',
      person({
        roles: ['tfp'],
        query: { discount_code: 'X' },
        session: { authenticated: true, emailVerified: false, hoursSinceCreated: 1, hasError: true },
      }),
      [],
    ],
    ['webview', person({ webview: true, query: { discount_code: 'X' } }), []],
  ])('%s', (_, context, expected) => {
    expect(ids(selectBanners(bannersConfig.banners, context, none))).toEqual(expected);
  });

  it('leaves out closed banners', () => {
    expect(ids(selectBanners(bannersConfig.banners, person({ query: { discount_code: 'X' } }), new Set(['discount'])))).toEqual([
      'mobile-app-download',
    ]);
  });
});

describe('test-recommendations banner from the health profile and tests', () => {
  const user: CurrentUser = {
    id: 'u1',
    email: 'a@example.com',
    email_verified: true,
    roles: [{ name: 'customer' }],
    permissions: [],
    password_present: true,
    created_at: '2020-01-01T00:00:00Z',
  };
  it.each<[string, Parameters<typeof hasTestRecommendations>[0], { state: string }[], boolean]>([
    ['survey answered, no test yet', { goals: ['energy'] }, [], true],
    ['survey answered, a completed test', { goals: ['energy'] }, [{ state: 'complete' }], false],
    ['no health profile', null, [], false],
  ])('%s', (_, profile, tests, shown) => {
    const context = layoutConditions(user, {}, false, false, { has_recommendations: hasTestRecommendations(profile, tests) });
    expect(ids(selectBanners(bannersConfig.banners, context, new Set())).includes('test-recommendations')).toBe(shown);
  });
});

describe('a banner about one page', () => {
  const banner = {
    id: 'results-only',
    variant: 'info',
    when: { and: [{ '==': [{ var: 'path' }, '/results/vitd'] }, { '==': [{ var: 'params.analyte' }, 'vitd'] }] },
  } as unknown as (typeof bannersConfig.banners)[number];
  it.each([
    ['/results/vitd', { analyte: 'vitd' }, ['results-only']],
    ['/results/b12', { analyte: 'b12' }, []],
    ['/dashboard', {}, []],
  ])('on %s (%j) shows %j: the page and its params reach the condition', (path, params, shown) => {
    const context = layoutConditions(null, {}, false, false, undefined, { path, params });
    expect(ids(selectBanners([banner], context, new Set()))).toEqual(shown);
  });
});
