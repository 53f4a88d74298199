import { describe, expect, it } from 'vitest';
import {
  differences,
  earlierComparison,
  historyPoints,
  resultDate,
  type HistoryInput,
  type HistoryPoint,
} from '../../../src/domain/result-history';

const ranges = [
  { status: 'abnormal', min: null, max: 30 },
  { status: 'normal', min: 30, max: 50 },
  { status: 'optimal', min: 50, max: null },
];

function result(id: string, value: number | string | null, at: string | null, extra: Partial<HistoryInput> = {}): HistoryInput {
  return {
    id,
    analyte_id: 'FERR',
    value,
    unit: 'ug/L',
    operator: null,
    processed_at: at,
    uploaded: false,
    successful: true,
    is_binary_result: false,
    severity: 'normal',
    reason_for_failure: null,
    sample_type: 'finger_prick',
    reference_ranges: ranges,
    direction_from_normal: null,
    ...extra,
  };
}

describe('resultDate: an upload sits on the test date entered, a lab result on when the lab measured it', () => {
  it.each<[string, Pick<HistoryInput, 'uploaded' | 'processed_at' | 'test'>, string | null]>([
    [
      'an upload with its test date',
      { uploaded: true, processed_at: '2026-11-25T10:00:00Z', test: { test_date: '2026-11-22' } },
      '2026-11-22',
    ],
    [
      'an upload whose test date is unreadable falls back to processed_at',
      { uploaded: true, processed_at: '2026-11-25T10:00:00Z', test: { test_date: 'soon' } },
      '2026-11-25T10:00:00Z',
    ],
    ['an upload without its test', { uploaded: true, processed_at: '2026-11-25T10:00:00Z', test: null }, '2026-11-25T10:00:00Z'],
    [
      'a lab result ignores the test date',
      { uploaded: false, processed_at: '2026-05-19T08:00:00Z', test: { test_date: '2026-05-14' } },
      '2026-05-19T08:00:00Z',
    ],
    ['a lab result with no date', { uploaded: false, processed_at: null, test: null }, null],
    ['an unreadable processed_at', { uploaded: false, processed_at: 'yesterday' }, null],
  ])('%s', (_, input, expected) => {
    expect(resultDate(input)).toBe(expected);
  });
});

const lab = { source: 'lab' as const, sampleType: 'finger_prick', unit: 'ug/L' };

describe('differences: what stops two results being like for like', () => {
  it.each<[string, Pick<HistoryPoint, 'source' | 'sampleType' | 'unit'>, Pick<HistoryPoint, 'source' | 'sampleType' | 'unit'>, string[]]>([
    ['same lab, sample and unit', lab, lab, []],
    ['lab then upload', lab, { ...lab, source: 'uploaded' }, ['source']],
    ['upload then lab', { ...lab, source: 'uploaded' }, lab, ['source']],
    ['two uploads: lab and method unknown', { ...lab, source: 'uploaded' }, { ...lab, source: 'uploaded' }, ['source']],
    ['another sample type', lab, { ...lab, sampleType: 'venous' }, ['sample']],
    ['another unit', lab, { ...lab, unit: 'ng/mL' }, ['unit']],
    ['no unit on either', { ...lab, unit: null }, { ...lab, unit: null }, []],
    ['everything differs', lab, { source: 'uploaded', sampleType: 'venous', unit: null }, ['source', 'sample', 'unit']],
  ])('%s', (_, before, after, expected) => {
    expect(differences(before, after)).toEqual(expected);
  });
});

describe('historyPoints', () => {
  it('orders by the date each result belongs to, with its status, side and what differs from the one before', () => {
    const points = historyPoints([
      result('latest', 18, '2026-09-26T00:00:00Z', { severity: 'abnormal' }),
      result('upload', 22, '2026-11-25T00:00:00Z', {
        uploaded: true,
        sample_type: 'venous',
        test: { test_date: '2026-07-23', test_cycle_id: 'c-up' },
        severity: 'abnormal',
        direction_from_normal: 'below',
      }),
      result('first', 31, '2026-05-19T00:00:00Z'),
      result('unreadable', 'see notes', '2026-06-01T00:00:00Z'),
      result('undated', 40, null),
    ]);
    expect(points.map((point) => [point.id, point.at, point.status, point.direction, point.changed, point.testCycleId])).toEqual([
      ['first', '2026-05-19T00:00:00Z', 'normal', null, [], null],
      ['upload', '2026-07-23', 'abnormal', 'below', ['source', 'sample'], 'c-up'],
      ['latest', '2026-09-26T00:00:00Z', 'abnormal', 'below', ['source', 'sample'], null],
    ]);
    expect(points[1]?.source).toBe('uploaded');
    expect(points[0]?.source).toBe('lab');
  });
});

function point(id: string, value: number, extra: Partial<HistoryPoint> = {}): HistoryPoint {
  return {
    id,
    testCycleId: null,
    at: '2026-01-01',
    value,
    operator: null,
    unit: 'ug/L',
    status: 'normal',
    direction: null,
    source: 'lab',
    sampleType: 'finger_prick',
    changed: [],
    ...extra,
  };
}

describe('earlierComparison: the latest like-for-like result before this one', () => {
  const first = point('first', 31);
  const upload = point('upload', 22, { source: 'uploaded', sampleType: 'venous' });
  const venous = point('venous', 25, { sampleType: 'venous' });
  const bound = point('bound', 0.5, { operator: '<' });
  const current = point('current', 18);

  it.each<[string, HistoryPoint[], string, unknown]>([
    ['the only result', [current], 'current', { kind: 'first' }],
    ['not in the history', [first], 'current', { kind: 'first' }],
    ['the first of several', [current, first], 'current', { kind: 'first' }],
    [
      'the one before is like for like',
      [first, current],
      'current',
      { kind: 'compared', against: first, skipped: null, skippedBecause: [] },
    ],
    [
      'an upload between is passed over, and named',
      [first, upload, current],
      'current',
      { kind: 'compared', against: first, skipped: upload, skippedBecause: ['source', 'sample'] },
    ],
    [
      'only the latest unlike result is named',
      [first, venous, upload, current],
      'current',
      { kind: 'compared', against: first, skipped: upload, skippedBecause: ['source', 'sample'] },
    ],
    ['nothing like for like', [venous, current], 'current', { kind: 'none-comparable', latest: venous, because: ['sample'] }],
    ['an upload is never compared', [first, upload], 'upload', { kind: 'none-comparable', latest: first, because: ['source', 'sample'] }],
    ['a value given as a bound is not compared', [first, { ...current, operator: '<' }], 'current', { kind: 'bound' }],
    ['an earlier bound is no basis for a comparison', [bound, current], 'current', { kind: 'none-comparable', latest: bound, because: [] }],
    [
      'later results do not count',
      [first, current, venous],
      'current',
      { kind: 'compared', against: first, skipped: null, skippedBecause: [] },
    ],
  ])('%s', (_, points, id, expected) => {
    expect(earlierComparison(points, id)).toEqual(expected);
  });
});
