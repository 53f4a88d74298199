import { describe, expect, it } from 'vitest';
import { forecastPoints, forecastWeeks, roundedForecast, type ForecastPoint } from '../../../src/domain/forecast';
import { predictedOutcome, type PredictedOutcome, type PredictionStep } from '../../../src/domain/predicted-outcome';
import { resultDirection } from '../../../src/domain/result-direction';
import type { RangeBand } from '../../../src/domain/reference-range';
import { roundTo } from '../../../src/domain/rounding';

const ferritin: RangeBand[] = [
  { status: 'abnormal', min: null, max: 30 },
  { status: 'normal', min: 30, max: 50 },
  { status: 'optimal', min: 50, max: 150 },
  { status: 'abnormal', min: 150, max: null },
];

describe('roundTo: half away from zero at a reporting precision', () => {
  it.each<[number, number, number]>([
    [24.6667, 1, 24.7],
    [18.07, 0, 18],
    [1.005, 2, 1.01],
    [-1.005, 2, -1.01],
    [2.5, 0, 3],
    [-2.5, 0, -3],
    [0.125, 2, 0.13],
    [1234.5678, 2, 1234.57],
    [7, 0, 7],
    [0, 1, 0],
    // toBe tells -0 from 0: a small negative change shows as 0, never "-0".
    [-0.001, 2, 0],
    [-0.4, 0, 0],
  ])('%d to %i places -> %d', (value, decimals, expected) => expect(roundTo(value, decimals)).toBe(expected));
});

describe('resultDirection: the lab word when readable, else the bands', () => {
  it.each<[unknown, number | null, 'below' | 'above' | null]>([
    ['below', 40, 'below'],
    ['low', 40, 'below'],
    [' LOW ', 40, 'below'],
    ['above', 20, 'above'],
    ['High', 20, 'above'],
    ['sideways', 20, 'below'],
    ['', 200, 'above'],
    [null, 20, 'below'],
    [7, 40, null],
    [undefined, null, null],
  ])('lab %j, value %j -> %j', (word, value, expected) => expect(resultDirection(word, value, ferritin)).toBe(expected));
});

describe('predictedOutcome: one prediction for every page', () => {
  const step = (id: string, value: number | null | undefined, level: string | null = null): PredictionStep => ({
    intervention_id: id,
    intervention_name: `Step ${id}`,
    value,
    level,
  });

  it('judges each value against the bands, whatever level the API gave, rounded to the precision', () => {
    const outcome = predictedOutcome([step('a', 38.4, 'abnormal'), step('b', 60.2, 'abnormal'), step('c', 29.96, 'normal')], ferritin, 0);
    expect(outcome).toEqual<PredictedOutcome>({
      steps: [
        { id: 'a', name: 'Step a', value: 38, level: 'normal' },
        { id: 'b', name: 'Step b', value: 60, level: 'optimal' },
        { id: 'c', name: 'Step c', value: 30, level: 'normal' },
      ],
      shown: { id: 'a', name: 'Step a', value: 38, level: 'normal' },
    });
  });

  it('shows the least favourable level, the first of equals', () => {
    const outcome = predictedOutcome([step('a', 60), step('b', 20), step('c', 10), step('d', 40)], ferritin, 1);
    expect(outcome.shown?.id).toBe('b');
    expect(outcome.steps.map((entry) => entry.level)).toEqual(['optimal', 'abnormal', 'abnormal', 'normal']);
  });

  it('keeps the API level for a step without a number, or when there are no bands', () => {
    const outcome = predictedOutcome(
      [step('a', null, 'optimal'), step('b', Number.NaN, 'normal'), step('c', undefined, 'great'), step('d', 45, 'not_applicable')],
      [],
      null,
    );
    expect(outcome.steps).toEqual([
      { id: 'a', name: 'Step a', value: null, level: 'optimal' },
      { id: 'b', name: 'Step b', value: null, level: 'normal' },
      { id: 'c', name: 'Step c', value: null, level: null },
      { id: 'd', name: 'Step d', value: 45, level: null },
    ]);
    expect(outcome.shown?.id).toBe('b');
  });

  it('a value outside every band falls back to the API level; a not-applicable band is no level', () => {
    const bounded: RangeBand[] = [
      { status: 'normal', min: 30, max: 50 },
      { status: 'not_applicable', min: 50, max: 60 },
    ];
    const outcome = predictedOutcome([step('a', 70, 'abnormal'), step('b', 55, 'optimal'), step('c', 12.345, null)], bounded, 2);
    expect(outcome.steps.map((entry) => [entry.value, entry.level])).toEqual([
      [70, 'abnormal'],
      [55, null],
      [12.35, null],
    ]);
    expect(outcome.shown?.id).toBe('a');
  });

  it('shows nothing when no step has a level', () => {
    expect(predictedOutcome([], ferritin, 0)).toEqual({ steps: [], shown: null });
    expect(predictedOutcome([step('a', null)], ferritin, 0).shown).toBeNull();
  });
});

