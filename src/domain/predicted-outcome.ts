import type { ResultStatus } from '../generated/entities.gen';
import { levelRank, type PredictedLevel } from './predicted-level';
import { statusOf, type RangeBand } from './reference-range';
import { knownStatus } from './result-value';
import { roundTo } from './rounding';

export interface PredictionStep {
  intervention_id: string;
  intervention_name: string;
  /** The API's level; any unknown word counts as none. */
  level?: string | null;
  value?: number | null;
}

export interface PredictedStep {
  id: string;
  name: string;
  /** Rounded to the analyte's reporting precision; null when the step gives no number. */
  value: number | null;
  level: PredictedLevel | null;
}

export interface PredictedOutcome {
  steps: PredictedStep[];
  /** The step shown as the prediction: the least favourable level (SPEC 4, the lowest is shown), the first of equals. */
  shown: PredictedStep | null;
}

const ranked = (status: ResultStatus | null): PredictedLevel | null => (status === 'not_applicable' ? null : status);

/**
 * Every step's predicted value and level, computed once for every page that shows a prediction. A value is judged
 * against the bands with the same rule as a measured result, so a level can never contradict its number; the
 * API's level stands only for a step without a number, or when there are no bands.
 */
export function predictedOutcome(steps: readonly PredictionStep[], bands: readonly RangeBand[], decimals: number | null): PredictedOutcome {
  const read = steps.map((step): PredictedStep => {
    const raw = Number.isFinite(step.value) ? Number(step.value) : null;
    const value = raw !== null && decimals !== null ? roundTo(raw, decimals) : raw;
    return {
      id: step.intervention_id,
      name: step.intervention_name,
      value,
      level: ranked(statusOf(value, bands) ?? knownStatus(step.level)),
    };
  });
  const levelled = read.filter((step): step is PredictedStep & { level: PredictedLevel } => step.level !== null);
  const shown = levelled.reduce<(typeof levelled)[number] | null>(
    (worst, step) => (worst === null || levelRank(step.level) < levelRank(worst.level) ? step : worst),
    null,
  );
  return { steps: read, shown };
}
