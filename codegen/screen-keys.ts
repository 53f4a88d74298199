/**
 * Every screen a route may name. The React registry (src/screens/screen-registry.ts) must provide exactly
 * these keys (the compiler checks it) and config/routes.yaml may use only these (codegen checks it).
 */
export const SCREEN_KEYS = [
  'account-settings', 'article', 'cookie-banner-spec', 'error', 'failure-reason',
  'health-plan', 'health-plan-complete', 'health-plan-home', 'health-plan-onboarding', 'health-plan-recipes',
  'health-plan-task', 'health-plan-week', 'health-score-history', 'health-scores',
  'join-important-information', 'join-payment', 'join-payment-confirmation', 'join-user-attribution', 'join-verify',
  'logout', 'not-found', 'partner-test-confirmation', 'partner-welcome', 'payment-authentication',
  'predicted-result', 'predicted-results', 'questionnaire', 'recipe', 'recipes', 'referral', 'register-kit',
  'reorder', 'reorder-confirmation', 'reorder-options', 'result-analyte', 'result-forecast', 'results-share', 'results-upload',
  'sample-collection-guide', 'shop-cart', 'shop-complete', 'shop-download', 'shop-product', 'shop-specialist-booking',
  'shared-results', 'shop-specialists', 'shop-subscription', 'shop-subscriptions', 'survey-finish', 'survey-flow', 'survey-home',
  'survey-recap', 'verify-email', 'your-orders',
] as const;

export type ScreenKey = (typeof SCREEN_KEYS)[number];
