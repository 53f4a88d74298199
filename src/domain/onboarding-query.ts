import { appConfig } from '../generated/app-config.gen';
import { discountCodeFromUrl } from './discount-rules';

export const FUNNELS = ['survey', 'signUp'] as const;
export const PURCHASE_TYPES = ['subscription', 'oneOff', 'retail', 'oneOffToSubscription'] as const;
export type Funnel = (typeof FUNNELS)[number];
export type PurchaseType = (typeof PURCHASE_TYPES)[number];

export interface ShopProductChoice {
  productId: string;
  variantId: string;
  frequencyId: string;
}

export interface OnboardingQuery {
  funnel: Funnel | null;
  type: PurchaseType;
  product: string | null;
  retailReference: string | null;
  test: string | null;
  bundle: string | null;
  shopProducts: ShopProductChoice[];
  subscriptionFrequency: number;
  referrer: string | null;
  addons: string[];
  discountCode: string | null;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null => (value !== null && (values as readonly string[]).includes(value) ? (value as T) : null);
const text = (value: string | null): string | null => (value === null || value.trim() === '' ? null : value.trim());

/** The onboarding query of SPEC section 2; values outside the accepted sets are dropped, never thrown. */
export function parseOnboardingQuery(query: URLSearchParams, defaultFrequency = appConfig.constants.defaultSubscriptionFrequency): OnboardingQuery {
  const bundle = text(query.get('bundle'));
  const frequency = Number(query.get('subscription-frequency'));
  const shopProducts = (query.get('shop_products') ?? '')
    .split(',')
    .map((entry) => entry.trim().split('-'))
    .filter((parts) => parts.length === 3 && parts.every((part) => part !== ''))
    .map(([productId = '', variantId = '', frequencyId = '']) => ({ productId, variantId, frequencyId }));
  return {
    funnel: oneOf(FUNNELS, query.get('funnel')),
    type: oneOf(PURCHASE_TYPES, query.get('type')) ?? (bundle ? 'oneOff' : 'subscription'),
    product: text(query.get('product')),
    retailReference: text(query.get('retail_reference')),
    test: text(query.get('test')),
    bundle,
    shopProducts,
    subscriptionFrequency: Number.isInteger(frequency) && frequency > 0 ? frequency : defaultFrequency,
    referrer: text(query.get('referrer')),
    addons: (query.get('addons') ?? '').split(',').map((addon) => addon.trim()).filter(Boolean),
    discountCode: discountCodeFromUrl(query.get('discount_code')),
  };
}
