import { corePanel, testSubscription } from './core-panels';
import type { MockOrder, MockShopSubscription, MockSubscription } from './mock-db';
import type { MockLineItem, MockShopFrequency, MockShopProduct, MockShopVariant, ShopDb } from './shop-db';

const DAY = 86_400_000;

const frequencies: MockShopFrequency[] = [
  { id: 'freq-1-month', frequency_number: 1, frequency_unit: 'month' },
  { id: 'freq-2-months', frequency_number: 2, frequency_unit: 'month' },
  { id: 'freq-3-months', frequency_number: 3, frequency_unit: 'month' },
  { id: 'freq-6-months', frequency_number: 6, frequency_unit: 'month' },
];
const MONTHLY_CHOICES = ['freq-1-month', 'freq-2-months', 'freq-3-months'];
const TEST_CHOICES = ['freq-3-months', 'freq-6-months'];

const DESCRIPTION_VITAMIN_D =
  '<p>Vitamin D helps keep bones, teeth and muscles healthy. In the UK, sunlight from October to March is not strong enough for the body to make it.</p>' +
  '<ul><li>1000 IU per capsule</li><li>Vegan, from lichen</li></ul><p>See the <a href="https://www.nhs.uk/conditions/vitamins-and-minerals/vitamin-d/">NHS guidance on vitamin D</a>.</p>' +
  '<p onclick="alert(1)">Take one capsule a day with food.</p><script>alert(1)</script>';

function product(
  id: string,
  name: string,
  category: MockShopProduct['category_id'],
  order: number,
  overrides: Partial<MockShopProduct> = {},
): MockShopProduct {
  return {
    id,
    name,
    sub_title: null,
    description: null,
    product_image_url: `/images/shop/${id}.svg`,
    recommended: false,
    order,
    category_id: category,
    live: true,
    product_type: 'product',
    slug: id,
    linked_test_profile_codes: [],
    test_panel_reference: null,
    health_plan_template_reference: null,
    ...overrides,
  };
}

function variant(
  id: string,
  productId: string,
  name: string,
  price: number,
  subscription: number | null,
  overrides: Partial<MockShopVariant> = {},
): MockShopVariant {
  return {
    id,
    product_id: productId,
    name,
    sku: id.toUpperCase(),
    price_cents: price,
    subscription_price_cents: subscription,
    out_of_stock: false,
    default_frequency_id: subscription === null ? null : 'freq-3-months',
    purchase_options: subscription === null ? ['one_off'] : ['one_off', 'subscription'],
    max_items: 5,
    sample_collection_method: null,
    small_image_url: `/images/shop/${productId}-small.svg`,
    frequency_ids: subscription === null ? [] : MONTHLY_CHOICES,
    ...overrides,
  };
}

/** A nurse's visit to take a venous sample, on top of the panel's own price. */
const NURSE_VISIT_PENCE = 4000;

/**
 * A blood test sold in the shop is a core panel: SPEC 9 prices it (config/app.yaml constants.corePanels), one-off
 * and at every renewal alike, as the sign-up funnel sells and renews it. So it has no subscription saving.
 */
function panelVariant(
  id: string,
  productId: string,
  name: string,
  panelId: string,
  extraPence: number,
  overrides: Partial<MockShopVariant>,
): MockShopVariant {
  const price = corePanel(panelId).pricePence + extraPence;
  return variant(id, productId, name, price, price, { frequency_ids: TEST_CHOICES, ...overrides });
}

