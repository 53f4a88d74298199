import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discountCents, discountCodeFromUrl, discountedPriceCents, isOwnReferralCode, isValidForPanel, normaliseDiscountCode } from '../../../src/domain/discount-rules';
import { formatPence } from '../../../src/domain/money';

describe('discount codes (SPEC section 5)', () => {
  it.each([
    ['spring10', 'SPRING10'],
    ['  Five0ff ', 'FIVE0FF'],
  ])('"%s" is looked up as %s', (raw, expected) => expect(normaliseDiscountCode(raw)).toBe(expected));

  it.each([
    [null, null],
    [undefined, null],
    ['', null],
    ['undefined', null],
    ['spring10', 'SPRING10'],
  ])('from the URL %j -> %j', (raw, expected) => expect(discountCodeFromUrl(raw)).toBe(expected));

  it.each([
    ['rosa10', 'ROSA10', true],
    ['ROSA10', null, false],
    ['OTHER', 'ROSA10', false],
  ])('own referral %s vs %s -> %s', (code, own, expected) => expect(isOwnReferralCode(code, own)).toBe(expected));

  it.each([
    [[], [], 'baseline', true],
    [['baseline'], [], 'baseline', true],
    [['baseline'], [], 'essential', false],
    [[], ['essential'], 'essential', false],
    [[], ['essential'], 'baseline', true],
    [['baseline', 'essential'], ['essential'], 'essential', false],
  ])('valid %j invalid %j for %s -> %s', (valid, invalid, panel, expected) => {
    expect(isValidForPanel({ valid_test_panels: valid, invalid_test_panels: invalid }, panel)).toBe(expected);
  });

  it.each([
    ['10% of £49', { discount_type: 'percentage', discount_amount: 10, maximum_discount_cents: null }, 4900, 4410],
    ['20% capped at £5', { discount_type: 'percentage', discount_amount: 20, maximum_discount_cents: 500 }, 4900, 4400],
    ['£5 fixed, in pence', { discount_type: 'fixed', discount_amount: 500, maximum_discount_cents: null }, 2400, 1900],
    ['fixed above the price shows 0', { discount_type: 'fixed', discount_amount: 9000, maximum_discount_cents: null }, 2400, 0],
    ['100% is free', { discount_type: 'percentage', discount_amount: 100, maximum_discount_cents: null }, 6900, 0],
  ] as const)('%s', (_, code, price, expected) => expect(discountedPriceCents(price, code)).toBe(expected));

  it('never goes below zero, never adds, and a percentage never exceeds its cap', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.constantFrom('percentage' as const, 'fixed' as const), fc.nat(20_000), fc.option(fc.nat(5_000), { nil: null }), (price, type, amount, cap) => {
        const code = { discount_type: type, discount_amount: type === 'percentage' ? amount % 101 : amount, maximum_discount_cents: cap };
        const after = discountedPriceCents(price, code);
        expect(after).toBeGreaterThanOrEqual(0);
        expect(after).toBeLessThanOrEqual(price);
        if (type === 'percentage' && cap !== null) expect(discountCents(price, code)).toBeLessThanOrEqual(cap);
      }),
    );
  });

  it.each([
    [2400, '£24.00'],
    [4900, '£49.00'],
    [6905, '£69.05'],
    [0, '£0.00'],
  ])('%i pence shows as %s', (pence, expected) => expect(formatPence(pence)).toBe(expected));
});
