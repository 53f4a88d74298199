import { analyticalCv, changeVerdict, type ChangeLimits, type VariationFacts } from '../meaningful-change';
import { earlierComparison, type Comparability, type HistoryPoint } from '../result-history';

/**
 * What a clinician is told about the change in a result since the one before it: the same comparison and
 * reference change value as the person's own result page (src/domain/result-history.ts and meaningful-change.ts),
 * with the figures the rule used, so the rule can be stated beside the verdict.
 */
export type ChangeStatement =
  | { kind: 'not-shared' }
  | { kind: 'first' }
  | { kind: 'bound' }
  | { kind: 'uploaded'; latest: HistoryPoint }
  | { kind: 'unlike'; latest: HistoryPoint; because: Comparability[] }
  | { kind: 'not-comparable'; against: HistoryPoint }
  | { kind: 'no-limits'; against: HistoryPoint }
  | {
      kind: 'verdict';
      verdict: 'within' | 'real-up' | 'real-down';
      /** Signed percent change from `against`. */
      percent: number;
      limits: ChangeLimits;
      against: HistoryPoint;
      /** A later result left out because it is not like for like, and what differs. */
      skipped: HistoryPoint | null;
      skippedBecause: Comparability[];
      /** The variation figures the limits come from; cva filled in where the catalogue leaves it to half of cvi. */
      cvi: number;
      cva: number;
      skewed: boolean;
    };

/**
 * The statement for the result `currentId` among `points`; null when that result is no number (positive or
 * negative, failed). `historyShared` false means the person shared only one test: earlier results are theirs to
 * keep, so nothing is compared.
 */
export function changeStatement(
  points: readonly HistoryPoint[],
  currentId: string,
  facts: VariationFacts,
  historyShared: boolean,
): ChangeStatement | null {
  const current = points.find((point) => point.id === currentId);
  if (current === undefined) return null;
  if (!historyShared) return { kind: 'not-shared' };
  const comparison = earlierComparison(points, currentId);
  switch (comparison.kind) {
    case 'first':
      return { kind: 'first' };
    case 'bound':
      return { kind: 'bound' };
    case 'none-comparable':
      return current.source === 'uploaded'
        ? { kind: 'uploaded', latest: comparison.latest }
        : { kind: 'unlike', latest: comparison.latest, because: comparison.because };
    case 'compared': {
      const { against, skipped, skippedBecause } = comparison;
      const verdict = changeVerdict(against.value, current.value, facts);
      if (verdict.kind === 'not-comparable') return { kind: 'not-comparable', against };
      if (verdict.kind === 'no-limits') return { kind: 'no-limits', against };
      // A verdict has limits, so the analyte has a cvi and an analytical variation.
      return {
        kind: 'verdict',
        verdict: verdict.kind,
        percent: verdict.percent,
        limits: verdict.limits,
        against,
        skipped,
        skippedBecause,
        cvi: facts.cvi ?? 0,
        cva: analyticalCv(facts) ?? 0,
        skewed: facts.skewed,
      };
    }
  }
}
