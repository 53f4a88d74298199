import type { ExternalDestination } from '../generated/app-config.gen';
import type { OnboardingQuery } from './onboarding-query';

/** Every name but home is an appConfig.externalDestinations entry; home is the app's own 'root' route. */
export type CancelDestinationName = Extract<ExternalDestination, 'productPage' | 'testPage' | 'bloodTestRecommendations' | 'supplements'> | 'home';

export type CancelDestination = { route: 'root' } | { external: Exclude<CancelDestinationName, 'home'>; suffix?: string };

export type CancelQuery = Pick<OnboardingQuery, 'type' | 'funnel' | 'referrer' | 'product' | 'shopProducts' | 'test'>;

/**
 * Where "Cancel purchase" leads. First match wins:
 *
 * | rule                                                   | destination              |
 * |--------------------------------------------------------|--------------------------|
 * | type retail                                            | testPage                 |
 * | funnel survey                                          | bloodTestRecommendations |
 * | referrer supplements, or shop_products in the basket   | supplements              |
 * | product given                                          | productPage              |
 * | otherwise                                              | home                     |
 *
 * The type outranks the funnel because a retail kit has its own page whatever brought the buyer here,
 * and the funnel outranks the referrer because a survey taker came for the recommendations.
 */
export function cancelDestinationName(query: CancelQuery): CancelDestinationName {
  if (query.type === 'retail') return 'testPage';
  if (query.funnel === 'survey') return 'bloodTestRecommendations';
  if (query.referrer === 'supplements' || query.shopProducts.length > 0) return 'supplements';
  if (query.product) return 'productPage';
  return 'home';
}

/** The destination with the path suffix naming the test or product, when one is known. */
export function cancelDestination(query: CancelQuery): CancelDestination {
  const name = cancelDestinationName(query);
  if (name === 'home') return { route: 'root' };
  if (name === 'testPage' && query.test) return { external: name, suffix: `/${query.test}` };
  if (name === 'productPage' && query.product) return { external: name, suffix: `/${query.product}` };
  return { external: name };
}
