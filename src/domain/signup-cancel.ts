import type { OnboardingQuery } from './onboarding-query';

export type CancelDestination = { route: 'root' } | { external: 'productPage' | 'testPage' | 'bloodTestRecommendations' | 'supplements'; suffix?: string };

/**
 * Where "Cancel purchase" leads, by type, funnel and referrer (SPEC section 2 names the destinations):
 * - supplements in the basket or a supplements referrer -> the supplements shop
 * - the survey funnel -> the blood-test recommendations it came from
 * - a retail kit -> its test page
 * - a product named -> that product's page
 * - otherwise home.
 */
export function cancelDestination(query: Pick<OnboardingQuery, 'type' | 'funnel' | 'referrer' | 'product' | 'shopProducts' | 'test'>): CancelDestination {
  if (query.referrer === 'supplements' || query.shopProducts.length > 0) return { external: 'supplements' };
  if (query.funnel === 'survey') return { external: 'bloodTestRecommendations' };
  if (query.type === 'retail') return { external: 'testPage', ...(query.test ? { suffix: `/${query.test}` } : {}) };
  if (query.product) return { external: 'productPage', suffix: `/${query.product}` };
  return { route: 'root' };
}
