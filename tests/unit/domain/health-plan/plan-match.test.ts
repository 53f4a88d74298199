import { describe, expect, it } from 'vitest';
import {
  alcoholUnitsPerWeek,
  bmiOf,
  monthsBefore,
  planContext,
  recentResults,
  type RecentResultInput,
} from '../../../../src/domain/health-plan/plan-context';
import { matchInterventions, meetsHeartPlanCriteria, metCriteria, recommendPlan } from '../../../../src/domain/health-plan/plan-match';

const TODAY = '2026-11-23';
const result = (analyte_id: string, value: number, processed_at: string, successful = true): RecentResultInput => ({
  analyte_id,
  value,
  processed_at,
  successful,
});
const context = (profile: Record<string, unknown>, results: RecentResultInput[] = []) => planContext(profile, results, TODAY);

describe('recentResults: results count only when under 3 months old', () => {
  it.each<[string, RecentResultInput[], Record<string, number>]>([
    ['a month old counts', [result('CHOL', 6, '2026-10-23T09:00:00Z')], { CHOL: 6 }],
    ['a day under 3 months counts', [result('CHOL', 6, '2026-08-24')], { CHOL: 6 }],
    ['exactly 3 months does not', [result('CHOL', 6, '2026-08-23')], {}],
    ['older does not', [result('CHOL', 6, '2026-01-01')], {}],
    ['the latest wins', [result('LDL', 3, '2026-10-01'), result('LDL', 4, '2026-11-01'), result('LDL', 5, '2026-09-01')], { LDL: 4 }],
    ['a failed result never counts', [result('HDL', 0.8, '2026-11-01', false)], {}],
    ['a future date does not count', [result('HDL', 0.8, '2026-12-01')], {}],
    ['tomorrow does not count', [result('HDL', 0.8, '2026-11-24T00:00:00Z')], {}],
    ['today counts, whatever the time', [result('HDL', 0.8, '2026-11-23T23:59:00Z')], { HDL: 0.8 }],
    ['a numeric string counts', [{ analyte_id: 'HDL', value: '1.2', processed_at: '2026-11-01' }], { HDL: 1.2 }],
    [
      'no analyte does not count',
      [
        { value: 5, processed_at: '2026-11-01' },
        { analyte_id: '', value: 5, processed_at: '2026-11-01' },
      ],
      {},
    ],
    [
      'no date does not count',
      [
        { analyte_id: 'HDL', value: 1, processed_at: null },
        { analyte_id: 'LDL', value: 1 },
      ],
      {},
    ],
    [
      'no readable value does not count',
      [
        { analyte_id: 'HDL', value: null, processed_at: '2026-11-01' },
        { analyte_id: 'LDL', value: ' ', processed_at: '2026-11-01' },
        { analyte_id: 'TG', value: 'high', processed_at: '2026-11-01' },
      ],
      {},
    ],
    ['a result without a success flag counts', [{ analyte_id: 'HDL', value: 1, processed_at: '2026-11-01' }], { HDL: 1 }],
    [
      'on the same day the first listed stands',
      [result('LDL', 3, '2026-11-01T08:00:00Z'), result('LDL', 4, '2026-11-01T18:00:00Z')],
      { LDL: 3 },
    ],
    [
      'each analyte keeps its own latest',
      [result('LDL', 3, '2026-11-01'), result('HDL', 1, '2026-10-01'), result('LDL', 2, '2026-10-01')],
      { LDL: 3, HDL: 1 },
    ],
  ])('%s', (_, results, expected) => expect(recentResults(results, TODAY)).toEqual(expected));

  it.each([
    ['2026-11-23', 3, '2026-08-23'],
    ['2026-05-31', 3, '2026-02-28'],
    ['2026-02-15', 3, '2025-11-15'],
    ['2026-11-05', 3, '2026-08-05'],
    ['2026-03-31', 1, '2026-02-28'],
    ['2024-03-31', 1, '2024-02-29'],
    ['2026-01-10', 12, '2025-01-10'],
    ['2026-01-10', 13, '2024-12-10'],
  ])('%s minus %i months is %s', (today, months, expected) => expect(monthsBefore(today, months)).toBe(expected));
});

