import { describe, expect, it } from 'vitest';
import { needsConversion, roundTo2, toProductUnit, type ConvertibleAnalyte } from '../../../src/domain/unit-conversion';

/** The published factors of the issue (and research/results.md section 5), independent of the catalogue file. */
const analytes: ConvertibleAnalyte[] = [
  { code: 'B12', unit: 'pmol/L', units: [{ unit: 'pmol/L', factor: 1 }, { unit: 'ng/L', factor: 0.738 }, { unit: 'pg/mL', factor: 0.738 }] },
  { code: 'FOLA', unit: 'nmol/L', units: [{ unit: 'nmol/L', factor: 1 }, { unit: 'ug/L', factor: 2.265 }, { unit: 'ng/mL', factor: 2.265 }] },
  { code: 'HBA1C', unit: 'mmol/mol', units: [{ unit: 'mmol/mol', factor: 1 }, { unit: '%', factor: 10.929, offset: -23.497 }] },
  { code: 'FERR', unit: 'ug/L', units: [{ unit: 'ug/L', factor: 1 }, { unit: 'ng/mL', factor: 1 }] },
  { code: 'HIV', unit: null, units: [] },
];
const byCode = (code: string) => analytes.find((analyte) => analyte.code === code) as ConvertibleAnalyte;

describe('roundTo2', () => {
  it.each([
    [1.005, 1.01],
    [1.004, 1],
    [2.675, 2.68],
    [0.125, 0.13],
    [0, 0],
    [-0.001, 0],
    [-1.005, -1.01],
    [295.2, 295.2],
    [123456.789, 123456.79],
  ])('%d -> %d', (value, expected) => expect(roundTo2(value)).toBe(expected));
});

describe('toProductUnit', () => {
  it.each<[string, number, string, number | undefined]>([
    ['B12', 400, 'ng/L', 295.2],
    ['B12', 400, 'pg/mL', 295.2],
    ['B12', 333, 'ng/L', 245.75],
    ['B12', 295.2, 'pmol/L', 295.2],
    ['FOLA', 10, 'ug/L', 22.65],
    ['FOLA', 7.3, 'ng/mL', 16.53],
    ['FOLA', 0, 'ug/L', 0],
    ['HBA1C', 5.4, '%', 35.52],
    ['HBA1C', 6.5, '%', 47.54],
    ['FERR', 18, 'ng/mL', 18],
    ['B12', 400, 'mmol/L', undefined],
    ['HIV', 1, 'x', undefined],
  ])('%s %d %s -> %j', (code, value, unit, expected) => expect(toProductUnit(byCode(code), value, unit)).toBe(expected));
});

describe('needsConversion', () => {
  it.each<[string, string, boolean]>([
    ['B12', 'ng/L', true],
    ['B12', 'pmol/L', false],
    ['FOLA', 'ug/L', true],
    ['FERR', 'ng/mL', true],
    ['B12', 'unknown', false],
    ['HIV', 'x', false],
  ])('%s in %s -> %s', (code, unit, expected) => expect(needsConversion(byCode(code), unit)).toBe(expected));
});
