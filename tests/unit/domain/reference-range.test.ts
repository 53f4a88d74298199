import { describe, expect, it } from 'vitest';
import {
  bandBounds,
  bandExtent,
  bandOf,
  bandSide,
  directionFromNormal,
  focusDomain,
  parseRanges,
  positionIn,
  rangeDomain,
  statusOf,
  type BandBounds,
  type RangeBand,
} from '../../../src/domain/reference-range';

const cholesterol: RangeBand[] = [
  { status: 'optimal', min: null, max: 4 },
  { status: 'normal', min: 4, max: 5 },
  { status: 'abnormal', min: 5, max: 7.5 },
  { status: 'highly_abnormal', min: 7.5, max: null },
];

describe('parseRanges', () => {
  it.each([
    [
      'keeps well-formed bands, lowest first',
      [
        { status: 'normal', min: 4, max: 5 },
        { status: 'optimal', min: null, max: 4 },
      ],
      [
        { status: 'optimal', min: null, max: 4 },
        { status: 'normal', min: 4, max: 5 },
      ],
    ],
    ['reads numeric strings', [{ status: 'normal', min: '1.2', max: '3' }], [{ status: 'normal', min: 1.2, max: 3 }]],
    ['drops unknown statuses', [{ status: 'great', min: 1, max: 2 }], []],
    ['drops bands with no ends', [{ status: 'normal', min: null, max: null }], []],
    ['drops inverted bands', [{ status: 'normal', min: 5, max: 4 }], []],
    ['drops non-numeric ends', [{ status: 'normal', min: 'low', max: 4 }], []],
    ['drops non-objects', [null, 3, 'x'], []],
    ['drops undefined entries', [undefined, { status: 'normal', min: 1, max: 2 }], [{ status: 'normal', min: 1, max: 2 }]],
    [
      'reads a missing end as open',
      [
        { status: 'normal', max: 4 },
        { status: 'abnormal', min: 4 },
      ],
      [
        { status: 'normal', min: null, max: 4 },
        { status: 'abnormal', min: 4, max: null },
      ],
    ],
    ['keeps an open top band', [{ status: 'abnormal', min: 5, max: null }], [{ status: 'abnormal', min: 5, max: null }]],
    ['keeps an open bottom band below zero', [{ status: 'abnormal', min: null, max: -1 }], [{ status: 'abnormal', min: null, max: -1 }]],
    ['keeps a band of one value', [{ status: 'normal', min: 4, max: 4 }], [{ status: 'normal', min: 4, max: 4 }]],
    ['drops a non-numeric max', [{ status: 'normal', min: 1, max: 'high' }], []],
    ['drops blank text ends', [{ status: 'normal', min: ' ', max: 4 }], []],
    [
      'keeps every known status',
      ['highly_abnormal', 'out_of_range', 'abnormal', 'normal', 'optimal', 'not_applicable'].map((status, index) => ({
        status,
        min: index,
        max: index + 1,
      })),
      ['highly_abnormal', 'out_of_range', 'abnormal', 'normal', 'optimal', 'not_applicable'].map((status, index) => ({
        status,
        min: index,
        max: index + 1,
      })),
    ],
    [
      'sorts scrambled bands lowest first, an open bottom first of all',
      [cholesterol[2], cholesterol[3], cholesterol[0], cholesterol[1]],
      cholesterol,
    ],
    ['sorts bands given highest first', [cholesterol[3], cholesterol[2], cholesterol[1], cholesterol[0]], cholesterol],
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
    [
      'one-sided (open above) extends only the top',
      [
        { status: 'abnormal', min: 0, max: 30 },
        { status: 'normal', min: 30, max: null },
      ],
      [45],
      [0, 51.75],
    ],
    [
      'never below zero when all numbers are non-negative',
      [
        { status: 'optimal', min: null, max: 4 },
        { status: 'normal', min: 4, max: 10 },
      ],
      [5],
      [3.1, 10],
    ],
    ['a value beyond the last finite end widens the domain', [{ status: 'normal', min: 1, max: 2 }], [3], [1, 3.3]],
    ['no range: the values alone, extended', [], [5, 7], [4.7, 7.3]],
    ['a single value and no range', [], [5], [4.25, 5.75]],
    ['nothing at all', [], [], null],
    ['ignores NaN values', [{ status: 'normal', min: 1, max: 2 }], [Number.NaN], [1, 2]],
    [
      'clamps at zero when every number is at least zero',
      [
        { status: 'abnormal', min: null, max: 1 },
        { status: 'normal', min: 1, max: 10 },
      ],
      [5],
      [0, 10],
    ],
    [
      'does not clamp when a number is below zero',
      [
        { status: 'abnormal', min: null, max: -1 },
        { status: 'normal', min: -1, max: 9 },
      ],
      [5],
      [-2.5, 9],
    ],
    ['a value on the lowest bound extends below', [{ status: 'normal', min: 1, max: 2 }], [1, 1.5], [0.85, 2]],
    ['a value on the highest bound extends above', [{ status: 'normal', min: 1, max: 2 }], [1.5, 2], [1, 2.15]],
    ['values inside bounded bands extend nothing', [{ status: 'normal', min: 1, max: 2 }], [1.2, 1.8], [1, 2]],
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
    [5, [2, 12], 0.3],
    [3, [4, 3], 0.5],
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
    [
      'runs from the values out to the nearest boundary above; open below extends 15 %',
      [
        { status: 'abnormal', min: null, max: 30 },
        { status: 'normal', min: 30, max: 50 },
        { status: 'optimal', min: 50, max: 150 },
      ],
      [18, 31, 22],
      [16.05, 50],
    ],
    [
      'stops at the nearest boundaries on both sides',
      [
        { status: 'normal', min: 4, max: 5 },
        { status: 'abnormal', min: 5, max: 7.5 },
      ],
      [4.6, 4.9],
      [4, 5],
    ],
    ['no bands: the values with a margin', [], [10, 20], [8.5, 21.5]],
    ['unreadable values are left out', [], [Number.NaN, 10, 20], [8.5, 21.5]],
    [
      'a value on a bound: half a margin beyond it',
      [
        { status: 'normal', min: 4, max: 5 },
        { status: 'abnormal', min: 5, max: 7.5 },
      ],
      [4, 4.5],
      [3.9625, 5],
    ],
    [
      'a value on the upper bound: half a margin beyond it',
      [
        { status: 'normal', min: 4, max: 5 },
        { status: 'abnormal', min: 5, max: 7.5 },
      ],
      [4.5, 5],
      [4, 5.0375],
    ],
    ['the nearest of several bounds below', cholesterol, [6, 7], [5, 7.5]],
    ['clamped at zero', [], [0.1, 1], [0, 1.135]],
    ['not clamped below zero', [], [-5, 5], [-6.5, 6.5]],
    ['below zero, a value on a bound', [{ status: 'normal', min: -2, max: 0 }], [-2, -1], [-2.075, 0]],
  ])('%s', (_, bands, values, [lo, hi]) => {
    const domain = focusDomain(bands, values, 15);
    expect(domain?.[0]).toBeCloseTo(lo, 4);
    expect(domain?.[1]).toBeCloseTo(hi, 4);
  });

  it('with no readable value, draws the bands as the range bar does', () => {
    expect(focusDomain(cholesterol, [], 15)).toEqual(rangeDomain(cholesterol, [], 15));
    expect(focusDomain(cholesterol, [Number.NaN], 15)).toEqual(rangeDomain(cholesterol, [], 15));
    expect(focusDomain([], [])).toBeNull();
  });
});

