import { appConfig } from '../generated/app-config.gen';
import { codeFromUrl } from './discount-code';

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

/** URLSearchParams, or the plain record a router or query-string parser hands over. */
export type QueryInput = Pick<URLSearchParams, 'get'> | Readonly<Record<string, string | readonly string[] | null | undefined>>;

function reader(query: QueryInput): (name: string) => string | null {
  if (typeof query.get === 'function') return (name) => (query as Pick<URLSearchParams, 'get'>).get(name);
  const record = query as Readonly<Record<string, string | readonly string[] | null | undefined>>;
  return (name) => {
    const value = Object.hasOwn(record, name) ? record[name] : undefined;
    // A repeated parameter counts once, like URLSearchParams.get.
    return (typeof value === 'string' ? value : value?.[0]) ?? null;
  };
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  (values as readonly (string | null)[]).includes(value) ? (value as T) : null;
const text = (value: string | null): string | null => (value === null || value.trim() === '' ? null : value.trim());
const list = (value: string | null): string[] =>
  (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/** "productId-variantId-frequencyId" entries; malformed entries are dropped. */
export function parseShopProducts(value: string | null): ShopProductChoice[] {
  return list(value).flatMap((entry) => {
    const [productId, variantId, frequencyId, ...extra] = entry.split('-').map((part) => part.trim());
    return productId && variantId && frequencyId && extra.length === 0 ? [{ productId, variantId, frequencyId }] : [];
  });
}

function frequency(value: string | null, fallback: number): number {
  // Number(null), Number('') and Number('  ') are all 0, which the fallback replaces.
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

/** The onboarding query of SPEC section 2; values outside the accepted sets are dropped, never thrown. */
export function parseOnboardingQuery(
  query: QueryInput,
  defaultFrequency = appConfig.constants.defaultSubscriptionFrequency,
): OnboardingQuery {
  const get = reader(query);
  const bundle = text(get('bundle'));
  return {
    funnel: oneOf(FUNNELS, get('funnel')),
    type: oneOf(PURCHASE_TYPES, get('type')) ?? (bundle ? 'oneOff' : 'subscription'),
    product: text(get('product')),
    retailReference: text(get('retail_reference')),
    test: text(get('test')),
    bundle,
    shopProducts: parseShopProducts(get('shop_products')),
    subscriptionFrequency: frequency(get('subscription-frequency'), defaultFrequency),
    referrer: text(get('referrer')),
    addons: list(get('addons')),
    discountCode: codeFromUrl(get('discount_code')),
  };
}

/**
 * Whether the purchase renews: a subscription, or a one-off test that becomes a rolling subscription. These show
 * the subscription's key terms before paying and become a subscription once paid.
 */
export function isSubscriptionPurchase(type: PurchaseType): boolean {
  return type === 'subscription' || type === 'oneOffToSubscription';
}
