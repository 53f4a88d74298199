import { analyteByCode } from '../../domain/analyte-catalogue';
import { changeVerdict } from '../../domain/meaningful-change';
import { earlierComparison, type Comparability, type HistoryPoint } from '../../domain/result-history';
import { formatNumber } from '../../domain/result-value';
import { message } from '../../ui/message';
import { longDate } from './chart-format';

function percentText(value: number): string {
  return `${formatNumber(Math.abs(Math.round(value * 10) / 10))}%`;
}

function withUnit(point: HistoryPoint): string {
  const unit = point.unit && point.unit !== 'ratio' ? ` ${point.unit}` : '';
  return `${point.operator ? `${point.operator} ` : ''}${formatNumber(point.value)}${unit}`;
}

function whatDiffers(because: readonly Comparability[]): string {
  return because.map((change) => message(`result.history.changed.${change}`)).join(', ');
}

function verdictText(previous: number, current: number, code: string, name: string): string {
  const catalogue = analyteByCode(code);
  const verdict = changeVerdict(previous, current, catalogue ?? { cvi: null, cva: null, skewed: false });
  switch (verdict.kind) {
    case 'no-limits':
      return message('result.rcv.noLimits');
    case 'not-comparable':
      return message('result.rcv.notComparable');
    case 'within':
      return message('result.rcv.within', {
        percent: percentText(verdict.percent),
        name,
        limit: percentText(verdict.percent >= 0 ? verdict.limits.up : verdict.limits.down),
      });
    case 'real-up':
      return message('result.rcv.realUp', { percent: percentText(verdict.percent), limit: percentText(verdict.limits.up) });
    case 'real-down':
      return message('result.rcv.realDown', { percent: percentText(verdict.percent), limit: percentText(verdict.limits.down) });
  }
}

/**
 * "Since your last test": a real-change verdict only against a like-for-like result (same lab, sample type and
 * unit), passing over later results that are not, and saying so; otherwise why there is no verdict.
 */
export function ChangeSection({
  points,
  currentId,
  code,
  name,
}: {
  points: readonly HistoryPoint[];
  currentId: string;
  code: string;
  name: string;
}) {
  const comparison = earlierComparison(points, currentId);
  const current = points.find((point) => point.id === currentId);
  let body;
  switch (comparison.kind) {
    case 'first':
      body = <p>{message('result.previous.none')}</p>;
      break;
    case 'bound':
      body = <p className="rcv-verdict">{message('result.rcv.notComparable')}</p>;
      break;
    case 'none-comparable':
      body = (
        <p className="rcv-verdict">
          {current?.source === 'uploaded'
            ? message('result.compare.uploaded', { value: withUnit(comparison.latest), date: longDate(comparison.latest.at) })
            : message('result.compare.none', {
                value: withUnit(comparison.latest),
                date: longDate(comparison.latest.at),
                what: whatDiffers(comparison.because),
              })}
        </p>
      );
      break;
    case 'compared':
      body = (
        <>
          <p>{message('result.compare.against', { value: withUnit(comparison.against), date: longDate(comparison.against.at) })}</p>
          {comparison.skipped ? (
            <p>
              {message('result.compare.skipped', {
                value: withUnit(comparison.skipped),
                date: longDate(comparison.skipped.at),
                what: whatDiffers(comparison.skippedBecause),
              })}
            </p>
          ) : null}
          <p className="rcv-verdict">{verdictText(comparison.against.value, current?.value ?? Number.NaN, code, name)}</p>
        </>
      );
      break;
  }
  return (
    <section className="result-section" aria-labelledby="change-heading">
      <h2 id="change-heading">{message('result.previous.heading')}</h2>
      {body}
    </section>
  );
}
