import { describe, expect, it } from 'vitest';
import {
  categoryFromParam,
  categoryParam,
  latestScore,
  scoreChange,
  scoreHistory,
  type ScorePoint,
  type ScoreRecord,
} from '../../../src/domain/score-history';

describe('scoreHistory: one category, readable scores only, oldest first', () => {
  const records: ScoreRecord[] = [
    { category: 'energy', adjusted_score: 0.745, last_calculated_at: '2026-06-01T00:00:00Z' },
    { category: 'energy', adjusted_score: 0.7, last_calculated_at: '2026-03-01T00:00:00Z' },
    { category: 'longevity', adjusted_score: 0.9, last_calculated_at: '2026-04-01T00:00:00Z' },
    { category: 'energy', adjusted_score: 0.86, created_at: '2026-05-01T00:00:00Z' },
    { category: 'energy', adjusted_score: 0.5, last_calculated_at: 'yesterday' },
    { category: 'energy', adjusted_score: null, last_calculated_at: '2026-04-01T00:00:00Z' },
    { category: 'energy', adjusted_score: Number.NaN, last_calculated_at: '2026-04-02T00:00:00Z' },
    { category: 'energy', adjusted_score: 0.6 },
    {
      category: 'energy',
      adjusted_score: 0.91,
      last_calculated_at: null,
      lastCalculatedAt: '2026-07-01T00:00:00Z',
      created_at: '2020-01-01T00:00:00Z',
    },
  ];

  it('sorts, drops the unreadable and other categories, and bands the shown percent', () => {
    expect(scoreHistory(records, 'energy')).toEqual<ScorePoint[]>([
      { at: '2026-03-01T00:00:00Z', percent: 70, band: 'fair' },
      { at: '2026-05-01T00:00:00Z', percent: 86, band: 'good' },
      { at: '2026-06-01T00:00:00Z', percent: 75, band: 'fair' },
      { at: '2026-07-01T00:00:00Z', percent: 91, band: 'excellent' },
    ]);
    expect(latestScore(records, 'longevity')).toEqual({ at: '2026-04-01T00:00:00Z', percent: 90, band: 'excellent' });
    expect(latestScore(records, 'mental_wellbeing')).toBeNull();
  });
});

describe('scoreChange: from the same history the page lists', () => {
  const point = (percent: number): ScorePoint => ({ at: '2026-01-01T00:00:00Z', percent, band: 'good' });
  it.each<[number[], number | null]>([
    [[], null],
    [[86], null],
    [[84, 86], 2],
    [[86, 86], 0],
    [[90, 70, 75], 5],
    [[90, 86], -4],
  ])('%j -> %s', (percents, expected) => expect(scoreChange(percents.map(point))).toBe(expected));
});

describe('category names in the address', () => {
  it.each<[string | undefined, string | null]>([
    ['longevity', 'longevity'],
    ['mental-wellbeing', 'mental_wellbeing'],
    ['mental_wellbeing', 'mental_wellbeing'],
    ['energy', 'energy'],
    ['sleep', null],
    ['', null],
    [undefined, null],
  ])('%j -> %j', (param, expected) => expect(categoryFromParam(param)).toBe(expected));

  it.each([
    ['mental_wellbeing', 'mental-wellbeing'],
    ['longevity', 'longevity'],
    ['energy', 'energy'],
  ] as const)('%s is written %s', (category, param) => {
    expect(categoryParam(category)).toBe(param);
    expect(categoryFromParam(categoryParam(category))).toBe(category);
  });
});
