import type { ResultStatus } from '../generated/entities.gen';

/** not_applicable is a failed test, not a level, so it has no rank. */
export type PredictedLevel = Exclude<ResultStatus, 'not_applicable'>;

/** SPEC section 4, worst first. */
export const PREDICTED_LEVEL_RANKING: readonly PredictedLevel[] = ['highly_abnormal', 'out_of_range', 'abnormal', 'normal', 'optimal'];

export function levelRank(level: PredictedLevel): number {
  return PREDICTED_LEVEL_RANKING.indexOf(level);
}

function isRanked(level: ResultStatus | null | undefined): level is PredictedLevel {
  return level !== null && level !== undefined && level !== 'not_applicable';
}

/** The lowest (worst) level is the one shown; null when none is ranked. */
export function lowestLevel(levels: readonly (ResultStatus | null | undefined)[]): PredictedLevel | null {
  // Math.min of nothing is Infinity, which names no level.
  return PREDICTED_LEVEL_RANKING[Math.min(...levels.filter(isRanked).map(levelRank))] ?? null;
}
