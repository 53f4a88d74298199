import { describe, expect, it } from 'vitest';
import { formatPence, savingsPercent } from '../../../src/domain/money';

describe('formatPence (SPEC section 9: GBP, pence / 100, two decimals)', () => {
  it.each([
    [1234, '£12.34'],
    [2400, '£24.00'],
    [4900, '£49.00'],
    [6905, '£69.05'],
    [5, '£0.05'],
    [0, '£0.00'],
    [123456, '£1,234.56'],
  ])('%i pence -> %s', (pence, expected) => expect(formatPence(pence)).toBe(expected));

  it('takes another currency as a parameter', () => {
    expect(formatPence(1234, { code: 'EUR', minorUnitsPerMajor: 100, decimals: 2 })).toBe('€12.34');
  });
});

describe('savingsPercent (hidden when zero or less)', () => {
  it.each([
    [4900, 3920, 20],
    [6900, 5520, 20],
    [2400, 1800, 25],
    [3000, 2000, 33],
    [4900, 4900, null],
    [4900, 5900, null],
    [4900, 4899, null],
    [0, 0, null],
    [-100, 50, null],
    [0, -100, null],
    [1, 0, 100],
  ])('one-off %i vs subscription %i -> %j', (oneOff, subscription, expected) =>
    expect(savingsPercent(oneOff, subscription)).toBe(expected),
  );

  it('hides at or below a configured percent', () => {
    expect(savingsPercent(1000, 900, 10)).toBeNull();
    expect(savingsPercent(1000, 890, 10)).toBe(11);
  });
});