describe('forecastPoints: a forecast is never shown without its band', () => {
  const point = (date: unknown, value: unknown, lower: unknown, upper: unknown) => ({ date, value, lower, upper });
  it.each<[string, unknown, boolean]>([
    ['a point inside its band', point('2026-01-04', 18, 14, 22), true],
    ['a value on its lower end', point('2026-01-04', 14, 14, 22), true],
    ['a value on its upper end', point('2026-01-04', 22, 14, 22), true],
    ['a value under its band', point('2026-01-04', 13, 14, 22), false],
    ['a value over its band', point('2026-01-04', 23, 14, 22), false],
    ['no lower end', point('2026-01-04', 18, null, 22), false],
    ['no upper end', point('2026-01-04', 18, 14, undefined), false],
    ['no value', point('2026-01-04', null, 14, 22), false],
    ['a value as text', point('2026-01-04', '18', 14, 22), false],
    ['an infinite end', point('2026-01-04', 18, 14, Number.POSITIVE_INFINITY), false],
    ['an unreadable date', point('soon', 18, 14, 22), false],
    ['a date as a number', point(2026, 18, 14, 22), false],
    ['not an object', 18, false],
    ['null', null, false],
  ])('%s', (_, raw, kept) => expect(forecastPoints([raw])).toHaveLength(kept ? 1 : 0));

  it('orders by date and reads no list as no points', () => {
    const points = forecastPoints([point('2026-03-29', 30, 20, 40), point('2026-01-04', 18, 14, 22), point('2026-02-01', 25, 20, 30)]);
    expect(points.map((entry) => entry.date)).toEqual(['2026-01-04', '2026-02-01', '2026-03-29']);
    expect(points[0]).toEqual({ date: '2026-01-04', value: 18, lower: 14, upper: 22 });
    expect(forecastPoints(undefined)).toEqual([]);
    expect(forecastPoints(null)).toEqual([]);
  });

  it.each<[string[], number]>([
    [[], 0],
    [['2026-01-04'], 0],
    [['2026-01-04', '2026-03-29'], 12],
    [['2026-01-04', '2026-01-14'], 1],
    [['2026-01-04', '2026-01-07'], 0],
  ])('%j spans %i whole weeks', (dates, weeks) =>
    expect(forecastWeeks(dates.map((date) => ({ date, value: 1, lower: 0, upper: 2 })))).toBe(weeks),
  );

  it('rounds every value and band end to the precision', () => {
    const points: ForecastPoint[] = [{ date: '2026-01-04', value: 24.666, lower: 18.07, upper: 31.27 }];
    expect(roundedForecast(points, 0)).toEqual([{ date: '2026-01-04', value: 25, lower: 18, upper: 31 }]);
    expect(roundedForecast(points, 1)).toEqual([{ date: '2026-01-04', value: 24.7, lower: 18.1, upper: 31.3 }]);
  });
});
