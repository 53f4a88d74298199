import { describe, expect, it } from 'vitest';
import { lineDiscountsCents, orderTotals, subscriptionPayments, type PricedLine } from '../../../src/domain/shop-pricing';

const percent = (amount: number, cap: number | null = null, lists: { valid?: string[]; invalid?: string[] } = {}) => ({
  discount_type: 'percentage' as const,
  discount_amount: amount,
  maximum_discount_cents: cap,
  valid_test_panels: lists.valid ?? [],
  invalid_test_panels: lists.invalid ?? [],
});
const fixed = (amount: number) => ({
  discount_type: 'fixed' as const,
  discount_amount: amount,
  maximum_discount_cents: null,
  valid_test_panels: [],
  invalid_test_panels: [],
});
const line = (price: number, quantity = 1, panel: string | null = null): PricedLine => ({
  price_cents: price,
  quantity,
  test_panel_id: panel,
});

describe('lineDiscountsCents: the order discount shared over its lines, to the penny', () => {
  it.each<[string, PricedLine[], Parameters<typeof lineDiscountsCents>[1], number[]]>([
    ['no code', [line(799)], null, [0]],
    ['one line takes it all (SPRING10 on a £7.99 subscription)', [line(799)], percent(10, 500), [80]],
    ['an empty basket', [], percent(10), []],
    ['two equal lines split evenly', [line(1000), line(1000)], fixed(500), [250, 250]],
    ['an odd penny goes to the earlier line on a tie', [line(1000), line(1000)], fixed(501), [251, 250]],
    ['in proportion to the line totals', [line(300), line(100)], fixed(100), [75, 25]],
    ['the largest remainder takes the spare penny', [line(100), line(200)], fixed(100), [33, 67]],
    ['quantities count', [line(500, 3), line(500)], fixed(400), [300, 100]],
    [
      'a line the code is not for gets nothing',
      [line(799), line(4900, 1, 'baseline')],
      percent(20, null, { valid: ['baseline'] }),
      [0, 980],
    ],
    ['a capped percentage shares the capped amount', [line(4900, 1, 'baseline'), line(1598)], percent(10, 500), [377, 123]],
    ['more off than the basket: each line down to zero', [line(300), line(200)], fixed(5000), [300, 200]],
    ['a free line has no share', [line(0), line(1000)], fixed(100), [0, 100]],
  ])('%s', (_name, lines, code, expected) => {
    const shares = lineDiscountsCents(lines, code);
    expect(shares).toEqual(expected);
    expect(shares.reduce((sum, share) => sum + share, 0)).toBe(orderTotals(lines, code).discountCents);
  });
});

describe('subscriptionPayments: a code covers the first payment only', () => {
  it.each([
    // renewal, discount -> first, renewal, discounted first
    [799, 0, 799, 799, false],
    [799, 80, 719, 799, true],
    [799, 1, 798, 799, true],
    [799, 798, 1, 799, true],
    [799, 799, 0, 799, true],
    [799, 800, 0, 799, true],
    [799, -5, 799, 799, false],
    [-1, 0, 0, 0, false],
    [0, 0, 0, 0, false],
  ])('renewal %i, discount %i: first %i, renewal %i, discounted %s', (renewal, discount, first, expectedRenewal, discounted) => {
    expect(subscriptionPayments(renewal, discount)).toEqual({
      firstPence: first,
      renewalPence: expectedRenewal,
      discountedFirst: discounted,
    });
  });
});
