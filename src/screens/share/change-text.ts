import type { ChangeStatement } from '../../domain/share/change-statement';
import type { HistoryPoint } from '../../domain/result-history';
import { formatNumber } from '../../domain/result-value';
import { message } from '../../ui/message';
import { longDate } from '../results/chart-format';

const MINUS = '\u2212';

/** "+35.2%", "−6.1%": one decimal, signed as a clinician reads a change. */
export function signedPercent(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return `${rounded > 0 ? '+' : rounded < 0 ? MINUS : ''}${formatNumber(Math.abs(rounded))}%`;
}

const percent = (value: number) => `${formatNumber(Math.round(value * 100) / 100)}%`;

export function pointValue(point: HistoryPoint): string {
  const unit = point.unit && point.unit !== 'ratio' ? ` ${point.unit}` : '';
  return `${point.operator ? `${point.operator} ` : ''}${formatNumber(point.value)}${unit}`;
}

const what = (because: readonly string[]) =>
  because.map((change) => message(`result.history.changed.${change as 'source' | 'sample' | 'unit'}`)).join(', ');

/**
 * The change since the last like-for-like result in one sentence, and the rule the verdict follows in one more
 * (only where a verdict was reached).
 */
export function changeText(statement: ChangeStatement): { verdict: string; detail: string | null; rule: string | null } {
  switch (statement.kind) {
    case 'not-shared':
      return { verdict: message('share.change.notShared'), detail: null, rule: null };
    case 'first':
      return { verdict: message('share.change.first'), detail: null, rule: null };
    case 'bound':
      return { verdict: message('share.change.bound'), detail: null, rule: null };
    case 'uploaded':
      return { verdict: message('share.change.uploaded'), detail: null, rule: null };
    case 'unlike':
      return {
        verdict: message('share.change.unlike', {
          value: pointValue(statement.latest),
          date: longDate(statement.latest.at),
          what: what(statement.because),
        }),
        detail: null,
        rule: null,
      };
    case 'not-comparable':
      return {
        verdict: message('share.change.notComparable', { value: pointValue(statement.against), date: longDate(statement.against.at) }),
        detail: null,
        rule: null,
      };
    case 'no-limits':
      return {
        verdict: message('share.change.noLimits', { value: pointValue(statement.against), date: longDate(statement.against.at) }),
        detail: null,
        rule: null,
      };
    case 'verdict': {
      const { limits, verdict } = statement;
      const symmetric = Math.abs(limits.up - limits.down) < 1e-9;
      const limit = symmetric
        ? `\u00b1${percent(limits.up)}`
        : statement.percent >= 0
          ? `+${percent(limits.up)}`
          : `${MINUS}${percent(limits.down)}`;
      const key = verdict === 'within' ? 'share.change.within' : verdict === 'real-up' ? 'share.change.realUp' : 'share.change.realDown';
      const skipped = statement.skipped;
      return {
        verdict: message(key, {
          percent: signedPercent(statement.percent),
          value: pointValue(statement.against),
          date: longDate(statement.against.at),
          limit,
        }),
        detail: skipped
          ? message('share.change.skipped', {
              value: pointValue(skipped),
              date: longDate(skipped.at),
              what: what(statement.skippedBecause),
            })
          : null,
        rule: statement.skewed
          ? message('share.change.ruleSkewed', {
              up: `+${percent(limits.up)}`,
              down: `${MINUS}${percent(limits.down)}`,
              cvi: percent(statement.cvi),
              cva: percent(statement.cva),
            })
          : message('share.change.rule', { cvi: percent(statement.cvi), cva: percent(statement.cva) }),
      };
    }
  }
}
