import type { ResultStatus } from '../generated/entities.gen';
import { appConfig } from '../generated/app-config.gen';
import { finiteNumber, isFiniteNumber } from './finite-number';
import { knownStatus } from './result-value';

/** One band of a result's reference_ranges; a null end is unbounded. */
export type RangeBand = {
  status: ResultStatus;
  min: number | null;
  max: number | null;
};

/** A band end: null when open (missing or null), undefined when it is there but no number. */
function bandEnd(value: unknown): number | null | undefined {
  return value === null || value === undefined ? null : (finiteNumber(value) ?? undefined);
}

/** The well-formed bands of reference_ranges, lowest first; anything malformed is dropped, never drawn. */
export function parseRanges(raw: readonly unknown[] | null | undefined): RangeBand[] {
  if (!raw) return [];
  const bands: RangeBand[] = [];
  for (const item of raw) {
    // A number or text has no fields, so it is dropped with any other band of unknown status.
    const record = item as Readonly<Record<string, unknown>> | null;
    const status = knownStatus(record?.status);
    const min = bandEnd(record?.min);
    const max = bandEnd(record?.max);
    if (status === null || min === undefined || max === undefined || (min === null && max === null)) continue;
    if (min !== null && max !== null && min > max) continue;
    bands.push({ status, min, max });
  }
  return bands.sort((a, b) => (a.min ?? Number.NEGATIVE_INFINITY) - (b.min ?? Number.NEGATIVE_INFINITY));
}

/**
 * The stretch of the axis a range bar or chart draws. Finite band ends and the values set it; an unbounded
 * end is drawn extended past the last finite boundary by `extensionPercent` of the finite span (SPEC section 9),
 * so an open-ended band still has width. Never below zero when every number is at least zero.
 */
export function rangeDomain(
  bands: readonly RangeBand[],
  values: readonly number[],
  extensionPercent = appConfig.constants.referenceRangeExtensionPercent,
): [number, number] | null {
  const bounds = bands.flatMap((band) => [band.min, band.max]).filter((value): value is number => value !== null);
  const finite = [...bounds, ...values.filter(Number.isFinite)];
  if (finite.length === 0) return null;
  let lo = Math.min(...finite);
  let hi = Math.max(...finite);
  const span = hi - lo || Math.abs(hi) || 1;
  const extension = (span * extensionPercent) / 100;
  // With no bands the values alone set both ends, so a value sits on each and both are extended below.
  const openBelow = bands.some((band) => band.min === null);
  const openAbove = bands.some((band) => band.max === null);
  const nonNegative = finite.every((value) => value >= 0);
  if (openBelow || values.some((value) => value <= lo)) lo -= extension;
  if (openAbove || values.some((value) => value >= hi)) hi += extension;
  if (nonNegative) lo = Math.max(0, lo);
  return [lo, hi];
}

/** A band's drawn extent within the domain: its open ends run to the domain's edges. */
export function bandExtent(band: RangeBand, domain: readonly [number, number]): [number, number] {
  return [band.min ?? domain[0], band.max ?? domain[1]];
}

/** The band a value falls in: min inclusive, max exclusive, except a top band that is closed above. */
export function bandOf(value: number | null | undefined, bands: readonly RangeBand[]): RangeBand | null {
  if (!isFiniteNumber(value)) return null;
  return (
    bands.find((band, index) => {
      const aboveMin = band.min === null || value >= band.min;
      const last = index === bands.length - 1;
      const belowMax = band.max === null || value < band.max || (last && value === band.max);
      return aboveMin && belowMax;
    }) ?? null
  );
}

/** Where a value sits along the domain, 0 (left) to 1 (right), clamped. */
export function positionIn(value: number, domain: readonly [number, number]): number {
  const [lo, hi] = domain;
  if (hi <= lo) return 0.5;
  return Math.min(1, Math.max(0, (value - lo) / (hi - lo)));
}

/**
 * The stretch a history chart draws: the values, out to the nearest band boundary on each side so the band a
 * value sits in is visible, rather than every band (a 150 upper limit would flatten results near 20).
 */
export function focusDomain(
  bands: readonly RangeBand[],
  values: readonly number[],
  extensionPercent = appConfig.constants.referenceRangeExtensionPercent,
): [number, number] | null {
  const finite = values.filter(Number.isFinite);
  if (finite.length === 0) return rangeDomain(bands, finite, extensionPercent);
  const lo = Math.min(...finite);
  const hi = Math.max(...finite);
  const bounds = bands.flatMap((band) => [band.min, band.max]).filter((value): value is number => value !== null);
  const below = bounds.filter((bound) => bound <= lo);
  const above = bounds.filter((bound) => bound >= hi);
  const margin = ((hi - lo || Math.abs(hi) || 1) * extensionPercent) / 100;
  const from = below.length > 0 ? Math.max(...below) : lo - margin;
  const to = above.length > 0 ? Math.min(...above) : hi + margin;
  const nonNegative = finite.every((value) => value >= 0);
  return [nonNegative ? Math.max(0, Math.min(from, lo - margin / 2)) : Math.min(from, lo - margin / 2), Math.max(to, hi + margin / 2)];
}

/** The status a value earns against the bands (bandOf's bound rule); null when no band holds it. */
export function statusOf(value: number | null | undefined, bands: readonly RangeBand[]): ResultStatus | null {
  return bandOf(value, bands)?.status ?? null;
}

export type Direction = 'below' | 'above';

const HEALTHY: readonly ResultStatus[] = ['normal', 'optimal'];

/**
 * Which side of the healthy bands (normal and optimal) a band lies on: below the first of them or above the
 * last; null for a healthy band, or when there is no healthy band to be on a side of.
 */
export function bandSide(band: RangeBand, bands: readonly RangeBand[]): Direction | null {
  if (HEALTHY.includes(band.status)) return null;
  const index = bands.indexOf(band);
  const healthy = bands.map((candidate, at) => (HEALTHY.includes(candidate.status) ? at : -1)).filter((at) => at !== -1);
  if (index === -1 || healthy.length === 0) return null;
  if (index < Math.min(...healthy)) return 'below';
  if (index > Math.max(...healthy)) return 'above';
  return null;
}

/** direction_from_normal as the lab would give it: which side of the healthy bands the value's band lies. */
export function directionFromNormal(value: number | null | undefined, bands: readonly RangeBand[]): Direction | null {
  const band = bandOf(value, bands);
  return band === null ? null : bandSide(band, bands);
}

/**
 * How a band's ends read, matching bandOf: a band includes its min and excludes its max, so a bounded band reads
 * "30 to under 50"; the top band includes its max as well ("75 to 200"); open bands read "under 30" and "150 or more".
 */
export type BandBounds =
  | { kind: 'under'; max: number }
  | { kind: 'at-least'; min: number }
  | { kind: 'from-to-under'; min: number; max: number }
  | { kind: 'from-to'; min: number; max: number };

export function bandBounds(band: RangeBand, bands: readonly RangeBand[]): BandBounds | null {
  const { min, max } = band;
  if (min === null && max === null) return null;
  if (min === null) return { kind: 'under', max: max as number };
  if (max === null) return { kind: 'at-least', min };
  return bands.indexOf(band) === bands.length - 1 ? { kind: 'from-to', min, max } : { kind: 'from-to-under', min, max };
}
