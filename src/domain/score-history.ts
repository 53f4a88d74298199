import type { HealthScoreCategory } from '../generated/entities.gen';
import { isReadableDate } from './dates';
import { isFiniteNumber } from './finite-number';
import { bandOfAdjustedScore, scorePercent, type ScoreBand } from './scores';

export interface ScoreRecord {
  category?: string;
  adjusted_score?: number | null;
  last_calculated_at?: string | null;
  lastCalculatedAt?: string | null;
  created_at?: string | null;
}

export interface ScorePoint {
  at: string;
  percent: number;
  band: ScoreBand;
}

export const SCORE_CATEGORIES: readonly HealthScoreCategory[] = ['longevity', 'energy', 'mental_wellbeing'];

/** "mental-wellbeing" and "mental_wellbeing" both name the category; anything else is not a category. */
export function categoryFromParam(param: string | undefined): HealthScoreCategory | null {
  const normalised = param?.replace(/-/g, '_');
  return SCORE_CATEGORIES.find((category) => category === normalised) ?? null;
}

export function categoryParam(category: HealthScoreCategory): string {
  return category.replace(/_/g, '-');
}

function whenOf(record: ScoreRecord): string | null {
  return record.last_calculated_at ?? record.lastCalculatedAt ?? record.created_at ?? null;
}

/** A category's readable scores, oldest first; records with no score or no readable date are left out. */
export function scoreHistory(records: readonly ScoreRecord[], category: HealthScoreCategory): ScorePoint[] {
  return records
    .filter((record) => record.category === category)
    .flatMap((record) => {
      const at = whenOf(record);
      const score = record.adjusted_score;
      if (!isReadableDate(at) || !isFiniteNumber(score)) return [];
      return [{ at, percent: scorePercent(score), band: bandOfAdjustedScore(score) }];
    })
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}

/** The newest score of the category, or null. */
export function latestScore(records: readonly ScoreRecord[], category: HealthScoreCategory): ScorePoint | null {
  return scoreHistory(records, category).at(-1) ?? null;
}

/**
 * How far the newest score moved from the one before, in the whole percent points people see: worked out from the
 * same history the history page lists, so "Up 2 points" can never sit beside "86% → 86%". Null with no earlier score.
 */
export function scoreChange(history: readonly ScorePoint[]): number | null {
  if (history.length < 2) return null;
  return (history.at(-1) as ScorePoint).percent - (history.at(-2) as ScorePoint).percent;
}
