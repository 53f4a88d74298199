import { describe, expect, it } from 'vitest';
import { formatReading, knownStatus, readResult, type ResultReading } from '../../../src/domain/result-value';
import { categoryFromParam, latestScore, scoreHistory } from '../../../src/domain/score-history';

const base = {
  unit: 'mmol/L',
  operator: null,
  successful: true,
  severity: 'normal' as const,
  reason_for_failure: null,
  is_binary_result: false,
};

describe('readResult and formatReading', () => {
  it.each([
    ['a number', { ...base, value: 4.6 }, '4.6 mmol/L'],
    ['a numeric string', { ...base, value: '4.60' }, '4.6 mmol/L'],
    ['an operator field', { ...base, value: 0.5, operator: '<', unit: 'mg/L' }, '< 0.5 mg/L'],
    ['an operator inside the value', { ...base, value: '<0.5', unit: 'mg/L' }, '< 0.5 mg/L'],
    ['no unit', { ...base, value: 3.2, unit: null }, '3.2'],
    ['a ratio', { ...base, value: 3.24, unit: 'ratio' }, '3.24'],
    ['thousands', { ...base, value: 1234.567, unit: 'U/L' }, '1,234.57 U/L'],
    ['a padded operator field and unit', { ...base, value: 0.5, operator: ' <= ', unit: ' mg/L ' }, '<= 0.5 mg/L'],
    ['an unknown operator field falls back to the value', { ...base, value: '>90', operator: '~' }, '> 90 mmol/L'],
    ['a blank unit', { ...base, value: 3.2, unit: '  ' }, '3.2'],
    ['a whole number string', { ...base, value: '12' }, '12 mmol/L'],
    ['a padded string', { ...base, value: ' 5 ' }, '5 mmol/L'],
    ['a negative string', { ...base, value: '-1.5' }, '-1.5 mmol/L'],
    ['an operator and spaces', { ...base, value: ' >= 7.25 ' }, '>= 7.25 mmol/L'],
  ])('%s', (_, result, text) => {
    const reading = readResult(result);
    expect(reading.kind).toBe('number');
    if (reading.kind === 'number') expect(formatReading(reading)).toBe(text);
  });

  it.each<[string, Parameters<typeof readResult>[0], ResultReading]>([
    [
      'unsuccessful',
      { ...base, value: null, successful: false, reason_for_failure: 'Clotted sample' },
      { kind: 'failed', reason: 'Clotted sample' },
    ],
    [
      'not_applicable',
      { ...base, value: null, severity: 'not_applicable' as const, reason_for_failure: ' ' },
      { kind: 'failed', reason: null },
    ],
    ['binary positive', { ...base, value: 'Positive', is_binary_result: true }, { kind: 'binary', positive: true }],
    ['binary negative as false', { ...base, value: 'false', is_binary_result: true }, { kind: 'binary', positive: false }],
    ['binary unreadable', { ...base, value: 'maybe', is_binary_result: true }, { kind: 'missing' }],
    ['null value', { ...base, value: null }, { kind: 'missing' }],
    ['text value', { ...base, value: 'see notes' }, { kind: 'missing' }],
    ['a number with words after it', { ...base, value: '5 mg' }, { kind: 'missing' }],
    ['a number with words before it', { ...base, value: 'about 5' }, { kind: 'missing' }],
    ['a trailing dot', { ...base, value: '5.' }, { kind: 'missing' }],
    ['a list', { ...base, value: [5] as unknown as number }, { kind: 'missing' }],
    ['infinity', { ...base, value: Number.POSITIVE_INFINITY }, { kind: 'missing' }],
    [
      'unsuccessful, no reason given',
      { ...base, value: 4, successful: false, reason_for_failure: undefined },
      { kind: 'failed', reason: null },
    ],
    [
      'unsuccessful, reason padded',
      { ...base, value: 4, successful: false, reason_for_failure: ' Clotted ' },
      { kind: 'failed', reason: 'Clotted' },
    ],
    ['binary padded', { ...base, value: ' Detected ', is_binary_result: true }, { kind: 'binary', positive: true }],
    ['binary missing', { ...base, value: null, is_binary_result: true }, { kind: 'missing' }],
    ...['positive', 'detected', 'reactive', 'true', '1'].map((word): [string, Parameters<typeof readResult>[0], ResultReading] => [
      `binary ${word}`,
      { ...base, value: word, is_binary_result: true },
      { kind: 'binary', positive: true },
    ]),
    ...['negative', 'not detected', 'non-reactive', 'false', '0'].map((word): [string, Parameters<typeof readResult>[0], ResultReading] => [
      `binary ${word}`,
      { ...base, value: word, is_binary_result: true },
      { kind: 'binary', positive: false },
    ]),
  ])('%s', (_, result, expected) => {
    expect(readResult(result)).toEqual(expected);
  });

  it.each<[string | null | undefined, string | null]>([
    ['normal', 'normal'],
    ['great', null],
    [null, null],
    [undefined, null],
    ['', null],
    ...['highly_abnormal', 'out_of_range', 'abnormal', 'optimal', 'not_applicable'].map((status): [string, string] => [status, status]),
  ])('status %s is %s', (value, expected) => {
    expect(knownStatus(value)).toBe(expected);
  });
});

describe('score history', () => {
  const records = [
    { category: 'energy', adjusted_score: 0.7, last_calculated_at: '2026-03-01T00:00:00Z' },
    { category: 'energy', adjusted_score: 0.745, last_calculated_at: '2026-06-01T00:00:00Z' },
    { category: 'energy', adjusted_score: 0.5, last_calculated_at: 'yesterday' },
    { category: 'energy', adjusted_score: null, last_calculated_at: '2026-04-01T00:00:00Z' },
    { category: 'longevity', adjusted_score: 0.9, lastCalculatedAt: '2026-05-01T00:00:00Z' },
  ];

  it('keeps the readable scores of one category, oldest first, as rounded percents with bands', () => {
    expect(scoreHistory(records, 'energy')).toEqual([
      { at: '2026-03-01T00:00:00Z', percent: 70, band: 'fair' },
      { at: '2026-06-01T00:00:00Z', percent: 75, band: 'fair' },
    ]);
    expect(latestScore(records, 'longevity')).toEqual({ at: '2026-05-01T00:00:00Z', percent: 90, band: 'excellent' });
    expect(latestScore(records, 'mental_wellbeing')).toBeNull();
  });

  it.each([
    ['longevity', 'longevity'],
    ['mental-wellbeing', 'mental_wellbeing'],
    ['mental_wellbeing', 'mental_wellbeing'],
    ['sleep', null],
    [undefined, null],
  ])('category param %s is %s', (param, expected) => {
    expect(categoryFromParam(param)).toBe(expected);
  });
});

describe('forecastPoints', () => {
  it('keeps points with a value inside their band, by date, and drops the rest', async () => {
    const { forecastPoints, forecastWeeks } = await import('../../../src/domain/forecast');
    const points = forecastPoints([
      { date: '2026-03-29', value: 30, lower: 20, upper: 40 },
      { date: '2026-01-04', value: 18, lower: 14, upper: 22 },
      { date: '2026-02-01', value: 25, lower: null, upper: 30 },
      { date: 'soon', value: 25, lower: 20, upper: 30 },
      { date: '2026-02-15', value: 50, lower: 20, upper: 30 },
      null,
    ]);
    expect(points.map((point) => point.date)).toEqual(['2026-01-04', '2026-03-29']);
    expect(forecastWeeks(points)).toBe(12);
    expect(forecastPoints(undefined)).toEqual([]);
    expect(forecastWeeks([])).toBe(0);
  });
});
