import type { AnalyteResult, ResultStatus } from '../generated/entities.gen';
import { isReadableDate } from './dates';
import { parseRanges, type Direction } from './reference-range';
import { resultDirection } from './result-direction';
import { knownStatus, readResult } from './result-value';

export type Comparability = 'source' | 'sample' | 'unit';

export interface HistoryPoint {
  id: string;
  testCycleId: string | null;
  /** When the sample was taken as far as we know it: the entered test date of an upload, the lab's processing time otherwise. */
  at: string;
  value: number;
  operator: string | null;
  unit: string | null;
  status: ResultStatus | null;
  /** Which side of normal the value lies, for Low and High. */
  direction: Direction | null;
  source: 'lab' | 'uploaded';
  sampleType: string | null;
  /** What differs from the point before: a different lab route, sample type or unit makes the two less comparable. */
  changed: Comparability[];
}

export type HistoryInput = AnalyteResult & { test?: { test_cycle_id?: string; test_date?: string | null } | null };

/**
 * The date a result belongs to. An upload's processed_at is only when it was typed in (and moves on every edit),
 * so it sits on the test date the person entered (SPEC 3, test_date); a lab result sits on when the lab measured it.
 */
export function resultDate(result: Pick<HistoryInput, 'uploaded' | 'processed_at' | 'test'>): string | null {
  if (result.uploaded && isReadableDate(result.test?.test_date)) return result.test.test_date;
  return isReadableDate(result.processed_at) ? result.processed_at : null;
}

/**
 * What stops two results being compared as like for like: another lab (an upload's lab and method are unknown,
 * so an upload is never like for like, not even with another upload), another sample type, another unit.
 */
export function differences(
  before: Pick<HistoryPoint, 'source' | 'sampleType' | 'unit'>,
  after: Pick<HistoryPoint, 'source' | 'sampleType' | 'unit'>,
): Comparability[] {
  const found: Comparability[] = [];
  if (before.source !== after.source || after.source === 'uploaded') found.push('source');
  if (before.sampleType !== after.sampleType) found.push('sample');
  if ((before.unit ?? '') !== (after.unit ?? '')) found.push('unit');
  return found;
}

/** The readable numeric results of one analyte, oldest first, with what changed between neighbours. */
export function historyPoints(results: readonly HistoryInput[]): HistoryPoint[] {
  const points = results.flatMap((result) => {
    const reading = readResult(result);
    const at = resultDate(result);
    if (reading.kind !== 'number' || at === null) return [];
    return [
      {
        id: result.id,
        testCycleId: result.test?.test_cycle_id ?? null,
        at,
        value: reading.value,
        operator: reading.operator,
        unit: reading.unit,
        status: knownStatus(result.severity),
        direction: resultDirection(result.direction_from_normal, reading.value, parseRanges(result.reference_ranges)),
        source: result.uploaded ? ('uploaded' as const) : ('lab' as const),
        sampleType: result.sample_type ?? null,
        changed: [] as Comparability[],
      },
    ];
  });
  points.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  points.forEach((point, index) => {
    const before = points[index - 1];
    if (before) point.changed = differences(before, point);
  });
  return points;
}

/**
 * What "since your last test" compares with: the latest earlier result that is like for like (same lab, sample
 * type and unit), naming the later, unlike result it passed over; or, when none is, why there is no verdict.
 * An upload itself, or a value given only as a bound ("< 0.5"), is never compared.
 */
export type EarlierComparison =
  | { kind: 'first' }
  | { kind: 'bound' }
  | { kind: 'compared'; against: HistoryPoint; skipped: HistoryPoint | null; skippedBecause: Comparability[] }
  | { kind: 'none-comparable'; latest: HistoryPoint; because: Comparability[] };

export function earlierComparison(points: readonly HistoryPoint[], currentId: string): EarlierComparison {
  const index = points.findIndex((point) => point.id === currentId);
  const earlier = points.slice(0, Math.max(0, index));
  const latest = earlier.at(-1);
  if (latest === undefined) return { kind: 'first' };
  // An earlier point exists only when the current one was found.
  const current = points[index] as HistoryPoint;
  if (current.operator !== null) return { kind: 'bound' };
  const against = earlier.findLast((point) => point.operator === null && differences(point, current).length === 0);
  if (against === undefined) return { kind: 'none-comparable', latest, because: differences(latest, current) };
  const skipped = against === latest ? null : latest;
  return { kind: 'compared', against, skipped, skippedBecause: skipped ? differences(skipped, current) : [] };
}
