import { describe, expect, it } from 'vitest';
import {
  differences,
  earlierComparison,
  historyPoints,
  resultDate,
  type HistoryInput,
  type HistoryPoint,
} from '../../../src/domain/result-history';

const lab = (id: string, value: number | string, processed_at: string | null, extra: Partial<HistoryInput> = {}): HistoryInput => ({
  id,
  value,
  processed_at,
  unit: 'ug/L',
  operator: null,
  successful: true,
  severity: 'normal',
  is_binary_result: false,
  uploaded: false,
  sample_type: 'finger_prick',
  ...extra,
});
const upload = (
  id: string,
  value: number,
  test_date: string | null,
  processed_at = '2026-11-25T10:00:00Z',
  extra: Partial<HistoryInput> = {},
): HistoryInput => lab(id, value, processed_at, { uploaded: true, sample_type: null, test: { test_date }, ...extra });

describe('resultDate: an upload sits on its entered test date, a lab result on when it was measured', () => {
  it.each<[string, Parameters<typeof resultDate>[0], string | null]>([
    ['lab result', { processed_at: '2026-10-01T09:00:00Z' }, '2026-10-01T09:00:00Z'],
    ['lab result with a test date', { processed_at: '2026-10-01T09:00:00Z', test: { test_date: '2026-09-28' } }, '2026-10-01T09:00:00Z'],
    [
      'upload with its test date',
      { uploaded: true, processed_at: '2026-11-25T10:00:00Z', test: { test_date: '2026-11-22' } },
      '2026-11-22',
    ],
    [
      'upload with an unreadable test date',
      { uploaded: true, processed_at: '2026-11-25T10:00:00Z', test: { test_date: 'soon' } },
      '2026-11-25T10:00:00Z',
    ],
    ['upload without a test', { uploaded: true, processed_at: '2026-11-25T10:00:00Z', test: null }, '2026-11-25T10:00:00Z'],
    ['no readable date at all', { processed_at: 'never' }, null],
    ['no date at all', {}, null],
  ])('%s', (_, result, expected) => expect(resultDate(result)).toBe(expected));
});

describe('differences: what stops two results being like for like', () => {
  const point = (source: 'lab' | 'uploaded', sampleType: string | null, unit: string | null) => ({ source, sampleType, unit });
  it.each<[string, ReturnType<typeof point>, ReturnType<typeof point>, string[]]>([
    ['same lab, sample and unit', point('lab', 'venous', 'ug/L'), point('lab', 'venous', 'ug/L'), []],
    ['lab then upload', point('lab', 'venous', 'ug/L'), point('uploaded', 'venous', 'ug/L'), ['source']],
    ['upload then lab', point('uploaded', 'venous', 'ug/L'), point('lab', 'venous', 'ug/L'), ['source']],
    ['two uploads are never like for like', point('uploaded', null, 'ug/L'), point('uploaded', null, 'ug/L'), ['source']],
    ['another sample type', point('lab', 'venous', 'ug/L'), point('lab', 'finger_prick', 'ug/L'), ['sample']],
    ['another unit', point('lab', 'venous', 'ug/L'), point('lab', 'venous', 'ng/mL'), ['unit']],
    ['no unit and a blank unit are the same', point('lab', 'venous', null), point('lab', 'venous', ''), []],
    ['everything differs', point('lab', 'venous', null), point('uploaded', null, 'ug/L'), ['source', 'sample', 'unit']],
  ])('%s', (_, before, after, expected) => expect(differences(before, after)).toEqual(expected));
});