/** A catalogue like the real one: supplements, services (specialists), bundles, tests, health plans and memberships. */
function catalogue(): { products: MockShopProduct[]; variants: MockShopVariant[] } {
  const products = [
    product('vitamin-d3', 'Vitamin D3 1000 IU', 1, 1, {
      sub_title: 'For bones, teeth and muscles',
      description: DESCRIPTION_VITAMIN_D,
      recommended: true,
    }),
    product('omega-3-fish-oil', 'Omega-3 fish oil', 1, 2, {
      sub_title: 'EPA and DHA for heart health',
      description: '<p>Two capsules give 1000 mg of omega-3 from sustainably caught fish.</p>',
    }),
    product('iron-complex', 'Iron complex', 1, 3, {
      sub_title: 'Gentle iron with vitamin C',
      description: '<p>For people with low ferritin. Gentle on the stomach.</p>',
    }),
    product('magnesium-glycinate', 'Magnesium glycinate', 1, 4, {
      sub_title: 'For sleep and muscles',
      description: '<p>A well-absorbed form of magnesium.</p>',
    }),
    product('gp-video-consultation', 'GP video consultation', 2, 1, {
      sub_title: 'Talk your results through with a GP',
      description: '<p>A 15-minute video call with a UK-registered GP.</p>',
      product_type: 'specialist',
    }),
    product('nutritionist-session', 'Nutritionist session', 2, 2, {
      sub_title: 'A plan for how you eat',
      description: '<p>A registered nutritionist reviews your results and diet.</p>',
      product_type: 'specialist',
    }),
    product('heart-health-bundle', 'Heart health bundle', 3, 1, {
      sub_title: 'Cholesterol test with omega-3',
      description: '<p>A cholesterol test and a month of omega-3.</p>',
    }),
    product('baseline-blood-test', 'Baseline blood test', 4, 1, {
      sub_title: 'Our most popular check-up',
      description: '<p>Cholesterol, liver, kidney, vitamin D and more.</p>',
      test_panel_reference: 'baseline',
      linked_test_profile_codes: ['LIPIDS', 'LIVER', 'VITD'],
    }),
    product('essential-blood-test', 'Essential blood test', 4, 2, {
      sub_title: 'The essentials',
      description: '<p>Cholesterol and iron.</p>',
      test_panel_reference: 'essential',
    }),
    product('four-week-health-plan', '4-week health plan', 5, 1, {
      sub_title: 'A plan built from your results',
      description: '<p>Four weeks of tasks chosen from your results.</p>',
      health_plan_template_reference: 'four-week',
    }),
    product('vitalia-plus', 'Vitalia Plus membership', 6, 1, {
      sub_title: 'Member prices and priority support',
      description: '<p>10% off everything in the shop.</p>',
    }),
    // A product type with no product: its page shows the not-found page (SPEC section 8).
    product('retired-detox-tea', 'Detox tea', 1, 9, { live: false }),
  ];
  const variants = [
    variant('vitd-60', 'vitamin-d3', '60 capsules', 999, 799, { max_items: 3 }),
    variant('vitd-120', 'vitamin-d3', '120 capsules', 1699, 1359, { max_items: 3 }),
    variant('omega-60', 'omega-3-fish-oil', '60 capsules', 1499, 1199),
    variant('iron-30', 'iron-complex', '30 tablets', 899, 719, { out_of_stock: true }),
    variant('iron-90', 'iron-complex', '90 tablets', 2199, 1759),
    variant('magnesium-60', 'magnesium-glycinate', '60 capsules', 1299, 1299),
    variant('gp-15', 'gp-video-consultation', '15 minutes', 4900, null, { max_items: 1 }),
    variant('nutrition-45', 'nutritionist-session', '45 minutes', 6500, null, { max_items: 1 }),
    variant('heart-bundle', 'heart-health-bundle', 'Bundle', 5900, null, { max_items: 2 }),
    panelVariant('baseline-finger', 'baseline-blood-test', 'Finger-prick', 'baseline', 0, {
      sample_collection_method: 'finger_prick',
      max_items: 2,
    }),
    panelVariant('baseline-venous', 'baseline-blood-test', 'Venous (nurse visit)', 'baseline', NURSE_VISIT_PENCE, {
      sample_collection_method: 'venous',
      max_items: 1,
    }),
    panelVariant('essential-finger', 'essential-blood-test', 'Finger-prick', 'essential', 0, {
      sample_collection_method: 'finger_prick',
      max_items: 2,
    }),
    variant('plan-4w', 'four-week-health-plan', '4 weeks', 1900, null, { max_items: 1 }),
    variant('plus-monthly', 'vitalia-plus', 'Monthly', 999, 999, {
      purchase_options: ['subscription'],
      default_frequency_id: 'freq-1-month',
      frequency_ids: ['freq-1-month'],
      max_items: 1,
    }),
  ];
  return { products, variants };
}

/**
 * Two years of orders for results@example.com: more than one page of 50, newest first when listed; a few
 * cancelled, some with a discount or a partner coupon, the latest one on its way.
 */
