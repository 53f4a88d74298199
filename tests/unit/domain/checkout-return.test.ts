import { describe, expect, it } from 'vitest';
import { checkoutOutcome, withCheckoutOutcome, withoutCheckoutOutcome } from '../../../src/domain/checkout-return';

describe('the checkout return marker', () => {
  it.each([
    ['', null],
    ['?type=oneOff', null],
    ['?type=oneOff&checkout=cancelled', 'cancelled'],
    ['?checkout=paid', null],
  ])('checkoutOutcome(%j) is %j', (search, expected) => expect(checkoutOutcome(search)).toBe(expected));

  it.each([
    ['', '?checkout=cancelled', ''],
    ['?type=oneOff&product=baseline', '?type=oneOff&product=baseline&checkout=cancelled', '?type=oneOff&product=baseline'],
    ['?type=oneOff&checkout=cancelled', '?type=oneOff&checkout=cancelled', '?type=oneOff'],
  ])('%j: with the marker %j, without it %j', (search, withIt, withoutIt) => {
    expect(withCheckoutOutcome(search, 'cancelled')).toBe(withIt);
    expect(withoutCheckoutOutcome(search)).toBe(withoutIt);
  });
});
