import type { ScreenKey } from '../../codegen/screen-keys';
import { lazyScreen, type LazyScreen } from './lazy-screen';

const placeholder = lazyScreen(() => import('./placeholder/placeholder-screen'));

/**
 * Screen key (config/routes.yaml `screen`) -> lazily loaded component. The type makes the compiler reject
 * a missing or unknown key; codegen rejects a route naming a key not listed in codegen/screen-keys.ts.
 * Screens of later issues use the placeholder until they are built.
 */
export const screenRegistry: Record<ScreenKey, LazyScreen> = {
  'account-settings': lazyScreen(() => import('./account/account-settings-screen')),
  article: lazyScreen(() => import('./article/article-screen')),
  'cookie-banner-spec': lazyScreen(() => import('./cookies/cookie-settings-screen')),
  error: lazyScreen(() => import('./system/error-screen')),
  'failure-reason': placeholder,
  'health-plan': placeholder,
  'health-plan-complete': placeholder,
  'health-plan-home': placeholder,
  'health-plan-onboarding': placeholder,
  'health-plan-recipes': placeholder,
  'health-plan-task': placeholder,
  'health-plan-week': placeholder,
  'health-score-history': placeholder,
  'health-scores': placeholder,
  'join-important-information': placeholder,
  'join-payment': lazyScreen(() => import('./join/join-payment-screen')),
  'join-payment-confirmation': lazyScreen(() => import('./join/join-payment-confirmation-screen')),
  'join-user-attribution': placeholder,
  'join-verify': lazyScreen(() => import('./verify/join-verify-screen')),
  logout: lazyScreen(() => import('./system/logout-screen')),
  'not-found': lazyScreen(() => import('./system/not-found-screen')),
  'partner-test-confirmation': lazyScreen(() => import('./partner/partner-test-confirmation-screen')),
  'partner-welcome': lazyScreen(() => import('./partner/partner-welcome-screen')),
  'payment-authentication': placeholder,
  'predicted-result': placeholder,
  'predicted-results': placeholder,
  questionnaire: lazyScreen(() => import('./questionnaire/questionnaire-screen')),
  recipe: placeholder,
  recipes: placeholder,
  referral: lazyScreen(() => import('./referral/referral-screen')),
  'register-kit': lazyScreen(() => import('./kit/register-kit-screen')),
  reorder: placeholder,
  'reorder-confirmation': placeholder,
  'reorder-options': placeholder,
  'result-analyte': placeholder,
  'result-forecast': placeholder,
  'results-upload': placeholder,
  'sample-collection-guide': lazyScreen(() => import('./kit/sample-collection-guide-screen')),
  'shop-cart': placeholder,
  'shop-complete': placeholder,
  'shop-download': placeholder,
  'shop-product': placeholder,
  'shop-specialist-booking': placeholder,
  'shop-specialists': placeholder,
  'shop-subscription': placeholder,
  'shop-subscriptions': placeholder,
  'survey-finish': lazyScreen(() => import('./survey/survey-finish-screen')),
  'survey-flow': lazyScreen(() => import('./survey/survey-flow-screen')),
  'survey-home': lazyScreen(() => import('./survey/survey-home-screen')),
  'survey-recap': lazyScreen(() => import('./survey/survey-recap-screen')),
  'verify-email': lazyScreen(() => import('./verify/verify-email-screen')),
  'your-orders': placeholder,
};
