import { appConfig } from '../generated/app-config.gen';
import type { Constants } from '../generated/config-types.gen';

export type ScoreBand = 'excellent' | 'good' | 'fair' | 'poor';
type Thresholds = Constants['scores']['thresholds'];

const DAY_MS = 86_400_000;

/** Band of a percent score (0-100): each threshold is inclusive. */
export function band(score: number, thresholds: Thresholds = appConfig.constants.scores.thresholds): ScoreBand {
  if (score >= thresholds.excellent) return 'excellent';
  if (score >= thresholds.good) return 'good';
  if (score >= thresholds.fair) return 'fair';
  return 'poor';
}

/** adjusted_score arrives as a 0-1 fraction; it is shown as a whole percent. */
export function scorePercent(adjustedScore: number): number {
  return Math.round(adjustedScore * 100);
}

/** Band of an adjusted_score, judged on the percent people see so the label never disagrees with the number. */
export function bandOfAdjustedScore(adjustedScore: number, thresholds: Thresholds = appConfig.constants.scores.thresholds): ScoreBand {
  return band(scorePercent(adjustedScore), thresholds);
}

/** When the score is next recalculated, as an ISO timestamp; null when lastCalculatedAt is unreadable. */
export function nextUpdate(lastCalculatedAt: string, days = appConfig.constants.scores.nextUpdateDays): string | null {
  const last = Date.parse(lastCalculatedAt);
  // Fixed 24 h days: the instant is timezone-free, and the calendar date is formatted separately.
  return Number.isNaN(last) ? null : new Date(last + days * DAY_MS).toISOString();
}
