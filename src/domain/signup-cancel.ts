import { appConfig, type ExternalDestination } from '../generated/app-config.gen';
import type { OnboardingQuery } from './onboarding-query';

/** Every name but home is an appConfig.externalDestinations entry; home is the app's own 'root' route. */
export type CancelDestinationName =
  Extract<ExternalDestination, 'productPage' | 'testPage' | 'bloodTestRecommendations' | 'supplements'> | 'home';

/** `segment` is one path segment naming the test or product, raw: the caller encodes it into the URL. */
export type CancelDestination = { route: 'root' } | { external: Exclude<CancelDestinationName, 'home'>; segment?: string };

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

/** The products and tests the site has a page for: the core panels of config/app.yaml. */
export const KNOWN_PRODUCTS: readonly string[] = appConfig.constants.corePanels.map((panel) => panel.id);

/**
 * The destination, naming the test or product only when it is one the site knows: a link can put anything in
 * the query ("x/../../logout"), and an unknown value leads to the plain destination instead.
 */
export function cancelDestination(query: CancelQuery, knownProducts: readonly string[] = KNOWN_PRODUCTS): CancelDestination {
  const name = cancelDestinationName(query);
  if (name === 'home') return { route: 'root' };
  const named = name === 'testPage' ? query.test : name === 'productPage' ? query.product : null;
  const segment = knownProducts.find((product) => product === named);
  return segment === undefined ? { external: name } : { external: name, segment };
}
