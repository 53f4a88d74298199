import { describe, expect, it } from 'vitest';
import { analyteByCode } from '../../../src/domain/analyte-catalogue';
import { needsConversion, roundTo2, toProductUnit } from '../../../src/domain/unit-conversion';
import { analytesConfig } from '../../../src/generated/analytes-config.gen';
import type { AnalyteDefinition } from '../../../src/generated/config-types.gen';

const analyte = (code: string) => analyteByCode(code) as AnalyteDefinition;

/**
 * Every (analyte, unit) pair of config/analytes.yaml, each with a value worked by hand from the published factor
 * (issue 13, research/results.md section 5), so a changed factor or an unlisted new unit fails here.
 */
const PAIRS: [code: string, unit: string, value: number, expected: number][] = [
  ['CHOL', 'mmol/L', 4.6, 4.6],
  ['CHOL', 'mg/dL', 180, 4.65],
  ['LDL', 'mmol/L', 2.4, 2.4],
  ['LDL', 'mg/dL', 100, 2.59],
  ['HDL', 'mmol/L', 1.7, 1.7],
  ['HDL', 'mg/dL', 60, 1.55],
  ['NHDL', 'mmol/L', 3.1, 3.1],
  ['NHDL', 'mg/dL', 130, 3.36],
  ['TRIG', 'mmol/L', 1.2, 1.2],
  ['TRIG', 'mg/dL', 150, 1.69],
  ['CHDR', 'ratio', 3.5, 3.5],
  ['HBA1C', 'mmol/mol', 36, 36],
  ['HBA1C', '%', 5.4, 35.52],
  ['HBA1C', '%', 6.5, 47.54],
  ['GLU', 'mmol/L', 5.1, 5.1],
  ['GLU', 'mg/dL', 90, 5],
  ['FERR', 'ug/L', 18, 18],
  ['FERR', 'ng/mL', 18, 18],
  ['VITD', 'nmol/L', 52, 52],
  ['VITD', 'ng/mL', 30, 74.88],
  ['B12', 'pmol/L', 295.2, 295.2],
  ['B12', 'pg/mL', 400, 295.2],
  ['B12', 'ng/L', 333, 245.75],
  ['FOLA', 'nmol/L', 22.65, 22.65],
  ['FOLA', 'ng/mL', 7.3, 16.53],
  ['FOLA', 'ug/L', 10, 22.65],
  ['CRP', 'mg/L', 1.2, 1.2],
  ['CRP', 'mg/dL', 0.35, 3.5],
  ['TSH', 'mU/L', 2.1, 2.1],
  ['TSH', 'mIU/L', 2.1, 2.1],
  ['FT4', 'pmol/L', 15, 15],
  ['CREA', 'umol/L', 80, 80],
  ['CREA', 'mg/dL', 0.9, 79.56],
  ['EGFR', 'mL/min/1.73m2', 90, 90],
  ['ALT', 'U/L', 25, 25],
  ['ALT', 'IU/L', 25, 25],
];

describe('toProductUnit over every catalogue unit pair', () => {
  it.each(PAIRS)('%s: %s %d -> %d', (code, unit, value, expected) => expect(toProductUnit(analyte(code), value, unit)).toBe(expected));

  it('has a row for every accepted unit of every numeric analyte in config/analytes.yaml', () => {
    const catalogued = analytesConfig.analytes
      .flatMap((entry) => entry.units.map((conversion) => `${entry.code} ${conversion.unit}`))
      .sort();
    const tabled = [...new Set(PAIRS.map(([code, unit]) => `${code} ${unit}`))].sort();
    expect(tabled).toEqual(catalogued);
  });

  it.each<[string, number, string]>([
    ['B12', 400, 'mmol/L'],
    ['ACOVG', 1, 'x'],
  ])('%s %d %s -> undefined (not accepted / positive-negative analyte)', (code, value, unit) =>
    expect(toProductUnit(analyte(code), value, unit)).toBeUndefined(),
  );

  it('matches units case-insensitively as labs write them', () => expect(toProductUnit(analyte('CHOL'), 180, 'mg/dl')).toBe(4.65));

  const odd = (unit: string | null, binary: boolean): AnalyteDefinition => ({
    code: 'ODD',
    name: 'Odd',
    unit,
    binary,
    group: 'other',
    loinc: { code: '1742-6', display: 'Odd', source: 'test' },
    ucum: unit,
    cvi: null,
    cva: null,
    skewed: false,
    precision: 1,
    contentId: null,
    units: [
      { unit: 'U', factor: 1 },
      { unit: 'V', factor: 2 },
    ],
  });
  it('converts nothing for a binary analyte or one without a unit, even with a conversion listed', () => {
    expect(toProductUnit(odd('U', false), 3, 'V')).toBe(6);
    expect(toProductUnit(odd('U', true), 3, 'V')).toBeUndefined();
    expect(toProductUnit(odd(null, false), 3, 'V')).toBeUndefined();
    expect(needsConversion(odd('U', false), 'V')).toBe(true);
    expect(needsConversion(odd(null, false), 'V')).toBe(false);
  });
});

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
    [1 / 3, 0.33],
  ])('%d -> %d', (value, expected) => expect(roundTo2(value)).toBe(expected));
});

describe('needsConversion', () => {
  it.each<[string, string, boolean]>([
    ['B12', 'ng/L', true],
    ['B12', 'pg/mL', true],
    ['B12', 'pmol/L', false],
    ['B12', 'PMOL/L', false],
    ['FOLA', 'ug/L', true],
    ['FOLA', 'nmol/L', false],
    ['FERR', 'ng/mL', true],
    ['HBA1C', '%', true],
    ['B12', 'unknown', false],
    ['ACOVG', 'x', false],
  ])('%s in %s -> %s', (code, unit, expected) => expect(needsConversion(analyte(code), unit)).toBe(expected));
});
