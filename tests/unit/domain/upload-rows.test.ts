import { describe, expect, it } from 'vitest';
import { analytesUsedElsewhere, conversionNotice, rowIsComplete, rowProblems, rowsToSend, type UploadRow } from '../../../src/domain/upload-rows';
import type { ConvertibleAnalyte } from '../../../src/domain/unit-conversion';

const catalogue: ConvertibleAnalyte[] = [
  { code: 'B12', unit: 'pmol/L', units: [{ unit: 'pmol/L', factor: 1 }, { unit: 'ng/L', factor: 0.738 }] },
  { code: 'FERR', unit: 'ug/L', units: [{ unit: 'ug/L', factor: 1 }, { unit: 'ng/mL', factor: 1 }] },
  { code: 'CHOL', unit: 'mmol/L', units: [{ unit: 'mmol/L', factor: 1 }, { unit: 'mg/dL', factor: 0.02586 }] },
  { code: 'HIV', unit: null, units: [] },
];

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
    [{}, {}],
    [{ analyte: '', value: '', unit: '' }, {}],
    [{ analyte: 'B12', value: '400', unit: 'ng/L' }, {}],
    [{ analyte: 'B12', value: '0', unit: 'pmol/L' }, {}],
    [{ analyte: 'B12' }, { value: 'empty', unit: 'unit-missing' }],
    [{ value: '4.6' }, { analyte: 'analyte-missing', unit: 'unit-missing' }],
    [{ analyte: 'CHOL', value: '4,6', unit: 'mmol/L' }, { value: 'comma-decimal' }],
    [{ analyte: 'CHOL', value: '<1', unit: 'mmol/L' }, { value: 'operator' }],
    [{ analyte: 'CHOL', value: '-1', unit: 'mmol/L' }, { value: 'negative' }],
    [{ analyte: 'CHOL', value: '4.6', unit: 'ng/L' }, { unit: 'unit-not-accepted' }],
    [{ analyte: 'NOPE', value: '4.6', unit: 'mmol/L' }, { analyte: 'analyte-unknown' }],
    [{ analyte: 'HIV', value: '1', unit: 'x' }, { analyte: 'analyte-unknown' }],
  ])('%j -> %j', (row, expected) => expect(rowProblems(row, catalogue)).toEqual(expected));
});

describe('analytesUsedElsewhere (disabled choices)', () => {
  const rows: UploadRow[] = [{ analyte: 'B12' }, { analyte: 'FERR' }, {}, { analyte: '' }];
  it.each<[number, string[]]>([
    [0, ['FERR']],
    [1, ['B12']],
    [2, ['B12', 'FERR']],
    [3, ['B12', 'FERR']],
  ])('row %d -> %j', (index, expected) => expect(analytesUsedElsewhere(rows, index)).toEqual(expected));
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
      { analyte: 'HIV', value: '1', unit: 'x' },
    ];
    expect(rowsToSend(rows, catalogue)).toEqual([
      { analyte_id: 'B12', value: 245.75, unit: 'pmol/L' },
      { analyte_id: 'FERR', value: 0, unit: 'ug/L' },
      { analyte_id: 'CHOL', value: 4.65, unit: 'mmol/L' },
    ]);
  });
});
