import { describe, expect, it } from 'vitest';
import { afterPaymentSuccess, type AfterPayment } from '../../../src/domain/after-payment';
import type { PurchaseType } from '../../../src/domain/onboarding-query';
import { messages } from '../../../src/generated/messages.gen';

describe('afterPaymentSuccess', () => {
  it.each<[PurchaseType, AfterPayment]>([
    ['retail', { route: 'health-profile', modal: null, clearDiscount: true }],
    ['oneOffToSubscription', { route: 'subscriptions', modal: 'signup.paymentSuccess.subscription', clearDiscount: true }],
    ['subscription', { route: 'join-payment-confirmation', modal: null, clearDiscount: true }],
    ['oneOff', { route: 'join-payment-confirmation', modal: null, clearDiscount: true }],
  ])('%s -> %j', (type, expected) => expect(afterPaymentSuccess(type)).toEqual(expected));

  it('shows the spec modal text', () => {
    const { modal } = afterPaymentSuccess('oneOffToSubscription');
    expect(modal && messages[modal]).toBe("Success! You're now on a rolling subscription.");
  });
});