const ferritin: RangeBand[] = [
  { status: 'highly_abnormal', min: null, max: 15 },
  { status: 'abnormal', min: 15, max: 30 },
  { status: 'normal', min: 30, max: 150 },
  { status: 'abnormal', min: 150, max: 400 },
];

describe('statusOf: the status a value earns against the bands', () => {
  it.each<[number | null | undefined, RangeBand[], string | null]>([
    [48, ferritin, 'normal'],
    [30, ferritin, 'normal'],
    [29.99, ferritin, 'abnormal'],
    [400, ferritin, 'abnormal'],
    [400.01, ferritin, null],
    [14, ferritin, 'highly_abnormal'],
    [null, ferritin, null],
    [5, [], null],
  ])('%s -> %s', (value, bands, expected) => expect(statusOf(value, bands)).toBe(expected));
});

describe('bandSide and directionFromNormal: which side of the healthy bands', () => {
  it.each<[string, RangeBand, RangeBand[], 'below' | 'above' | null]>([
    ['highly abnormal below normal', ferritin[0] as RangeBand, ferritin, 'below'],
    ['abnormal below normal', ferritin[1] as RangeBand, ferritin, 'below'],
    ['normal itself', ferritin[2] as RangeBand, ferritin, null],
    ['abnormal above normal', ferritin[3] as RangeBand, ferritin, 'above'],
    ['optimal itself', cholesterol[0] as RangeBand, cholesterol, null],
    ['above both optimal and normal', cholesterol[2] as RangeBand, cholesterol, 'above'],
    ['highly abnormal above them', cholesterol[3] as RangeBand, cholesterol, 'above'],
    ['a band that is not in the list', { status: 'abnormal', min: 1, max: 2 }, ferritin, null],
    ['no healthy band to be on a side of', { status: 'abnormal', min: 1, max: 2 }, [{ status: 'abnormal', min: 1, max: 2 }], null],
    [
      'between two healthy bands',
      { status: 'abnormal', min: 2, max: 3 },
      [
        { status: 'optimal', min: 1, max: 2 },
        { status: 'abnormal', min: 2, max: 3 },
        { status: 'normal', min: 3, max: 4 },
      ],
      null,
    ],
  ])('%s', (_, band, bands, expected) => {
    const listed =
      bands.find((candidate) => candidate.min === band.min && candidate.max === band.max && candidate.status === band.status) ?? band;
    expect(bandSide(listed, bands)).toBe(expected);
  });

  it.each<[number | null, 'below' | 'above' | null]>([
    [10, 'below'],
    [20, 'below'],
    [48, null],
    [200, 'above'],
    [500, null],
    [null, null],
  ])('ferritin %s -> %s', (value, expected) => expect(directionFromNormal(value, ferritin)).toBe(expected));
});

describe('bandBounds: how a band reads, matching bandOf', () => {
  it.each<[string, RangeBand, RangeBand[], BandBounds | null]>([
    ['open below', ferritin[0] as RangeBand, ferritin, { kind: 'under', max: 15 }],
    ['bounded, not the top', ferritin[1] as RangeBand, ferritin, { kind: 'from-to-under', min: 15, max: 30 }],
    ['the top band includes its max', ferritin[3] as RangeBand, ferritin, { kind: 'from-to', min: 150, max: 400 }],
    ['open above', cholesterol[3] as RangeBand, cholesterol, { kind: 'at-least', min: 7.5 }],
    ['no ends at all', { status: 'normal', min: null, max: null }, [], null],
  ])('%s', (_, band, bands, expected) => expect(bandBounds(band, bands)).toEqual(expected));
});
