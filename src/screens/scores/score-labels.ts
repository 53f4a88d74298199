import type { ScoreBand } from '../../domain/scores';
import type { HealthScoreCategory } from '../../generated/entities.gen';
import { message } from '../../ui/message';

const CATEGORY_HEADINGS = {
  longevity: 'scores.heading.longevity',
  energy: 'scores.heading.energy',
  mental_wellbeing: 'scores.heading.mentalWellbeing',
} as const;

const BAND_KEYS = {
  excellent: 'scores.band.excellent',
  good: 'scores.band.good',
  fair: 'scores.band.fair',
  poor: 'scores.band.poor',
} as const;

export function categoryName(category: HealthScoreCategory): string {
  return message(CATEGORY_HEADINGS[category]);
}

export function bandName(band: ScoreBand): string {
  return message(BAND_KEYS[band]);
}
