import type { RangeBand } from '../reference-range';

/**
 * The reference interval a clinician expects beside a result: the span of the healthy bands (normal and optimal)
 * of the lab's ranges, each end open (null) where the healthy bands are. Null when no band is healthy.
 */
export interface ReferenceInterval {
  low: number | null;
  high: number | null;
}

const HEALTHY = new Set(['normal', 'optimal']);

export function referenceInterval(bands: readonly RangeBand[]): ReferenceInterval | null {
  const healthy = bands.filter((band) => HEALTHY.has(band.status));
  if (healthy.length === 0) return null;
  const lows = healthy.map((band) => band.min);
  const highs = healthy.map((band) => band.max);
  return {
    low: lows.includes(null) ? null : Math.min(...(lows as number[])),
    high: highs.includes(null) ? null : Math.max(...(highs as number[])),
  };
}
