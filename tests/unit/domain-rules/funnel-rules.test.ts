import { describe, expect, it } from 'vitest';
import { afterPaymentSuccess } from '../../../src/domain/after-payment';
import { resendReducer, verificationReducer } from '../../../src/domain/email-verification';
import { parseOnboardingQuery } from '../../../src/domain/onboarding-query';
import { normalisePhoneNumber } from '../../../src/domain/phone';
import { cancelDestination } from '../../../src/domain/signup-cancel';
import { cmToFeetInches, feetInchesToCm, kgToStonePounds, stonePoundsToKg } from '../../../src/domain/units';

const q = (search: string) => parseOnboardingQuery(new URLSearchParams(search));

describe('onboarding query (SPEC sections 2 and 5)', () => {
  it.each([
    ['', { funnel: null, type: 'subscription', subscriptionFrequency: 3, shopProducts: [], discountCode: null }],
    ['funnel=survey&type=retail', { funnel: 'survey', type: 'retail' }],
    ['funnel=signUp&type=oneOffToSubscription', { funnel: 'signUp', type: 'oneOffToSubscription' }],
    ['funnel=quiz&type=gift', { funnel: null, type: 'subscription' }],
    ['bundle=b1', { type: 'oneOff', bundle: 'b1' }],
    ['bundle=b1&type=subscription', { type: 'subscription' }],
    ['subscription-frequency=6', { subscriptionFrequency: 6 }],
    ['subscription-frequency=zero', { subscriptionFrequency: 3 }],
    ['shop_products=12-34-1,56-78-2,broken', { shopProducts: [{ productId: '12', variantId: '34', frequencyId: '1' }, { productId: '56', variantId: '78', frequencyId: '2' }] }],
    ['discount_code=spring10', { discountCode: 'SPRING10' }],
    ['discount_code=undefined', { discountCode: null }],
    ['addons=a,b&referrer=kit&product=baseline&retail_reference=R1&test=t1', { addons: ['a', 'b'], referrer: 'kit', product: 'baseline', retailReference: 'R1', test: 't1' }],
  ])('?%s', (search, expected) => {
    expect(q(search)).toMatchObject(expected);
  });
});

describe('cancel destinations by type, funnel and referrer', () => {
  it.each([
    ['shop_products=1-2-3', { external: 'supplements' }],
    ['referrer=supplements', { external: 'supplements' }],
    ['funnel=survey', { external: 'bloodTestRecommendations' }],
    ['type=retail&test=t1', { external: 'testPage', suffix: '/t1' }],
    ['product=baseline', { external: 'productPage', suffix: '/baseline' }],
    ['', { route: 'root' }],
  ])('?%s -> %j', (search, expected) => expect(cancelDestination(q(search))).toEqual(expected));
});

describe('after payment success', () => {
  it.each([
    ['retail', { route: 'health-profile', modal: null, clearDiscount: true }],
    ['oneOffToSubscription', { route: 'subscriptions', modal: 'signup.paymentSuccess.subscription', clearDiscount: true }],
    ['subscription', { route: 'join-payment-confirmation', modal: null, clearDiscount: true }],
    ['oneOff', { route: 'join-payment-confirmation', modal: null, clearDiscount: true }],
  ] as const)('%s', (type, expected) => expect(afterPaymentSuccess(type)).toEqual(expected));
});

describe('email verification statuses', () => {
  it.each([
    ['INITIAL', { type: 'verify' }, 'VERIFYING'],
    ['VERIFYING', { type: 'verified' }, 'VERIFIED'],
    ['VERIFYING', { type: 'failed', status: 410 }, 'EXPIRED'],
    ['VERIFYING', { type: 'failed', status: 500 }, 'INITIAL'],
    ['VERIFIED', { type: 'verify' }, 'VERIFIED'],
  ] as const)('%s + %j -> %s', (before, event, after) => expect(verificationReducer(before, event)).toBe(after));

  it.each([
    ['INITIAL', { type: 'send' }, 'SENDING'],
    ['SENDING', { type: 'sent' }, 'SENT'],
    ['SENDING', { type: 'failed' }, 'ERROR'],
    ['ERROR', { type: 'send' }, 'SENDING'],
  ] as const)('resend %s + %j -> %s', (before, event, after) => expect(resendReducer(before, event)).toBe(after));
});

describe('phone numbers and units', () => {
  it.each([
    ['+44 7700 900123', '07700900123'],
    ['+44 (0)7700 900123', '07700900123'],
    ['07700 900123', '07700900123'],
    ['+33 6 12 34 56 78', '+33612345678'],
  ])('%s -> %s', (raw, expected) => expect(normalisePhoneNumber(raw)).toBe(expected));

  it('converts height and weight both ways', () => {
    expect(feetInchesToCm(5, 10)).toBe(177.8);
    expect(cmToFeetInches(177.8)).toEqual({ feet: 5, inches: 10 });
    expect(stonePoundsToKg(11, 0)).toBe(69.9);
    expect(kgToStonePounds(69.9)).toEqual({ stone: 11, pounds: 0 });
  });
});
