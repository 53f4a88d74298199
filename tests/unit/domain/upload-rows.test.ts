import { describe, expect, it } from 'vitest';
import { conversionNotice, rowIsComplete, rowProblems, rowsOf, rowsToSend, type UploadRow } from '../../../src/domain/upload-rows';
import { analytesConfig } from '../../../src/generated/analytes-config.gen';

const catalogue = analytesConfig.analytes;

describe('rowIsComplete', () => {
  it.each<[UploadRow, boolean]>([
    [{ analyte: 'B12', value: '400', unit: 'ng/L' }, true],
    [{ analyte: 'B12', value: '0', unit: 'ng/L' }, true],
    [{ analyte: 'B12', value: 0, unit: 'ng/L' }, true],
    [{ analyte: 'B12', value: '', unit: 'ng/L' }, false],
    [{ analyte: 'B12', value: '  ', unit: 'ng/L' }, false],
    [{ analyte: 'B12', unit: 'ng/L' }, false],
    [{ value: '4', unit: 'ng/L' }, false],
    [{ analyte: 'B12', value: '4' }, false],
    [{}, false],
  ])('%j -> %s', (row, expected) => expect(rowIsComplete(row)).toBe(expected));
});

describe('rowProblems', () => {
  it.each<[UploadRow, ReturnType<typeof rowProblems>]>([
    [{}, { analyte: 'analyte-missing', value: 'empty', unit: 'unit-missing' }],
    [{ analyte: 'B12', value: '400', unit: 'ng/L' }, {}],
    [{ analyte: 'B12', value: '0', unit: 'pmol/L' }, {}],
    [{ analyte: 'B12' }, { value: 'empty', unit: 'unit-missing' }],
    [{ value: '4.6' }, { analyte: 'analyte-missing', unit: 'unit-missing' }],
    [{ analyte: 'CHOL', value: '4,6', unit: 'mmol/L' }, { value: 'comma-decimal' }],
    [{ analyte: 'CHOL', value: '<1', unit: 'mmol/L' }, { value: 'operator' }],
    [{ analyte: 'CHOL', value: '-1', unit: 'mmol/L' }, { value: 'negative' }],
    [{ analyte: 'CHOL', value: '4.6', unit: 'ng/L' }, { unit: 'unit-not-accepted' }],
    [{ analyte: 'CHOL', value: '1e9', unit: 'mmol/L' }, { value: 'not-a-number' }],
    [{ analyte: 'CHOL', value: '200000', unit: 'mmol/L' }, { value: 'too-large' }],
    [{ analyte: 'NOPE', value: '4.6', unit: 'mmol/L' }, { analyte: 'analyte-unknown' }],
    [{ analyte: 'ACOVG', value: '1', unit: 'x' }, { analyte: 'analyte-unknown' }],
  ])('%j -> %j', (row, expected) => expect(rowProblems(row, catalogue)).toEqual(expected));
});

describe('conversionNotice', () => {
  it.each<[UploadRow, ReturnType<typeof conversionNotice>]>([
    [{ analyte: 'B12', value: '400', unit: 'ng/L' }, { unit: 'ng/L', productUnit: 'pmol/L', converted: 295.2 }],
    [{ analyte: 'B12', value: '4,0', unit: 'ng/L' }, { unit: 'ng/L', productUnit: 'pmol/L', converted: null }],
    [{ analyte: 'B12', unit: 'ng/L' }, { unit: 'ng/L', productUnit: 'pmol/L', converted: null }],
    [{ analyte: 'B12', value: '400', unit: 'pmol/L' }, null],
    [{ analyte: 'B12', value: '400' }, null],
    [{ analyte: 'CHOL', value: '4', unit: 'ng/L' }, null],
  ])('%j -> %j', (row, expected) => expect(conversionNotice(row, catalogue)).toEqual(expected));
});

describe('rowsToSend', () => {
  it('sends only complete rows, converted and rounded, 0 included', () => {
    const rows: UploadRow[] = [
      { analyte: 'B12', value: '333', unit: 'ng/L' },
      {},
      { analyte: 'FERR', value: '0', unit: 'ug/L' },
      { analyte: 'CHOL', value: '180', unit: 'mg/dL' },
      { analyte: 'CHOL', value: '', unit: 'mmol/L' },
      { analyte: 'ACOVG', value: '1', unit: 'x' },
    ];
    expect(rowsToSend(rows, catalogue)).toEqual([
      { analyte_id: 'B12', value: 245.75, unit: 'pmol/L' },
      { analyte_id: 'FERR', value: 0, unit: 'ug/L' },
      { analyte_id: 'CHOL', value: 4.65, unit: 'mmol/L' },
    ]);
  });
});

describe('rowsOf', () => {
  it.each<[string, unknown, number]>([
    ['a list of rows', [{ analyte: 'B12' }, {}], 2],
    ['drops what is not a row', [{ analyte: 'B12' }, null, 3, 'x'], 1],
    ['not a list', { analyte: 'B12' }, 0],
    ['nothing', undefined, 0],
  ])('%s', (_, value, count) => {
    expect(rowsOf(value)).toHaveLength(count);
  });
});
