import { describe, expect, it } from 'vitest';
import { conversionNotice, isUploadable, rowProblems, rowsOf, rowsToSend, type UploadRow } from '../../../src/domain/upload-rows';
import type { AnalyteDefinition } from '../../../src/generated/config-types.gen';
import { analytesConfig } from '../../../src/generated/analytes-config.gen';

const catalogue = analytesConfig.analytes;

const entry = (code: string, unit: string | null, binary: boolean, units: string[]): AnalyteDefinition => ({
  code,
  name: code,
  unit,
  binary,
  group: 'other',
  loinc: { code: '1742-6', display: code, source: 'test' },
  ucum: unit,
  cvi: null,
  cva: null,
  skewed: false,
  precision: 1,
  contentId: null,
  units: units.map((name, index) => ({ unit: name, factor: index + 1 })),
});
/** Entries the real catalogue does not have, each failing one part of being uploadable. */
const odd: AnalyteDefinition[] = [
  entry('NUM', 'U', false, ['U', 'V']),
  entry('BIN', 'U', true, ['U', 'V']),
  entry('NOUNIT', null, false, ['U', 'V']),
  entry('NOLIST', 'U', false, []),
];

describe('isUploadable: a number in a unit the catalogue converts', () => {
  it.each<[string, boolean]>([
    ['NUM', true],
    ['BIN', false],
    ['NOUNIT', false],
    ['NOLIST', false],
    ['B12', true],
    ['ACOVG', false],
  ])('%s -> %s', (code, expected) =>
    expect(isUploadable([...odd, ...catalogue].find((candidate) => candidate.code === code) as AnalyteDefinition)).toBe(expected),
  );
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
    [{ analyte: 'BIN', value: '1', unit: 'V' }, { analyte: 'analyte-unknown' }],
    [{ analyte: 'NUM', value: '1', unit: 'W' }, { unit: 'unit-not-accepted' }],
    [{ analyte: 'NUM', value: '1', unit: ' v ' }, {}],
  ])('%j -> %j', (row, expected) => expect(rowProblems(row, [...odd, ...catalogue])).toStrictEqual(expected));
});

describe('conversionNotice', () => {
  it.each<[UploadRow, ReturnType<typeof conversionNotice>]>([
    [
      { analyte: 'B12', value: '400', unit: 'ng/L' },
      { unit: 'ng/L', productUnit: 'pmol/L', converted: 295.2 },
    ],
    [
      { analyte: 'B12', value: '4,0', unit: 'ng/L' },
      { unit: 'ng/L', productUnit: 'pmol/L', converted: null },
    ],
    [
      { analyte: 'B12', unit: 'ng/L' },
      { unit: 'ng/L', productUnit: 'pmol/L', converted: null },
    ],
    [{ analyte: 'B12', value: '400', unit: 'pmol/L' }, null],
    [{ analyte: 'B12', value: '400' }, null],
    [{ analyte: 'CHOL', value: '4', unit: 'ng/L' }, null],
    [{ analyte: 'NOPE', value: '4', unit: 'ng/L' }, null],
    [{ value: '4', unit: 'ng/L' }, null],
    [
      { analyte: 'NUM', value: '3', unit: 'V' },
      { unit: 'V', productUnit: 'U', converted: 6 },
    ],
    [{ analyte: 'BIN', value: '3', unit: 'V' }, null],
    [{ analyte: 'NOUNIT', value: '3', unit: 'V' }, null],
    [{ analyte: 'NUM', value: '3', unit: ' ' }, null],
  ])('%j -> %j', (row, expected) => expect(conversionNotice(row, [...odd, ...catalogue])).toEqual(expected));
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

  it.each<[string, UploadRow]>([
    ['no analyte', { value: '4', unit: 'ng/L' }],
    ['a blank analyte', { analyte: ' ', value: '4', unit: 'ng/L' }],
    ['an unknown analyte', { analyte: 'NOPE', value: '4', unit: 'ng/L' }],
    ['no value', { analyte: 'B12', unit: 'ng/L' }],
    ['a blank value', { analyte: 'B12', value: '  ', unit: 'ng/L' }],
    ['an unreadable value', { analyte: 'B12', value: '4,0', unit: 'ng/L' }],
    ['no unit', { analyte: 'B12', value: '4' }],
    ['a blank unit', { analyte: 'B12', value: '4', unit: ' ' }],
    ['a unit the analyte does not accept', { analyte: 'B12', value: '4', unit: 'mmol/L' }],
    ['a binary analyte', { analyte: 'BIN', value: '4', unit: 'V' }],
    ['an analyte with no unit', { analyte: 'NOUNIT', value: '4', unit: 'V' }],
  ])('does not send a row with %s', (_, row) => expect(rowsToSend([row], [...odd, ...catalogue])).toEqual([]));

  it('sends a number typed as a number, 0 included, and trims what was typed', () => {
    expect(
      rowsToSend(
        [
          { analyte: ' NUM ', value: 0, unit: 'U' },
          { analyte: 'NUM', value: ' 2 ', unit: ' V ' },
        ],
        odd,
      ),
    ).toEqual([
      { analyte_id: 'NUM', value: 0, unit: 'U' },
      { analyte_id: 'NUM', value: 4, unit: 'U' },
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
