import { appConfig } from '../../generated/app-config.gen';
import { healthPlanConfig } from '../../generated/health-plan-config.gen';
import type { HealthPlanConfig } from '../../generated/config-types.gen';
import type { ConditionContext } from '../../engine/conditions/condition';
import { conditionConstants } from '../../engine/conditions/condition-constants';
import { finiteNumber } from '../finite-number';

export interface RecentResultInput {
  analyte_id?: string;
  value?: number | string | null;
  processed_at?: string | null;
  successful?: boolean;
}

/** "YYYY-MM-DD" months before today (the same day of the month, clamped to the month's last day). */
export function monthsBefore(today: string, months: number): string {
  const [year, month, day] = today.slice(0, 10).split('-').map(Number) as [number, number, number];
  const total = year * 12 + (month - 1) - months;
  const targetYear = Math.floor(total / 12);
  const targetMonth = (total % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  return `${targetYear}-${String(targetMonth).padStart(2, '0')}-${String(Math.min(day, lastDay)).padStart(2, '0')}`;
}

/**
 * The latest value of each analyte among results younger than maxAgeMonths on today (a result exactly that
 * old no longer counts). Failed results and results without a date never count.
 */
export function recentResults(
  results: readonly RecentResultInput[],
  today: string,
  maxAgeMonths = healthPlanConfig.resultsMaxAgeMonths,
): Record<string, number> {
  const cutoff = monthsBefore(today, maxAgeMonths);
  const latest = new Map<string, { date: string; value: number }>();
  for (const result of results) {
    const date = result.processed_at?.slice(0, 10);
    const value = finiteNumber(result.value);
    if (!result.analyte_id || date === undefined || value === null || result.successful === false) continue;
    if (date <= cutoff || date > today) continue;
    const seen = latest.get(result.analyte_id);
    if (!seen || seen.date < date) latest.set(result.analyte_id, { date, value });
  }
  return Object.fromEntries([...latest].map(([id, { value }]) => [id, value]));
}

/** BMI from metric height (cm) and weight (kg), one decimal; null without both. */
export function bmiOf(profile: Readonly<Record<string, unknown>>): number | null {
  const height = finiteNumber(profile.height) ?? 0;
  const weight = finiteNumber(profile.weight) ?? 0;
  if (height <= 0 || weight <= 0) return null;
  return Math.round((weight / (height / 100) ** 2) * 10) / 10;
}

/** Weekly alcohol units from the profile's drink counts; null when the person did not say, 0 when they don't drink. */
export function alcoholUnitsPerWeek(
  profile: Readonly<Record<string, unknown>>,
  units: HealthPlanConfig['alcoholUnitsPerDrink'] = healthPlanConfig.alcoholUnitsPerDrink,
): number | null {
  if (profile.alcohol_dont_drink === true) return 0;
  let total = 0;
  let answered = false;
  for (const [drink, perDrink] of Object.entries(units)) {
    const count = finiteNumber(profile[`alcohol_${drink}_drinks_count`]);
    if (count === null) continue;
    answered = true;
    total += count * perDrink;
  }
  return answered ? Math.round(total * 10) / 10 : null;
}

/** What a plan rule may read (config/health-plan.yaml): the profile, values derived from it, recent results, constants. */
export function planContext(
  profile: Readonly<Record<string, unknown>> | null,
  results: readonly RecentResultInput[],
  today: string,
): ConditionContext {
  const answers = profile ?? {};
  return {
    profile: answers,
    derived: { bmi: bmiOf(answers), alcoholUnitsPerWeek: alcoholUnitsPerWeek(answers) },
    results: recentResults(results, today),
    now: today,
    constants: conditionConstants,
  };
}

export const MIN_INTERVENTIONS_EXCLUSIVE = appConfig.constants.healthPlan.minInterventionsExclusive;
