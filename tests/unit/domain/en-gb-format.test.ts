import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compareCodeUnits } from '../../../src/domain/code-unit-order';
import { formatDate } from '../../../src/domain/dates';
import { formatPence } from '../../../src/domain/money';
import { formatNumber } from '../../../src/domain/result-value';
import { enGbDecimal, enGbLongDate, enGbMoney, enGbMonthYear } from '../../../src/domain/en-gb-format';

const intlDecimal = (value: number, min: number, max: number) =>
  new Intl.NumberFormat('en-GB', { minimumFractionDigits: min, maximumFractionDigits: max }).format(value);
const intlDate = (ms: number, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' }).format(new Date(ms));
const LONG_DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };
// Years 1-9999, the range the hand-written dates cover (Date.UTC would read years 0-99 as 1900-1999).
const YEAR_1_MS = -62_135_596_800_000;
const YEAR_10000_MS = 253_402_300_800_000;
const plainYearMs = fc.integer({ min: YEAR_1_MS, max: YEAR_10000_MS - 1 });

describe('enGbLongDate and enGbMonthYear (what Intl en-GB writes, in UTC)', () => {
  it.each([
    [Date.UTC(2024, 2, 5), '5 March 2024', 'Mar 2024', 'March 2024'],
    [Date.UTC(2025, 8, 30, 23, 59), '30 September 2025', 'Sept 2025', 'September 2025'],
    [Date.UTC(2026, 0, 1), '1 January 2026', 'Jan 2026', 'January 2026'],
    [Date.UTC(999, 11, 31), '31 December 999', 'Dec 999', 'December 999'],
  ])('%d -> %s, %s, %s', (ms, long, short, monthLong) => {
    expect(enGbLongDate(ms)).toBe(long);
    expect(enGbMonthYear(ms, 'short')).toBe(short);
    expect(enGbMonthYear(ms, 'long')).toBe(monthLong);
  });

  it.each([Number.NaN, YEAR_1_MS - 1, YEAR_10000_MS, Number.POSITIVE_INFINITY])(
    'leaves %d to Intl (invalid, or a year Intl writes with an era)',
    (ms) => {
      expect(enGbLongDate(ms)).toBeNull();
      expect(enGbMonthYear(ms, 'short')).toBeNull();
      expect(enGbMonthYear(ms, 'long')).toBeNull();
    },
  );

  it('writes the first and last days of years 1 and 9999 itself', () => {
    expect(enGbLongDate(YEAR_1_MS)).toBe('1 January 1');
    expect(enGbLongDate(YEAR_10000_MS - 1)).toBe('31 December 9999');
  });

  it('agrees with Intl on every day of years 1-9999', () => {
    fc.assert(
      fc.property(plainYearMs, (ms) => {
        expect(enGbLongDate(ms)).toBe(intlDate(ms, LONG_DATE));
        expect(enGbMonthYear(ms, 'short')).toBe(intlDate(ms, { month: 'short', year: 'numeric' }));
        expect(enGbMonthYear(ms, 'long')).toBe(intlDate(ms, { month: 'long', year: 'numeric' }));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('enGbDecimal (grouped, rounded half away from zero on the shortest decimal form)', () => {
  it.each([
    [4.6, 0, 2, '4.6'],
    [4.6, 2, 2, '4.60'],
    [1234.5, 0, 2, '1,234.5'],
    [1234567.891, 0, 2, '1,234,567.89'],
    [1.005, 0, 2, '1.01'],
    [0.995, 0, 2, '1'],
    [99.995, 2, 2, '100.00'],
    [999999.999, 0, 2, '1,000,000'],
    [0.125, 0, 2, '0.13'],
    [0.124, 0, 2, '0.12'],
    [0, 0, 2, '0'],
    [0, 2, 2, '0.00'],
    [-0, 0, 2, '-0'],
    [-0.001, 0, 2, '-0'],
    [-1234.005, 0, 2, '-1,234.01'],
    [2.5, 0, 0, '3'],
    [123, 0, 0, '123'],
    [100, 0, 2, '100'],
    [0.05, 2, 2, '0.05'],
  ])('%d with %i-%i decimals -> %s', (value, min, max, expected) => {
    expect(enGbDecimal(value, min, max)).toBe(expected);
    expect(expected).toBe(intlDecimal(value, min, max));
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 1e21, 1e-7, -2.5e-8])('leaves %d to Intl', (value) => {
    expect(enGbDecimal(value, 0, 2)).toBeNull();
  });

  it('agrees with Intl for any number JavaScript writes without an exponent', () => {
    const plain = fc.oneof(
      fc.double({ min: -1e15, max: 1e15, noNaN: true }),
      fc.integer({ min: -1e9, max: 1e9 }).map((cents) => cents / 1000),
      fc.integer({ min: -1e6, max: 1e6 }).map((n) => n + 0.005),
    );
    fc.assert(
      fc.property(plain, fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 }), (value, a, b) => {
        const [min, max] = a <= b ? [a, b] : [b, a];
        const written = enGbDecimal(value, min, max);
        if (String(value).includes('e')) expect(written).toBeNull();
        else expect(written).toBe(intlDecimal(value, min, max));
      }),
      { numRuns: 5000 },
    );
  });
});

describe('enGbMoney', () => {
  it.each([
    [12.34, '£12.34'],
    [24, '£24.00'],
    [0.05, '£0.05'],
    [1234.5, '£1,234.50'],
    [-1234.5, '-£1,234.50'],
  ])('%d GBP -> %s', (value, expected) => {
    expect(enGbMoney(value, 'GBP', 2)).toBe(expected);
    expect(expected).toBe(new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(value));
  });

  it('agrees with Intl for pence amounts', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (pence) => {
        expect(enGbMoney(pence / 100, 'GBP', 2)).toBe(
          new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(pence / 100),
        );
      }),
    );
  });

  it('leaves a currency without a known symbol, and a number it cannot write, to Intl', () => {
    expect(enGbMoney(12.34, 'EUR', 2)).toBeNull();
    expect(enGbMoney(Number.NaN, 'GBP', 2)).toBeNull();
  });
});

describe('compareCodeUnits', () => {
  it.each([
    ['a', 'b', -1],
    ['b', 'a', 1],
    ['diet', 'diet', 0],
    ['2024-03-05T10:00:00Z', '2024-03-05T09:00:00Z', 1],
    ['Z', 'a', -1],
  ])('%s vs %s -> %i', (a, b, expected) => expect(compareCodeUnits(a, b)).toBe(expected));

  it('orders the task categories as a collator does', () => {
    const categories = ['weight-management', 'alcohol', 'supplements', 'diet', 'smoking', 'relaxation', 'other', 'exercise'];
    expect([...categories].sort(compareCodeUnits)).toEqual([...categories].sort((a, b) => a.localeCompare(b)));
  });
});

describe('en-GB formatting asks Intl nothing (its first formatter loads ICU on the main thread)', () => {
  // Counted where every formatter, new or kept from an earlier call, is asked to format: `format` is a getter of
  // the prototype in the spec, though TypeScript declares it a method.
  type FormatGetter = { format: unknown };
  const asked = () => ({
    date: vi.spyOn(Intl.DateTimeFormat.prototype as unknown as FormatGetter, 'format', 'get'),
    number: vi.spyOn(Intl.NumberFormat.prototype as unknown as FormatGetter, 'format', 'get'),
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('formatDate, formatPence and formatNumber in en-GB leave Intl alone; another locale still asks it', () => {
    const intl = asked();
    expect(formatDate('2024-03-05')).toBe('5 March 2024');
    expect(formatPence(123456)).toBe('£1,234.56');
    expect(formatNumber(1234.567)).toBe('1,234.57');
    expect(intl.date).not.toHaveBeenCalled();
    expect(intl.number).not.toHaveBeenCalled();
    expect(formatDate('2024-03-05', 'en-US')).toBe('March 5, 2024');
    expect(formatPence(123456, { code: 'GBP', minorUnitsPerMajor: 100, decimals: 2 }, 'de-DE')).toBe('1.234,56\u00a0£');
    expect(intl.date).toHaveBeenCalledTimes(1);
    expect(intl.number).toHaveBeenCalledTimes(1);
  });

  it('a number or currency en-GB cannot write by hand still comes from Intl', () => {
    const intl = asked();
    expect(formatNumber(1e21)).toBe('1,000,000,000,000,000,000,000');
    expect(formatPence(1234, { code: 'EUR', minorUnitsPerMajor: 100, decimals: 2 })).toBe('€12.34');
    expect(intl.number).toHaveBeenCalledTimes(2);
  });
});