function orderHistory(now: number): { orders: MockOrder[]; lines: MockLineItem[] } {
  const orders: MockOrder[] = [];
  const lines: MockLineItem[] = [];
  const picks: [string, number, string | null][] = [
    ['vitd-60', 799, 'freq-3-months'],
    ['omega-60', 1499, null],
    ['baseline-finger', corePanel('baseline').pricePence, null],
    ['iron-90', 2199, null],
    ['magnesium-60', 1299, null],
  ];
  for (let index = 0; index < 62; index += 1) {
    const id = `order-history-${String(index + 1).padStart(2, '0')}`;
    const placed = now - (1 + index * 11.5) * DAY;
    const [variantId, price, frequency] = picks[index % picks.length] as [string, number, string | null];
    const quantity = index % 4 === 0 ? 2 : 1;
    // A second line of another product (one line per variant and frequency: the basket's unique key).
    const second = index % 6 === 0 && variantId !== 'magnesium-60';
    const subtotal = price * quantity + (second ? 1299 : 0);
    const discount = index % 7 === 3 ? Math.round(subtotal / 10) : index % 9 === 5 ? 500 : 0;
    lines.push({
      id: `${id}-line-1`,
      order_id: id,
      variant_id: variantId,
      quantity,
      price_cents: price,
      frequency_id: frequency,
      test_panel_id: variantId.startsWith('baseline') ? 'baseline' : null,
    });
    if (second)
      lines.push({
        id: `${id}-line-2`,
        order_id: id,
        variant_id: 'magnesium-60',
        quantity: 1,
        price_cents: 1299,
        frequency_id: null,
        test_panel_id: null,
      });
    orders.push({
      id,
      user_id: 'user-results',
      order_state: index % 13 === 7 ? 'cancelled' : 'completed',
      total_cents: subtotal - discount,
      discount_amount_cents: discount,
      completed_at: new Date(placed).toISOString(),
      checkout: null,
      reference: `VT-${String(240000 + 62 - index)}`,
      payment_status: 'succeeded',
      payment_intent_id: null,
      coupon:
        discount === 0
          ? null
          : index % 7 === 3
            ? { code: 'SPRING10', coupon_type: 'other' }
            : { code: 'ACMEPARTNER', coupon_type: 'partner' },
    });
  }
  return { orders, lines };
}

function shopSubscription(id: string, overrides: Partial<MockShopSubscription>): MockShopSubscription {
  return {
    id,
    user_id: 'user-results',
    state: 'active',
    variant_quantity: 1,
    next_scheduled_date: null,
    paused_at: null,
    cancelled_at: null,
    price_cents: 799,
    product_id: 'vitamin-d3',
    product_name: 'Vitamin D3 1000 IU',
    variant_id: 'vitd-60',
    variant_name: '60 capsules',
    frequency_id: 'freq-3-months',
    resumes_on: null,
    ...overrides,
  };
}

export interface ShopSeed extends ShopDb {
  orders: MockOrder[];
  shopSubscriptions: MockShopSubscription[];
  /** Test package subscriptions beyond the results persona's active one: every state of SPEC section 4. */
  extraSubscriptions: MockSubscription[];
}

export function seedShop(now: number): ShopSeed {
  const date = (offsetDays: number) => new Date(now + offsetDays * DAY).toISOString().slice(0, 10);
  const iso = (offsetDays: number) => new Date(now + offsetDays * DAY).toISOString();
  const { products, variants } = catalogue();
  const history = orderHistory(now);
  return {
    shopProducts: products,
    shopVariants: variants,
    shopFrequencies: frequencies,
    lineItems: history.lines,
    paymentCards: [
      { id: 'card-4242', label: 'Visa ending 4242', requires_authentication: false },
      { id: 'card-3184', label: 'Visa ending 3184 (your bank asks you to confirm)', requires_authentication: true },
    ],
    paymentIntents: [],
    specialistAppointments: [],
    orders: history.orders,
    shopSubscriptions: [
      shopSubscription('shop-subscription-results', { next_scheduled_date: date(12), price_cents: 799 }),
      shopSubscription('shop-subscription-omega', {
        state: 'paused',
        paused_at: iso(-20),
        resumes_on: date(40),
        product_id: 'omega-3-fish-oil',
        product_name: 'Omega-3 fish oil',
        variant_id: 'omega-60',
        variant_name: '60 capsules',
        price_cents: 1199,
        frequency_id: 'freq-1-month',
        next_scheduled_date: null,
      }),
      shopSubscription('shop-subscription-magnesium', {
        state: 'paused',
        cancelled_at: iso(-90),
        product_id: 'magnesium-glycinate',
        product_name: 'Magnesium glycinate',
        variant_id: 'magnesium-60',
        variant_name: '60 capsules',
        price_cents: 1299,
        frequency_id: 'freq-2-months',
        next_scheduled_date: null,
      }),
    ],
    extraSubscriptions: [
      testSubscription('essential', {
        id: 'subscription-results-old',
        user_id: 'user-results',
        state: 'cancelled',
        paused: true,
        frequency: 6,
        sample_collection_preference: 'finger_prick',
        next_scheduled_date: null,
      }),
      testSubscription('essential', {
        id: 'subscription-results-pending',
        user_id: 'user-results',
        state: 'pending',
        paused: false,
        frequency: 3,
        sample_collection_preference: 'finger_prick',
        next_scheduled_date: date(20),
      }),
    ],
  };
}
