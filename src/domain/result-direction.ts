import { directionFromNormal, type Direction, type RangeBand } from './reference-range';

const WORDS: Readonly<Record<string, Direction>> = { below: 'below', low: 'below', above: 'above', high: 'above' };

/**
 * Which side of normal a result lies: the lab's direction_from_normal when it gives one we can read, else worked
 * out from the value and the bands with the same rule as the status (an uploaded result has no lab direction).
 */
export function resultDirection(labDirection: unknown, value: number | null, bands: readonly RangeBand[]): Direction | null {
  const given = typeof labDirection === 'string' ? WORDS[labDirection.trim().toLowerCase()] : undefined;
  return given ?? directionFromNormal(value, bands);
}
