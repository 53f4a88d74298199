import { describe, expect, it } from 'vitest';
import { CATALOGUE_RECORDS, OWN_RECORDS, type PersonaRecords } from '../../../codegen/studio/studio-api';
import type { FlatRoute } from '../../../src/engine/routing/flat-routes';
import { mountedRoutes } from '../../../src/app-router/app-routes';
import { catalogueRecords, personPath } from '../../../src/studio/route-params';

const at = (fullPath: string): FlatRoute => {
  const flat = mountedRoutes().find((route) => route.fullPath === fullPath);
  if (!flat) throw new Error(`no mounted route ${fullPath}`);
  return flat;
};
const results: PersonaRecords = {
  resultTestCycle: 'cycle-results-1',
  resultAnalyte: 'CHOL',
  uploadTestCycle: 'upload-results-1',
  forecastTestCycle: 'cycle-results-1',
  forecastAnalyte: 'FERR',
  healthScoreCategory: 'mental_wellbeing',
  shopSubscription: 'shop-subscription-results',
  testSubscription: 'subscription-results',
  plan: 'plan-1',
  planWeek: '1',
  planTask: 'task-1',
  planTemplate: 'weekly-plan',
  product: 'vitamin-d3',
  productVariant: 'vitd-60',
  recipe: 'overnight-oats',
  organization: 'acme',
};

describe("a route's path as a persona would open it", () => {
  it.each([
    ['/results/:testcycle/:analyte', '/results/cycle-results-1/CHOL'],
    ['/results/:testcycle/forecasts/:analyteid', '/results/cycle-results-1/forecasts/FERR'],
    ['/results-upload/:testcycle', '/results-upload/upload-results-1'],
    ['/health-scores/:category', '/health-scores/mental-wellbeing'],
    ['/shop/subscriptions/:subscription_id', '/shop/subscriptions/shop-subscription-results'],
    ['/personalise/:subscription_id', '/personalise/subscription-results'],
    ['/new-health-plan/plans/:planid/:week/task/:taskid', '/new-health-plan/plans/plan-1/1/task/task-1'],
    ['/new-health-plan/onboarding/:healthPlanTemplateId/:step', '/new-health-plan/onboarding/weekly-plan/intro'],
    ['/shop/products/:id/:variantId', '/shop/products/vitamin-d3/vitd-60'],
    ['/recipes/:id', '/recipes/overnight-oats'],
    ['/partner/:slug/welcome', '/partner/acme/welcome'],
  ])('%s -> %s', (pattern, expected) => {
    expect(personPath(at(pattern), results)).toEqual({ path: expected, missing: [] });
  });

  it('says which parameters a person has no record for, and fills them with example-<name>', () => {
    expect(personPath(at('/results/:testcycle/:analyte'), {})).toEqual({
      path: '/results/example-testcycle/example-analyte',
      missing: ['testcycle', 'analyte'],
    });
  });

  it('leaves out optional parameters and keeps a path without any as it is', () => {
    expect(personPath(at('/shop/specialists/booking/:productId?/:variantId?'), results)).toEqual({
      path: '/shop/specialists/booking',
      missing: [],
    });
    expect(personPath(at('/your-orders'), {})).toEqual({ path: '/your-orders', missing: [] });
  });

  it('has a record kind for every parameter of every mounted route', () => {
    const everything = Object.fromEntries([...OWN_RECORDS, ...CATALOGUE_RECORDS].map((kind) => [kind, kind])) as PersonaRecords;
    const unsourced = mountedRoutes().flatMap((flat) => personPath(flat, everything).missing.map((param) => `${flat.fullPath} :${param}`));
    expect(unsourced).toEqual([]);
  });

  it("gives a signed-out person the catalogue's records, never a persona's own", () => {
    const catalogue = catalogueRecords([{ records: { plan: 'plan-1' } }, { records: results }]);
    expect(catalogue).toEqual({ product: 'vitamin-d3', productVariant: 'vitd-60', recipe: 'overnight-oats', planTemplate: 'weekly-plan' });
  });
});