describe('derived values', () => {
  it.each<[Record<string, unknown>, number | null]>([
    [{ height: 180, weight: 81 }, 25],
    [{ height: 168, weight: 61 }, 21.6],
    [{ height: '170', weight: '80' }, 27.7],
    [{ height: 170 }, null],
    [{ height: 0, weight: 70 }, null],
    [{ height: 170, weight: 0 }, null],
    [{ height: -170, weight: 70 }, null],
    [{ height: 170, weight: -70 }, null],
    [{ weight: 70 }, null],
    [{ height: Number.NaN, weight: 70 }, null],
    [{ height: 170, weight: Number.POSITIVE_INFINITY }, null],
    [{ height: ' ', weight: '70' }, null],
    [{ height: '170cm', weight: 70 }, null],
  ])('bmi of %j -> %s', (profile, expected) => expect(bmiOf(profile)).toBe(expected));

  it.each<[Record<string, unknown>, number | null]>([
    [{}, null],
    [{ alcohol_dont_drink: true, alcohol_wine_drinks_count: 9 }, 0],
    [{ alcohol_wine_drinks_count: 7 }, 14.7],
    [{ alcohol_beer_drinks_count: 2, alcohol_spirits_drinks_count: 3 }, 7.6],
    [{ alcohol_wine_drinks_count: null }, null],
    [{ alcohol_wine_drinks_count: '  ' }, null],
    [{ alcohol_wine_drinks_count: '' }, null],
    [{ alcohol_wine_drinks_count: 'seven' }, null],
    [{ alcohol_wine_drinks_count: '7' }, 14.7],
    [{ alcohol_wine_drinks_count: 0 }, 0],
    [{ alcohol_dont_drink: false, alcohol_wine_drinks_count: 1 }, 2.1],
  ])('alcohol units of %j -> %s', (profile, expected) => expect(alcoholUnitsPerWeek(profile)).toBe(expected));
});

describe('heart-plan criteria (SPEC section 9), at and either side of each threshold', () => {
  it.each<[string, Record<string, unknown>, RecentResultInput[], string[]]>([
    ['nothing known meets nothing', {}, [], []],
    ['BMI 25.1 meets', { height: 200, weight: 100.4 }, [], ['highBmi']],
    ['BMI 25.0 does not', { height: 200, weight: 100 }, [], []],
    ['alcohol 14.7 units is above 14', { alcohol_wine_drinks_count: 7 }, [], ['highAlcohol']],
    ['alcohol 14 units is not', { alcohol_spirits_drinks_count: 14 }, [], []],
    ['diet rating 5 meets', { diet_rating: 5 }, [], ['poorDiet']],
    ['diet rating 6 does not', { diet_rating: 6 }, [], []],
    ['exercise rating 2 meets', { exercise_rating: 2 }, [], ['lowExercise']],
    ['exercise rating 0 meets', { exercise_rating: 0 }, [], ['lowExercise']],
    ['exercise rating 3 does not', { exercise_rating: 3 }, [], []],
    ['stress rating 4 meets', { stressed_rating: 4 }, [], ['highStress']],
    ['stress rating 3 does not', { stressed_rating: 3 }, [], []],
    ['cholesterol above 5.2', {}, [result('CHOL', 5.3, '2026-11-01')], ['highCholesterol']],
    ['cholesterol 5.2 is not above', {}, [result('CHOL', 5.2, '2026-11-01')], []],
    ['old high cholesterol does not count', {}, [result('CHOL', 7, '2026-05-01')], []],
    ['LDL above 3.4', {}, [result('LDL', 3.5, '2026-11-01')], ['highLdl']],
    ['non-HDL above 4', {}, [result('NHDL', 4.1, '2026-11-01')], ['highNonHdl']],
    ['HDL under 1', {}, [result('HDL', 0.9, '2026-11-01')], ['lowHdl']],
    ['HDL 1 is not under', {}, [result('HDL', 1, '2026-11-01')], []],
    ['triglycerides above 2', {}, [result('TRIG', 2.1, '2026-11-01')], ['highTriglycerides']],
    ['ratio above 4', {}, [result('CHOLHDL', 4.2, '2026-11-01')], ['highCholesterolRatio']],
    ['HbA1c above 41', {}, [result('HBA1C', 42, '2026-11-01')], ['highHba1c']],
    ['HbA1c 41 is not above', {}, [result('HBA1C', 41, '2026-11-01')], []],
  ])('%s', (_, profile, results, expected) => {
    const facts = context(profile, results);
    expect(metCriteria(facts)).toEqual(expected);
    expect(meetsHeartPlanCriteria(facts)).toBe(expected.length > 0);
  });
});

describe('recommendation match rules and the plan', () => {
  it('matches interventions by any of their criteria, in config order', () => {
    const facts = context({ exercise_rating: 1, stressed_rating: 5 }, [result('HDL', 0.8, '2026-11-10')]);
    expect(matchInterventions(facts).map((intervention) => intervention.id)).toEqual(['healthy-fats', 'move-more', 'unwind']);
  });

  it.each<[string, Record<string, unknown>, RecentResultInput[], string, string[]]>([
    ['no criteria, no plan', { diet_rating: 8 }, [], 'no-criteria', []],
    ['one intervention is not a plan', { stressed_rating: 4 }, [], 'too-few-interventions', ['unwind']],
    ['two interventions make a plan', { stressed_rating: 4, exercise_rating: 1 }, [], 'plan', ['move-more', 'unwind']],
    ['a high BMI alone brings two', { height: 170, weight: 90 }, [], 'plan', ['move-more', 'healthy-weight']],
  ])('%s', (_, profile, results, kind, ids) => {
    const recommendation = recommendPlan(context(profile, results));
    expect(recommendation.kind).toBe(kind);
    const interventions = recommendation.kind === 'no-criteria' ? [] : recommendation.interventions;
    expect(interventions.map((intervention) => intervention.id)).toEqual(ids);
    if (recommendation.kind === 'plan') expect(recommendation.templateId).toBe('weekly-plan');
  });
});
