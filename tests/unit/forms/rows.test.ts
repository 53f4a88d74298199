import { describe, expect, it } from 'vitest';
// The upload form names choices and row rules: what its page loads with it.
import '../../../src/forms/all-form-sources';
import { errorKey, errorSchemaOf, idOfKey, keyOfId, rowServerErrors, rowValidationErrors } from '../../../src/forms/row-errors';
import { rowIsBlank, takenElsewhere, type RowData } from '../../../src/forms/row-values';
import { resultsUploadForm } from '../../../src/generated/forms/results-upload.gen';

const ROWS = ['results'];

describe('errorKey', () => {
  it.each<[string | undefined, string]>([
    ['.first_name', 'first_name'],
    ['first_name', 'first_name'],
    ['.address.line1', 'address'],
    ['.results.2.value', 'results.2.value'],
    ['.results.0', 'results.0'],
    ['.results', 'results'],
    ['.profiles.0', 'profiles'],
    [undefined, ''],
  ])('%s -> %s', (property, key) => expect(errorKey(property, ROWS)).toBe(key));
});

describe('ids and keys', () => {
  const fields = ['test_date', 'profiles', 'results'];
  it.each<[string, string | undefined]>([
    ['results-upload_results_1_value', 'results.1.value'],
    ['results-upload_results_12_analyte', 'results.12.analyte'],
    ['results-upload_test_date', 'test_date'],
    ['results-upload_profiles', 'profiles'],
    ['results-upload_nope', undefined],
  ])('%s -> %s', (id, key) => {
    expect(keyOfId('results-upload', id, fields, ROWS)).toBe(key);
    if (key) expect(idOfKey('results-upload', key)).toBe(id);
  });

  it.each<[string, string | undefined]>([
    // A part of a field's control belongs to the field: a date's month and year boxes, a choice's options.
    ['results-upload_test_date-month', 'test_date'],
    ['results-upload_test_date-year', 'test_date'],
    ['results-upload_profiles-3', 'profiles'],
    // Another form's control, or none of a form's.
    ['personal-details_dob', undefined],
    ['main', undefined],
    ['', undefined],
  ])('a part %s -> %s', (id, key) => expect(keyOfId('results-upload', id, fields, ROWS)).toBe(key));
});

describe('errorSchemaOf', () => {
  it('nests row errors by index and keeps the first message per key', () => {
    expect(
      errorSchemaOf([
        ['results.1.value', 'first'],
        ['results.1.value', 'second'],
        ['test_date', 'date'],
        ['results', 'none'],
      ]),
    ).toEqual({
      results: { 1: { value: { __errors: ['first'] } }, __errors: ['none'] },
      test_date: { __errors: ['date'] },
    });
  });
});

describe('rowIsBlank and takenElsewhere (disabled choices)', () => {
  it.each<[RowData, boolean]>([
    [{}, true],
    [{ analyte: '', value: '  ' }, true],
    [{ value: '0' }, false],
    [{ value: 0 }, false],
  ])('%j blank -> %s', (row, blank) => expect(rowIsBlank(row)).toBe(blank));

  const rows: RowData[] = [{ analyte: 'B12' }, { analyte: 'FERR' }, {}, { analyte: ' ' }];
  it.each<[number, string[]]>([
    [0, ['FERR']],
    [1, ['B12']],
    [2, ['B12', 'FERR']],
    [3, ['B12', 'FERR']],
  ])('row %d: %j are taken', (index, taken) => expect(takenElsewhere(rows, 'analyte', index)).toEqual(taken));
});

describe('rowValidationErrors (results-upload.yaml)', () => {
  const messagesOf = (data: RowData) => rowValidationErrors(resultsUploadForm, data).map((error) => [error.property, error.message]);
  it('names each problem of a started row in the YAML’s words and ignores blank rows', () => {
    expect(messagesOf({ results: [{ analyte: 'B12', value: '5,2', unit: 'ng/L' }, {}, { value: '4' }] })).toEqual([
      ['.results.0.value', 'Use a full stop for decimals and no thousands separators, for example 5.2'],
      ['.results.2.analyte', 'Select the analyte for this result'],
      ['.results.2.unit', 'Select the unit the lab used'],
    ]);
  });
  it('asks for one complete row when every row is blank', () => {
    expect(messagesOf({ results: [{}, {}] })).toEqual([['.results', 'Add at least one result with an analyte, a value and a unit']]);
    expect(messagesOf({})).toEqual([['.results', 'Add at least one result with an analyte, a value and a unit']]);
  });
  it('accepts 0 as a value', () => expect(messagesOf({ results: [{ analyte: 'FERR', value: '0', unit: 'ug/L' }] })).toEqual([]));
});

describe('rowServerErrors', () => {
  const data = { results: [{ analyte: 'B12' }, { analyte: 'FERR' }] };
  it.each<[string, [string, string][]]>([
    ['/data/attributes/results/FERR/value', [['results.1.value', 'detail']]],
    ['/data/attributes/results/B12', [['results.0.analyte', 'detail']]],
    ['/data/attributes/results/CHOL/value', []],
    ['/data/attributes/test_date', []],
  ])('%s -> %j', (pointer, expected) =>
    expect(rowServerErrors([{ detail: 'detail', source: { pointer } }], resultsUploadForm, data)).toEqual(expected),
  );
});
