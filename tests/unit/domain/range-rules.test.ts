import { describe, expect, it } from 'vitest';
import { bandBounds, bandSide, directionFromNormal, statusOf, type RangeBand } from '../../../src/domain/reference-range';
import { catalogueRanges, reportingPrecision } from '../../../src/domain/analyte-catalogue';
import { resultDirection } from '../../../src/domain/result-direction';

/** Ferritin as the catalogue and the lab report it: low, normal, optimal, high. */
const ferritin: RangeBand[] = [
  { status: 'abnormal', min: null, max: 30 },
  { status: 'normal', min: 30, max: 50 },
  { status: 'optimal', min: 50, max: 150 },
  { status: 'abnormal', min: 150, max: null },
];
/** Vitamin D: a closed top band (its max belongs to it) and a severe band below. */
const vitaminD: RangeBand[] = [
  { status: 'highly_abnormal', min: null, max: 25 },
  { status: 'abnormal', min: 25, max: 50 },
  { status: 'normal', min: 50, max: 75 },
  { status: 'optimal', min: 75, max: 200 },
];

describe('statusOf: one rule for lab, uploaded and predicted values (min included, max excluded, top band closed)', () => {
  it.each<[string, readonly RangeBand[], number | null | undefined, string | null]>([
    ['far below', ferritin, 1, 'abnormal'],
    ['just under 30', ferritin, 29.99, 'abnormal'],
    ['exactly 30 (the bound) is the upper band', ferritin, 30, 'normal'],
    ['just over 30', ferritin, 30.01, 'normal'],
    ['just under 50', ferritin, 49.9, 'normal'],
    ['exactly 50', ferritin, 50, 'optimal'],
    ['just under 150', ferritin, 149.99, 'optimal'],
    ['exactly 150', ferritin, 150, 'abnormal'],
    ['open top', ferritin, 10_000, 'abnormal'],
    ['zero', ferritin, 0, 'abnormal'],
    ['vitamin D 24.9', vitaminD, 24.9, 'highly_abnormal'],
    ['vitamin D exactly 25', vitaminD, 25, 'abnormal'],
    ['vitamin D 49.9', vitaminD, 49.9, 'abnormal'],
    ['vitamin D exactly 50', vitaminD, 50, 'normal'],
    ['vitamin D exactly 200, the closed top', vitaminD, 200, 'optimal'],
    ['vitamin D 200.01, above every band', vitaminD, 200.01, null],
    ['no value', ferritin, null, null],
    ['undefined', ferritin, undefined, null],
    ['not a number', ferritin, Number.NaN, null],
    ['no bands', [], 10, null],
  ])('%s', (_, bands, value, expected) => {
    expect(statusOf(value, bands)).toBe(expected);
  });
});

describe('bandSide and directionFromNormal: which side of the healthy bands', () => {
  it.each<[string, readonly RangeBand[], number, string | null]>([
    ['a low band is below', ferritin, 0, 'below'],
    ['the normal band has no side', ferritin, 1, null],
    ['the optimal band has no side', ferritin, 2, null],
    ['a high band is above', ferritin, 3, 'above'],
    ['a severe band below the healthy ones', vitaminD, 0, 'below'],
    ['the band just below normal', vitaminD, 1, 'below'],
  ])('%s', (_, bands, index, expected) => {
    expect(bandSide(bands[index] as RangeBand, bands)).toBe(expected);
  });

  it('a band between two healthy bands, or with no healthy band at all, or not in the list, has no side', () => {
    const between: RangeBand[] = [
      { status: 'normal', min: null, max: 1 },
      { status: 'abnormal', min: 1, max: 2 },
      { status: 'optimal', min: 2, max: null },
    ];
    expect(bandSide(between[1] as RangeBand, between)).toBeNull();
    const noHealthy: RangeBand[] = [
      { status: 'abnormal', min: null, max: 1 },
      { status: 'highly_abnormal', min: 1, max: null },
    ];
    expect(bandSide(noHealthy[0] as RangeBand, noHealthy)).toBeNull();
    expect(bandSide({ status: 'abnormal', min: 0, max: 1 }, ferritin)).toBeNull();
  });

  it.each<[number | null, string | null]>([
    [29.99, 'below'],
    [30, null],
    [49.9, null],
    [50, null],
    [149.99, null],
    [150, 'above'],
    [null, null],
  ])('ferritin %s lies %s', (value, expected) => {
    expect(directionFromNormal(value, ferritin)).toBe(expected);
  });
});

describe("resultDirection: the lab's direction_from_normal first, else worked out from the value", () => {
  it.each<[string, unknown, number | null, string | null]>([
    ['the lab says below', 'below', 100, 'below'],
    ['the lab says above', 'above', 1, 'above'],
    ['low reads as below', 'Low', 100, 'below'],
    ['high reads as above', ' HIGH ', 1, 'above'],
    ['an unknown word falls back to the value', 'sideways', 10, 'below'],
    ['no lab direction: from the value, low', null, 10, 'below'],
    ['no lab direction: from the value, high', undefined, 151, 'above'],
    ['no lab direction: a healthy value', null, 60, null],
    ['a number is no direction', 3, 200, 'above'],
    ['nothing known', null, null, null],
  ])('%s', (_, lab, value, expected) => {
    expect(resultDirection(lab, value, ferritin)).toBe(expected);
  });
});

describe('bandBounds: wording that matches the bound rule', () => {
  it.each<[string, RangeBand, readonly RangeBand[], unknown]>([
    ['open below', ferritin[0] as RangeBand, ferritin, { kind: 'under', max: 30 }],
    ['a middle band excludes its max', ferritin[1] as RangeBand, ferritin, { kind: 'from-to-under', min: 30, max: 50 }],
    ['open above', ferritin[3] as RangeBand, ferritin, { kind: 'at-least', min: 150 }],
    ['a closed top band includes its max', vitaminD[3] as RangeBand, vitaminD, { kind: 'from-to', min: 75, max: 200 }],
    ['a band with no ends', { status: 'normal', min: null, max: null }, [], null],
  ])('%s', (_, band, bands, expected) => {
    expect(bandBounds(band, bands)).toEqual(expected);
  });
});

describe("the catalogue's ranges and reporting precision", () => {
  it('gives ferritin its bands and whole-number precision', () => {
    expect(catalogueRanges('FERR')).toEqual(ferritin);
    expect(reportingPrecision('FERR')).toBe(0);
    expect(reportingPrecision('LDL')).toBe(1);
    expect(reportingPrecision('TSH')).toBe(2);
  });

  it.each([
    ['an unknown code', 'NOPE'],
    ['no code', undefined],
    ['null', null],
  ])('%s has no bands and no precision', (_, code) => {
    expect(catalogueRanges(code)).toEqual([]);
    expect(reportingPrecision(code)).toBeNull();
  });

  it('a binary analyte has no bands', () => {
    expect(catalogueRanges('ACOVG')).toEqual([]);
  });
});
