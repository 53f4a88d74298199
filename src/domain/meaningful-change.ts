/**
 * Whether a change between two results is bigger than a person's normal day-to-day variation: the reference
 * change value, RCV = sqrt(2) x 1.96 x sqrt(CVa^2 + CVi^2) (95 %, two-sided). CVa defaults to 0.5 x CVi
 * (desirable analytical performance) when the lab gives none. Skewed analytes use log-normal limits
 * (Fokkema et al., Clin Chem 2006), so the limit for a rise is wider than for a fall.
 */
import { isFiniteNumber } from './finite-number';

const Z = 1.96;

export interface VariationFacts {
  cvi: number | null;
  cva: number | null;
  skewed: boolean;
}

export interface ChangeLimits {
  /** Percent rise that counts as real. */
  up: number;
  /** Percent fall that counts as real (positive number). */
  down: number;
}

export type ChangeVerdict =
  | { kind: 'no-limits' }
  | { kind: 'not-comparable' }
  | { kind: 'within'; percent: number; limits: ChangeLimits }
  | { kind: 'real-up' | 'real-down'; percent: number; limits: ChangeLimits };

/** The analytical variation the limits use: the lab's, else half the within-person variation; null without a cvi. */
export function analyticalCv(facts: VariationFacts): number | null {
  const cvi = facts.cvi ?? 0;
  if (!(cvi > 0)) return null;
  return facts.cva ?? 0.5 * cvi;
}

function combinedCv(facts: VariationFacts): number | null {
  const cva = analyticalCv(facts);
  if (cva === null) return null;
  return Math.sqrt(cva ** 2 + (facts.cvi ?? 0) ** 2);
}

/** The percent limits up and down; null when the analyte has no published variation. */
export function changeLimits(facts: VariationFacts): ChangeLimits | null {
  const cv = combinedCv(facts);
  if (cv === null) return null;
  if (!facts.skewed) {
    const rcv = Math.SQRT2 * Z * cv;
    return { up: rcv, down: rcv };
  }
  const sigma = Math.sqrt(Math.log((cv / 100) ** 2 + 1));
  const spread = Math.SQRT2 * Z * sigma;
  return { up: (Math.exp(spread) - 1) * 100, down: (1 - Math.exp(-spread)) * 100 };
}

/** The verdict on a change from previous to current, both on the scale shown (the display unit). */
export function changeVerdict(
  previous: number | null | undefined,
  current: number | null | undefined,
  facts: VariationFacts,
): ChangeVerdict {
  if (!isFiniteNumber(previous) || !isFiniteNumber(current) || previous <= 0) return { kind: 'not-comparable' };
  const limits = changeLimits(facts);
  if (limits === null) return { kind: 'no-limits' };
  const percent = ((current - previous) / previous) * 100;
  if (percent > limits.up) return { kind: 'real-up', percent, limits };
  if (-percent > limits.down) return { kind: 'real-down', percent, limits };
  return { kind: 'within', percent, limits };
}
