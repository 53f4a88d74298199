import { describe, expect, it } from 'vitest';
import { bandExtent, bandOf, focusDomain, parseRanges, positionIn, rangeDomain, type RangeBand } from '../../../src/domain/reference-range';

const cholesterol: RangeBand[] = [
  { status: 'optimal', min: null, max: 4 },
  { status: 'normal', min: 4, max: 5 },
  { status: 'abnormal', min: 5, max: 7.5 },
  { status: 'highly_abnormal', min: 7.5, max: null },
];

describe('parseRanges', () => {
  it.each([
    ['keeps well-formed bands, lowest first', [{ status: 'normal', min: 4, max: 5 }, { status: 'optimal', min: null, max: 4 }], [{ status: 'optimal', min: null, max: 4 }, { status: 'normal', min: 4, max: 5 }]],
    ['reads numeric strings', [{ status: 'normal', min: '1.2', max: '3' }], [{ status: 'normal', min: 1.2, max: 3 }]],
    ['drops unknown statuses', [{ status: 'great', min: 1, max: 2 }], []],
    ['drops bands with no ends', [{ status: 'normal', min: null, max: null }], []],
    ['drops inverted bands', [{ status: 'normal', min: 5, max: 4 }], []],
    ['drops non-numeric ends', [{ status: 'normal', min: 'low', max: 4 }], []],
    ['drops non-objects', [null, 3, 'x'], []],
  ])('%s', (_, raw, expected) => {
    expect(parseRanges(raw)).toEqual(expected);
  });

  it('treats a missing list as no bands', () => {
    expect(parseRanges(undefined)).toEqual([]);
    expect(parseRanges(null)).toEqual([]);
  });
});

describe('rangeDomain (unbounded ends extended by 15 %)', () => {
  it.each<[string, RangeBand[], number[], [number, number] | null]>([
    ['two open ends extend 15 % of the finite span each way', cholesterol, [4.6], [3.475, 8.025]],
    ['one-sided (open above) extends only the top', [{ status: 'abnormal', min: 0, max: 30 }, { status: 'normal', min: 30, max: null }], [45], [0, 51.75]],
    ['never below zero when all numbers are non-negative', [{ status: 'optimal', min: null, max: 4 }, { status: 'normal', min: 4, max: 10 }], [5], [3.1, 10]],
    ['a value beyond the last finite end widens the domain', [{ status: 'normal', min: 1, max: 2 }], [3], [1, 3.3]],
    ['no range: the values alone, extended', [], [5, 7], [4.7, 7.3]],
    ['a single value and no range', [], [5], [4.25, 5.75]],
    ['nothing at all', [], [], null],
    ['ignores NaN values', [{ status: 'normal', min: 1, max: 2 }], [Number.NaN], [1, 2]],
  ])('%s', (_, bands, values, expected) => {
    const domain = rangeDomain(bands, values, 15);
    if (expected === null) expect(domain).toBeNull();
    else {
      expect(domain?.[0]).toBeCloseTo(expected[0], 6);
      expect(domain?.[1]).toBeCloseTo(expected[1], 6);
    }
  });

  it('reads 15 % from app.yaml by default', () => {
    expect(rangeDomain(cholesterol, [4.6])).toEqual(rangeDomain(cholesterol, [4.6], 15));
  });
});

describe('bandOf: where a value falls', () => {
  it.each<[number | null | undefined, string | null]>([
    [3.9, 'optimal'],
    [4, 'normal'],
    [4.99, 'normal'],
    [5, 'abnormal'],
    [7.5, 'highly_abnormal'],
    [-1, 'optimal'],
    [100, 'highly_abnormal'],
    [null, null],
    [undefined, null],
    [Number.NaN, null],
  ])('%s is %s', (value, expected) => {
    expect(bandOf(value, cholesterol)?.status ?? null).toBe(expected);
  });

  it('closes a bounded top band above, and finds nothing outside a bounded range', () => {
    const bounded: RangeBand[] = [{ status: 'normal', min: 1, max: 2 }];
    expect(bandOf(2, bounded)?.status).toBe('normal');
    expect(bandOf(2.1, bounded)).toBeNull();
    expect(bandOf(0.9, bounded)).toBeNull();
  });
});

describe('positions', () => {
  it.each<[number, [number, number], number]>([
    [5, [0, 10], 0.5],
    [-5, [0, 10], 0],
    [50, [0, 10], 1],
    [3, [3, 3], 0.5],
  ])('%s in %j is %s', (value, domain, expected) => {
    expect(positionIn(value, domain)).toBe(expected);
  });

  it('runs open band ends to the domain edges', () => {
    expect(bandExtent({ status: 'optimal', min: null, max: 4 }, [3, 9])).toEqual([3, 4]);
    expect(bandExtent({ status: 'highly_abnormal', min: 7.5, max: null }, [3, 9])).toEqual([7.5, 9]);
  });
});

describe('focusDomain (history charts)', () => {
  it.each<[string, RangeBand[], number[], [number, number]]>([
    ['runs from the values out to the nearest boundary above; open below extends 15 %', [{ status: 'abnormal', min: null, max: 30 }, { status: 'normal', min: 30, max: 50 }, { status: 'optimal', min: 50, max: 150 }], [18, 31, 22], [16.05, 50]],
    ['stops at the nearest boundaries on both sides', [{ status: 'normal', min: 4, max: 5 }, { status: 'abnormal', min: 5, max: 7.5 }], [4.6, 4.9], [4, 5]],
    ['no bands: the values with a margin', [], [10, 20], [8.5, 21.5]],
  ])('%s', (_, bands, values, [lo, hi]) => {
    const domain = focusDomain(bands, values, 15);
    expect(domain?.[0]).toBeCloseTo(lo, 2);
    expect(domain?.[1]).toBeCloseTo(hi, 2);
  });
});
