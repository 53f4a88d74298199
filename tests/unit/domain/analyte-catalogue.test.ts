import { describe, expect, it } from 'vitest';
import { analytesConfig } from '../../../src/generated/analytes-config.gen';
import {
  analyteByCode,
  catalogueRanges,
  conversionFor,
  groupName,
  reportingPrecision,
  toDisplayUnit,
} from '../../../src/domain/analyte-catalogue';

function analyte(code: string) {
  const found = analyteByCode(code);
  if (!found) throw new Error(`no ${code} in the catalogue`);
  return found;
}

describe('analyte catalogue', () => {
  it.each([
    // analyte, value, unit, expected in the display unit (issue 13's published factors)
    ['B12', 400, 'pg/mL', 295.2],
    ['B12', 400, 'ng/L', 295.2],
    ['FOLA', 10, 'ng/mL', 22.65],
    ['FOLA', 10, 'ug/L', 22.65],
    ['VITD', 20, 'ng/mL', 49.92],
    ['FERR', 45, 'ng/mL', 45],
    ['CHOL', 200, 'mg/dL', 5.172],
    ['LDL', 100, 'mg/dL', 2.586],
    ['HDL', 50, 'mg/dL', 1.293],
    ['TRIG', 150, 'mg/dL', 1.6935],
    ['GLU', 90, 'mg/dL', 4.995],
    ['CREA', 1, 'mg/dL', 88.4],
    ['CRP', 0.5, 'mg/dL', 5],
    ['HBA1C', 5.5, '%', 36.6095],
    ['HBA1C', 6.5, '%', 47.5385],
    ['CHOL', 5.2, 'mmol/L', 5.2],
    ['CHOL', 200, 'MG/DL', 5.172],
    ['CHOL', 200, ' mg/dL ', 5.172],
  ])('%s %s %s is %s in the display unit', (code, value, unit, expected) => {
    expect(toDisplayUnit(analyte(code), value, unit)).toBeCloseTo(expected, 6);
  });

  it('gives null for a unit the analyte does not accept', () => {
    expect(toDisplayUnit(analyte('FT4'), 1.2, 'ng/dL')).toBeNull();
    expect(conversionFor(analyte('ACOVG'), 'mmol/L')).toBeUndefined();
  });

  it('lists every analyte display unit first, converting to itself', () => {
    for (const entry of analytesConfig.analytes.filter((candidate) => candidate.binary !== true)) {
      expect(entry.units[0]).toMatchObject({ unit: entry.unit, factor: 1 });
    }
  });

  it('knows unknown and missing codes as undefined, and group names', () => {
    expect(analyteByCode('NOPE')).toBeUndefined();
    expect(analyteByCode(null)).toBeUndefined();
    expect(analyteByCode(undefined)).toBeUndefined();
    expect(analyteByCode('')).toBeUndefined();
    expect(analyteByCode('B12')?.code).toBe('B12');
  });

  it('gives the catalogue bands and reporting precision of an analyte', () => {
    expect(catalogueRanges('FERR')).toEqual([
      { status: 'abnormal', min: null, max: 30 },
      { status: 'normal', min: 30, max: 50 },
      { status: 'optimal', min: 50, max: 150 },
      { status: 'abnormal', min: 150, max: null },
    ]);
    expect(catalogueRanges('NOPE')).toEqual([]);
    expect(catalogueRanges(null)).toEqual([]);
    expect(reportingPrecision('FERR')).toBe(0);
    expect(reportingPrecision('NOPE')).toBeNull();
    expect(reportingPrecision(undefined)).toBeNull();
    expect(groupName('heart')).toBe('Heart health');
    expect(groupName('nope')).toBeUndefined();
  });
});
