import { describe, expect, it } from 'vitest';
import {
  isSubscriptionPurchase,
  parseOnboardingQuery,
  parseShopProducts,
  type OnboardingQuery,
} from '../../../src/domain/onboarding-query';

const q = (search: string) => parseOnboardingQuery(new URLSearchParams(search));

const empty: OnboardingQuery = {
  funnel: null,
  type: 'subscription',
  product: null,
  retailReference: null,
  test: null,
  bundle: null,
  shopProducts: [],
  subscriptionFrequency: 3,
  referrer: null,
  addons: [],
  discountCode: null,
};

describe('parseOnboardingQuery (SPEC sections 2 and 5)', () => {
  it('has the defaults when nothing is given', () => expect(q('')).toEqual(empty));

  it.each<[string, Partial<OnboardingQuery>]>([
    ['funnel=survey', { funnel: 'survey' }],
    ['funnel=signUp', { funnel: 'signUp' }],
    ['funnel=quiz', { funnel: null }],
    ['funnel=SIGNUP', { funnel: null }],
    ['type=subscription', { type: 'subscription' }],
    ['type=oneOff', { type: 'oneOff' }],
    ['type=retail', { type: 'retail' }],
    ['type=oneOffToSubscription', { type: 'oneOffToSubscription' }],
    ['type=gift', { type: 'subscription' }],
    ['bundle=b1', { type: 'oneOff', bundle: 'b1' }],
    ['bundle=b1&type=gift', { type: 'oneOff', bundle: 'b1' }],
    ['bundle=b1&type=subscription', { type: 'subscription', bundle: 'b1' }],
    ['bundle=', { type: 'subscription', bundle: null }],
    ['subscription-frequency=6', { subscriptionFrequency: 6 }],
    ['subscription-frequency=zero', { subscriptionFrequency: 3 }],
    ['subscription-frequency=0', { subscriptionFrequency: 3 }],
    ['subscription-frequency=-2', { subscriptionFrequency: 3 }],
    ['subscription-frequency=1.5', { subscriptionFrequency: 3 }],
    ['subscription-frequency=', { subscriptionFrequency: 3 }],
    ['subscription-frequency=%20%20', { subscriptionFrequency: 3 }],
    ['subscription-frequency=%202%20', { subscriptionFrequency: 2 }],
    ['shop_products=12-34-1', { shopProducts: [{ productId: '12', variantId: '34', frequencyId: '1' }] }],
    [
      'shop_products=12-34-1,56-78-2,broken,1-2,1-2-3-4,--',
      {
        shopProducts: [
          { productId: '12', variantId: '34', frequencyId: '1' },
          { productId: '56', variantId: '78', frequencyId: '2' },
        ],
      },
    ],
    ['discount_code=spring10', { discountCode: 'SPRING10' }],
    ['discount_code=undefined', { discountCode: null }],
    ['discount_code=', { discountCode: null }],
    ['addons=a,b,,c', { addons: ['a', 'b', 'c'] }],
    ['addons=%20a%20,%20b%20,%20', { addons: ['a', 'b'] }],
    ['product=%20baseline%20&test=%20%20&referrer=%20kit', { product: 'baseline', test: null, referrer: 'kit' }],
    ['referrer=supplements', { referrer: 'supplements' }],
    ['product=baseline&retail_reference=R1&test=t1', { product: 'baseline', retailReference: 'R1', test: 't1' }],
  ])('?%s', (search, expected) => expect(q(search)).toMatchObject(expected));

  it.each<[string, Record<string, string | string[] | undefined>, Partial<OnboardingQuery>]>([
    [
      'a plain record',
      { funnel: 'survey', type: 'retail', 'subscription-frequency': '2' },
      { funnel: 'survey', type: 'retail', subscriptionFrequency: 2 },
    ],
    ['a repeated parameter takes the first', { type: ['oneOff', 'retail'] }, { type: 'oneOff' }],
    ['undefined values are absent', { funnel: undefined, discount_code: undefined }, { funnel: null, discountCode: null }],
  ])('reads %s', (_, record, expected) => expect(parseOnboardingQuery(record)).toMatchObject(expected));

  it('takes the default frequency as a parameter', () =>
    expect(parseOnboardingQuery(new URLSearchParams(''), 6).subscriptionFrequency).toBe(6));
});

describe('parseShopProducts', () => {
  it.each([
    [null, []],
    ['', []],
    [
      ' 1-2-3 , 4-5-6 ',
      [
        { productId: '1', variantId: '2', frequencyId: '3' },
        { productId: '4', variantId: '5', frequencyId: '6' },
      ],
    ],
    ['1-2-', []],
    [' 1 - 2 - 3 ', [{ productId: '1', variantId: '2', frequencyId: '3' }]],
    ['-2-3,1--3,1-2- ,1-2-3-,1-2-3', [{ productId: '1', variantId: '2', frequencyId: '3' }]],
  ])('%j', (raw, expected) => expect(parseShopProducts(raw)).toEqual(expected));
});

describe('isSubscriptionPurchase: the purchases that renew show their terms', () => {
  it.each([
    ['subscription', true],
    ['oneOffToSubscription', true],
    ['oneOff', false],
    ['retail', false],
  ] as const)('%s -> %s', (type, renews) => expect(isSubscriptionPurchase(type)).toBe(renews));

  it.each([
    ['an invalid type falls back to a subscription', '?type=monthly&product=baseline', true],
    ['an invalid type with a bundle falls back to one-off', '?type=monthly&bundle=b1', false],
    ['no type', '?product=baseline', true],
  ])('%s', (_name, search, renews) => expect(isSubscriptionPurchase(parseOnboardingQuery(new URLSearchParams(search)).type)).toBe(renews));
});
