import { describe, expect, it } from 'vitest';
import { roundedForecast } from '../../../src/domain/forecast';
import { predictedOutcome } from '../../../src/domain/predicted-outcome';
import type { RangeBand } from '../../../src/domain/reference-range';
import { roundTo } from '../../../src/domain/rounding';
import { scoreChange } from '../../../src/domain/score-history';

describe("roundTo: a lab's reporting precision, half away from zero", () => {
  it.each<[number, number, number]>([
    [24.67, 0, 25],
    [24.5, 0, 25],
    [24.49, 0, 24],
    [18.07, 0, 18],
    [2.25, 1, 2.3],
    [2.24, 1, 2.2],
    [1.005, 2, 1.01],
    [2.675, 2, 2.68],
    [0.1 + 0.2, 1, 0.3],
    [-2.5, 0, -3],
    [-2.4, 0, -2],
    [7, 2, 7],
    [0, 1, 0],
    [1234567.45, 1, 1234567.5],
  ])('%s to %s places is %s', (value, decimals, expected) => {
    expect(roundTo(value, decimals)).toBe(expected);
  });
});

describe('roundedForecast', () => {
  it('rounds every value and band end, keeping the dates', () => {
    expect(roundedForecast([{ date: '2026-10-24', value: 24.666, lower: 18.066, upper: 31.266 }], 0)).toEqual([
      { date: '2026-10-24', value: 25, lower: 18, upper: 31 },
    ]);
    expect(roundedForecast([{ date: '2026-10-24', value: 2.333, lower: 2.05, upper: 2.649 }], 1)).toEqual([
      { date: '2026-10-24', value: 2.3, lower: 2.1, upper: 2.6 },
    ]);
  });
});

const ferritin: RangeBand[] = [
  { status: 'abnormal', min: null, max: 30 },
  { status: 'normal', min: 30, max: 50 },
  { status: 'optimal', min: 50, max: 150 },
  { status: 'abnormal', min: 150, max: null },
];
const step = (id: string, value: number | null, level: string | null = null) => ({
  intervention_id: id,
  intervention_name: `Step ${id}`,
  value,
  level,
});

describe('predictedOutcome: each step judged like a measured value; the least favourable shown (SPEC 4)', () => {
  it.each<[string, ReturnType<typeof step>[], number | null, unknown]>([
    ['no steps', [], 0, null],
    ['one step', [step('a', 38)], 0, { id: 'a', name: 'Step a', value: 38, level: 'normal' }],
    ['the value decides, not the API level', [step('a', 38, 'abnormal')], 0, { id: 'a', name: 'Step a', value: 38, level: 'normal' }],
    ['exactly on the bound 30 is normal', [step('a', 30)], 0, { id: 'a', name: 'Step a', value: 30, level: 'normal' }],
    ['29.6 rounds to 30 first: normal', [step('a', 29.6)], 0, { id: 'a', name: 'Step a', value: 30, level: 'normal' }],
    ['29.4 rounds to 29: abnormal', [step('a', 29.4)], 0, { id: 'a', name: 'Step a', value: 29, level: 'abnormal' }],
    ['no precision: unrounded', [step('a', 29.96)], null, { id: 'a', name: 'Step a', value: 29.96, level: 'abnormal' }],
    ['the worst level wins', [step('a', 60), step('b', 26), step('c', 40)], 0, { id: 'b', name: 'Step b', value: 26, level: 'abnormal' }],
    ['the first of equal levels', [step('a', 38), step('b', 41)], 0, { id: 'a', name: 'Step a', value: 38, level: 'normal' }],
    [
      'a step without a number keeps the API level',
      [step('a', 60), step('b', null, 'abnormal')],
      0,
      { id: 'b', name: 'Step b', value: null, level: 'abnormal' },
    ],
    [
      'a step with neither counts for nothing',
      [step('a', null, 'sideways'), step('b', 60)],
      0,
      { id: 'b', name: 'Step b', value: 60, level: 'optimal' },
    ],
    ['a failed level is no level', [step('a', null, 'not_applicable')], 0, null],
    [
      'a value outside every band falls back to the API level',
      [step('a', Number.NaN, 'optimal')],
      0,
      { id: 'a', name: 'Step a', value: null, level: 'optimal' },
    ],
  ])('%s', (_, steps, decimals, shown) => {
    expect(predictedOutcome(steps, ferritin, decimals).shown).toEqual(shown);
  });

  it('without bands the API levels stand, and every step is listed as read', () => {
    const outcome = predictedOutcome([step('a', 38, 'normal'), step('b', 26.4, 'optimal')], [], 0);
    expect(outcome.steps).toEqual([
      { id: 'a', name: 'Step a', value: 38, level: 'normal' },
      { id: 'b', name: 'Step b', value: 26, level: 'optimal' },
    ]);
    expect(outcome.shown?.id).toBe('a');
  });
});

describe('scoreChange: the move the history shows', () => {
  const at = (percent: number) => ({ at: '2026-01-01', percent, band: 'good' as const });
  it.each<[string, ReturnType<typeof at>[], number | null]>([
    ['no scores', [], null],
    ['one score', [at(86)], null],
    ['up', [at(84), at(86)], 2],
    ['down', [at(77), at(74)], -3],
    ['flat', [at(86), at(86)], 0],
    ['only the last two count', [at(10), at(84), at(86)], 2],
  ])('%s', (_, history, expected) => {
    expect(scoreChange(history)).toBe(expected);
  });
});

describe('score history: categories, and which records count', () => {
  it.each<[string | undefined, string | null]>([
    ['mental-wellbeing', 'mental_wellbeing'],
    [undefined, null],
    ['', null],
    ['Stryker was here!', null],
  ])('the param %s names %s', async (param, expected) => {
    const { categoryFromParam } = await import('../../../src/domain/score-history');
    expect(categoryFromParam(param)).toBe(expected);
  });

  it('a category becomes its param with hyphens', async () => {
    const { categoryParam } = await import('../../../src/domain/score-history');
    expect(categoryParam('mental_wellbeing')).toBe('mental-wellbeing');
    expect(categoryParam('energy')).toBe('energy');
  });

  it('keeps only readable scores of the category, oldest first', async () => {
    const { scoreHistory } = await import('../../../src/domain/score-history');
    const records = [
      { category: 'energy', adjusted_score: 0.74, last_calculated_at: '2026-06-01T00:00:00Z' },
      { category: 'energy', adjusted_score: 0.77, last_calculated_at: '2026-03-01T00:00:00Z' },
      { category: 'longevity', adjusted_score: 0.9, last_calculated_at: '2026-04-01T00:00:00Z' },
      { category: 'energy', adjusted_score: 0.5, last_calculated_at: null, created_at: null },
      { category: 'energy', adjusted_score: 0.5, last_calculated_at: 'soon' },
      { category: 'energy', adjusted_score: null, last_calculated_at: '2026-05-01T00:00:00Z' },
      { category: 'energy', adjusted_score: Number.NaN, last_calculated_at: '2026-05-02T00:00:00Z' },
      { category: 'energy', lastCalculatedAt: '2026-01-01T00:00:00Z', adjusted_score: 0.6 },
      { category: 'energy', created_at: '2026-02-01T00:00:00Z', adjusted_score: 0.65 },
    ];
    expect(scoreHistory(records, 'energy').map((point) => [point.at, point.percent])).toEqual([
      ['2026-01-01T00:00:00Z', 60],
      ['2026-02-01T00:00:00Z', 65],
      ['2026-03-01T00:00:00Z', 77],
      ['2026-06-01T00:00:00Z', 74],
    ]);
  });
});
