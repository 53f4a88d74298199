import { describe, expect, it } from 'vitest';
import { afterBankAnswer, checkoutOutcome, withCheckoutOutcome, withoutCheckoutOutcome } from '../../../src/domain/checkout-return';

describe('the checkout return marker', () => {
  it.each([
    ['', null],
    ['?type=oneOff', null],
    ['?type=oneOff&checkout=cancelled', 'cancelled'],
    ['?type=oneOff&checkout=failed', 'failed'],
    ['?checkout=paid', null],
  ])('checkoutOutcome(%j) is %j', (search, expected) => expect(checkoutOutcome(search)).toBe(expected));

  it.each([
    ['', '?checkout=cancelled', ''],
    ['?type=oneOff&product=baseline', '?type=oneOff&product=baseline&checkout=cancelled', '?type=oneOff&product=baseline'],
    ['?type=oneOff&checkout=cancelled', '?type=oneOff&checkout=cancelled', '?type=oneOff'],
    ['?type=oneOff&checkout=failed', '?type=oneOff&checkout=cancelled', '?type=oneOff'],
  ])('%j: with the marker %j, without it %j', (search, withIt, withoutIt) => {
    expect(withCheckoutOutcome(search, 'cancelled')).toBe(withIt);
    expect(withoutCheckoutOutcome(search)).toBe(withoutIt);
  });
});

describe('where the app goes once the person has answered their bank', () => {
  const fallback = { paid: (orderId: string) => `/shop/complete/${orderId}`, failed: '/shop/cart' };
  const funnelCancel =
    'http://127.0.0.1:4791/join/payment?funnel=signUp&type=oneOff&product=baseline&discount_code=SPRING10&checkout=cancelled';
  const funnelConfirm = 'http://127.0.0.1:4791/join/payment-confirmation?funnel=signUp&type=oneOff&product=baseline&discount_code=SPRING10';

  it.each([
    [
      'a declined funnel payment: its Payment step, query and code kept, marked failed',
      { status: 'failed', order_id: 'o1', return_url: funnelCancel },
      false,
      '/join/payment?funnel=signUp&type=oneOff&product=baseline&discount_code=SPRING10&checkout=failed',
    ],
    [
      'a confirmed funnel payment: its confirmation',
      { status: 'succeeded', order_id: 'o1', return_url: funnelConfirm },
      true,
      '/join/payment-confirmation?funnel=signUp&type=oneOff&product=baseline&discount_code=SPRING10',
    ],
    [
      'a confirm the server did not settle as paid: the cancellation address, marked failed',
      { status: 'failed', order_id: 'o1', return_url: funnelCancel },
      true,
      '/join/payment?funnel=signUp&type=oneOff&product=baseline&discount_code=SPRING10&checkout=failed',
    ],
    [
      'a declined basket payment',
      { status: 'failed', order_id: 'o2', return_url: 'http://127.0.0.1:4791/shop/cart?checkout=cancelled' },
      false,
      '/shop/cart?checkout=failed',
    ],
    [
      'a confirmed basket payment',
      { status: 'succeeded', order_id: 'o2', return_url: 'http://127.0.0.1:4791/shop/complete/o2' },
      true,
      '/shop/complete/o2',
    ],
    ['no address (an older payment): the basket, marked failed', { status: 'failed', order_id: 'o2' }, false, '/shop/cart?checkout=failed'],
    ['no address, paid: the order confirmation', { status: 'succeeded', order_id: 'o2', return_url: null }, true, '/shop/complete/o2'],
    [
      'another host: only its path is used, so the app never leaves itself',
      { status: 'failed', return_url: 'https://elsewhere.example/join/payment?type=oneOff' },
      false,
      '/join/payment?type=oneOff&checkout=failed',
    ],
    [
      'a "//host" path: not used',
      { status: 'failed', return_url: 'http://127.0.0.1:4791//elsewhere.example/x' },
      false,
      '/shop/cart?checkout=failed',
    ],
  ] as const)('%s', (_name, intent, confirmed, expected) => {
    expect(afterBankAnswer(intent, confirmed, fallback)).toBe(expected);
  });
});
