import type { AnalyteResult, ResultStatus } from '../generated/entities.gen';
import { readResult } from './result-value';
import { knownStatus } from './result-value';

export type Comparability = 'source' | 'sample' | 'unit';

export interface HistoryPoint {
  id: string;
  testCycleId: string | null;
  at: string;
  value: number;
  operator: string | null;
  unit: string | null;
  status: ResultStatus | null;
  source: 'lab' | 'uploaded';
  sampleType: string | null;
  /** What differs from the point before: a different lab route, sample type or unit makes the two less comparable. */
  changed: Comparability[];
}

type HistoryInput = AnalyteResult & { test?: { test_cycle_id?: string } | null };

/** The readable numeric results of one analyte, oldest first, with what changed between neighbours. */
export function historyPoints(results: readonly HistoryInput[]): HistoryPoint[] {
  const points = results.flatMap((result) => {
    const reading = readResult(result);
    const at = result.processed_at ?? null;
    if (reading.kind !== 'number' || at === null || Number.isNaN(Date.parse(at))) return [];
    return [{
      id: result.id, testCycleId: result.test?.test_cycle_id ?? null, at, value: reading.value, operator: reading.operator, unit: reading.unit,
      status: knownStatus(result.severity), source: result.uploaded ? ('uploaded' as const) : ('lab' as const), sampleType: result.sample_type ?? null, changed: [] as Comparability[],
    }];
  });
  points.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  points.forEach((point, index) => {
    const before = points[index - 1];
    if (!before) return;
    if (before.source !== point.source) point.changed.push('source');
    if (before.sampleType !== point.sampleType) point.changed.push('sample');
    if ((before.unit ?? '') !== (point.unit ?? '')) point.changed.push('unit');
  });
  return points;
}
