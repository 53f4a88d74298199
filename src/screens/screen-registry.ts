import type { ScreenKey } from '../../codegen/screen-keys';
import { lazyScreen, type LazyScreen } from './lazy-screen';
import type { FlatRoute } from '../engine/routing/flat-routes';

/**
 * Screen key (config/routes.yaml `screen`) -> lazily loaded component. The type makes the compiler reject
 * a missing or unknown key; codegen rejects a route naming a key not listed in codegen/screen-keys.ts.
 */
export const screenRegistry: Record<ScreenKey, LazyScreen> = {
  'account-settings': lazyScreen(() => import('./account/account-settings-screen')),
  article: lazyScreen(() => import('./article/article-screen')),
  'cookie-banner-spec': lazyScreen(() => import('./cookies/cookie-settings-screen')),
  error: lazyScreen(() => import('./system/error-screen')),
  'failure-reason': lazyScreen(() => import('./results/failure-reason-screen')),
  'health-plan': lazyScreen(() => import('./health-plan/health-plan-screen')),
  'health-plan-complete': lazyScreen(() => import('./health-plan/health-plan-complete-screen')),
  'health-plan-home': lazyScreen(() => import('./health-plan/health-plan-home-screen')),
  'health-plan-onboarding': lazyScreen(() => import('./health-plan/health-plan-onboarding-screen')),
  'health-plan-recipes': lazyScreen(() => import('./health-plan/health-plan-recipes-screen')),
  'health-plan-task': lazyScreen(() => import('./health-plan/health-plan-task-screen')),
  'health-plan-week': lazyScreen(() => import('./health-plan/health-plan-week-screen')),
  'health-score-history': lazyScreen(() => import('./scores/health-score-history-screen')),
  'health-scores': lazyScreen(() => import('./scores/health-scores-screen')),
  'join-important-information': lazyScreen(() => import('./join/join-important-information-screen')),
  'join-payment': lazyScreen(() => import('./join/join-payment-screen')),
  'join-payment-confirmation': lazyScreen(() => import('./join/join-payment-confirmation-screen')),
  'join-user-attribution': lazyScreen(() => import('./join/join-user-attribution-screen')),
  'join-verify': lazyScreen(() => import('./verify/join-verify-screen')),
  logout: lazyScreen(() => import('./system/logout-screen')),
  'not-found': lazyScreen(() => import('./system/not-found-screen')),
  'partner-test-confirmation': lazyScreen(() => import('./partner/partner-test-confirmation-screen')),
  'partner-welcome': lazyScreen(() => import('./partner/partner-welcome-screen')),
  'payment-authentication': lazyScreen(() => import('./shop/payment-authentication-screen')),
  'predicted-result': lazyScreen(() => import('./results/predicted-result-screen')),
  'predicted-results': lazyScreen(() => import('./results/predicted-results-screen')),
  questionnaire: lazyScreen(() => import('./questionnaire/questionnaire-screen')),
  recipe: lazyScreen(() => import('./recipes/recipe-screen')),
  recipes: lazyScreen(() => import('./recipes/recipes-screen')),
  referral: lazyScreen(() => import('./referral/referral-screen')),
  'register-kit': lazyScreen(() => import('./kit/register-kit-screen')),
  reorder: lazyScreen(() => import('./orders/reorder-screen')),
  'reorder-confirmation': lazyScreen(() => import('./orders/reorder-confirmation-screen')),
  'reorder-options': lazyScreen(() => import('./orders/reorder-options-screen')),
  'result-analyte': lazyScreen(() => import('./results/result-analyte-screen')),
  'result-forecast': lazyScreen(() => import('./results/result-forecast-screen')),
  'results-upload': lazyScreen(() => import('./results-upload/results-upload-screen')),
  'sample-collection-guide': lazyScreen(() => import('./kit/sample-collection-guide-screen')),
  'shop-cart': lazyScreen(() => import('./shop/shop-cart-screen')),
  'shop-complete': lazyScreen(() => import('./shop/shop-complete-screen')),
  'shop-download': lazyScreen(() => import('./shop/shop-download-screen')),
  'shop-product': lazyScreen(() => import('./shop/shop-product-screen')),
  'shop-specialist-booking': lazyScreen(() => import('./shop/shop-specialist-booking-screen')),
  'shop-specialists': lazyScreen(() => import('./shop/shop-specialists-screen')),
  'shop-subscription': lazyScreen(() => import('./shop/shop-subscription-screen')),
  'shop-subscriptions': lazyScreen(() => import('./shop/shop-subscriptions-screen')),
  'survey-finish': lazyScreen(() => import('./survey/survey-finish-screen')),
  'survey-flow': lazyScreen(() => import('./survey/survey-flow-screen')),
  'survey-home': lazyScreen(() => import('./survey/survey-home-screen')),
  'survey-recap': lazyScreen(() => import('./survey/survey-recap-screen')),
  'verify-email': lazyScreen(() => import('./verify/verify-email-screen')),
  'your-orders': lazyScreen(() => import('./orders/your-orders-screen')),
};

/** The screen a route renders; a route with nothing to render (its redirects did not apply) is a 404. */
export function screenKeyOf(flat: FlatRoute): ScreenKey {
  return (flat.route.screen ?? 'not-found') as ScreenKey;
}