describe('historyPoints: readable numbers, oldest first, with what changed', () => {
  it('orders by date, keeps numbers only and marks what changed from the point before', () => {
    const points = historyPoints([
      lab('c', 40, '2026-09-01T09:00:00Z', { test: { test_cycle_id: 'cycle-3' }, severity: 'optimal' }),
      lab('a', '< 20', '2026-03-01T09:00:00Z', { severity: 'abnormal' }),
      upload('u', 35, '2026-06-15'),
      lab('x', 'see notes', '2026-04-01T09:00:00Z'),
      lab('f', 12, '2026-05-01T09:00:00Z', { successful: false }),
      lab('n', 25, null),
      lab('b', 28, '2026-05-01T09:00:00Z', { sample_type: 'venous', unit: 'ng/mL', severity: 'great' as HistoryInput['severity'] }),
    ]);
    expect(points.map((point) => point.id)).toEqual(['a', 'b', 'u', 'c']);
    expect(points[0]).toEqual({
      id: 'a',
      testCycleId: null,
      at: '2026-03-01T09:00:00Z',
      value: 20,
      operator: '<',
      unit: 'ug/L',
      status: 'abnormal',
      direction: null,
      source: 'lab',
      sampleType: 'finger_prick',
      changed: [],
    });
    expect(points[1]).toMatchObject({ status: null, sampleType: 'venous', unit: 'ng/mL', changed: ['sample', 'unit'] });
    expect(points[2]).toMatchObject({ at: '2026-06-15', source: 'uploaded', sampleType: null, changed: ['source', 'sample', 'unit'] });
    expect(points[3]).toMatchObject({ testCycleId: 'cycle-3', source: 'lab', status: 'optimal', changed: ['source', 'sample'] });
  });

  it('gives each point its side of normal: the lab direction, else from the bands', () => {
    const bands = [
      { status: 'abnormal', min: null, max: 30 },
      { status: 'normal', min: 30, max: 150 },
      { status: 'abnormal', min: 150, max: null },
    ];
    const points = historyPoints([
      lab('a', 20, '2026-01-01', { reference_ranges: bands as HistoryInput['reference_ranges'] }),
      lab('b', 20, '2026-02-01', { reference_ranges: bands as HistoryInput['reference_ranges'], direction_from_normal: 'high' }),
      lab('c', 200, '2026-03-01', { reference_ranges: bands as HistoryInput['reference_ranges'] }),
      lab('d', 200, '2026-04-01'),
    ]);
    expect(points.map((point) => point.direction)).toEqual(['below', 'above', 'above', null]);
  });

  it('has nothing to draw without readable results', () => expect(historyPoints([lab('x', 'n/a', '2026-01-01')])).toEqual([]));
});

describe('earlierComparison: what "since your last test" compares with', () => {
  const points = historyPoints([
    lab('l1', 40, '2026-01-01T09:00:00Z'),
    lab('bound', '< 20', '2026-02-01T09:00:00Z'),
    lab('l2', 35, '2026-03-01T09:00:00Z'),
    lab('venous', 30, '2026-04-01T09:00:00Z', { sample_type: 'venous' }),
    upload('up', 33, '2026-05-01'),
    lab('l3', 31, '2026-06-01T09:00:00Z'),
  ]);
  const byId = (id: string) => points.find((point) => point.id === id) as HistoryPoint;

  it.each<[string, string, ReturnType<typeof earlierComparison>]>([
    ['the first result has nothing to compare with', 'l1', { kind: 'first' }],
    ['an unknown result is treated as first', 'nope', { kind: 'first' }],
    ['a bound is never compared', 'bound', { kind: 'bound' }],
    [
      'the latest like-for-like result, passing over a bound',
      'l2',
      { kind: 'compared', against: byId('l1'), skipped: byId('bound'), skippedBecause: [] },
    ],
    ['another sample type has none like it', 'venous', { kind: 'none-comparable', latest: byId('l2'), because: ['sample'] }],
    ['an upload is never compared', 'up', { kind: 'none-comparable', latest: byId('venous'), because: ['source', 'sample'] }],
    [
      'passes over the upload to the last lab result like it',
      'l3',
      { kind: 'compared', against: byId('l2'), skipped: byId('up'), skippedBecause: ['source', 'sample'] },
    ],
  ])('%s', (_, id, expected) => expect(earlierComparison(points, id)).toEqual(expected));

  it('compares with the result just before when it is like for like', () => {
    const pair = historyPoints([lab('a', 40, '2026-01-01'), lab('b', 35, '2026-02-01')]);
    expect(earlierComparison(pair, 'b')).toEqual({ kind: 'compared', against: pair[0], skipped: null, skippedBecause: [] });
  });
});
