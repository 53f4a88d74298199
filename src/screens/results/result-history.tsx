import { bandExtent, bandSide, focusDomain, type RangeBand } from '../../domain/reference-range';
import type { HistoryPoint } from '../../domain/result-history';
import { formatNumber } from '../../domain/result-value';
import { DataTable } from '../../ui/data-table';
import { message } from '../../ui/message';
import { formatMonth, longDate, monthYearLong } from './chart-format';
import { LazyLineChart } from './lazy-line-chart';
import { ResultStatusTag, statusText } from './result-status';
import { presentStatus } from './status-presentation';

interface ResultHistoryProps {
  name: string;
  unit: string | null;
  points: readonly HistoryPoint[];
  bands: readonly RangeBand[];
}

function valueText(point: HistoryPoint): string {
  const unit = point.unit && point.unit !== 'ratio' ? ` ${point.unit}` : '';
  return `${point.operator ? `${point.operator} ` : ''}${formatNumber(point.value)}${unit}`;
}

function sourceText(point: HistoryPoint): string {
  if (point.source === 'uploaded') return message('result.history.uploaded');
  return point.sampleType === 'venous' ? message('result.history.labVenous') : message('result.history.lab');
}

function changedText(point: HistoryPoint): string | null {
  if (point.changed.length === 0) return null;
  const what = point.changed.map((change) => message(`result.history.changed.${change}`)).join(', ');
  return message('result.history.changed', { what });
}

/** The analyte across every test: a text summary, a chart with the range band, and the same data as a table. */
export function ResultHistory({ name, unit, points, bands }: ResultHistoryProps) {
  const headingId = 'result-history-heading';
  if (points.length <= 1) {
    return (
      <section aria-labelledby={headingId} className="result-section result-history">
        <h2 id={headingId}>{message('result.history.heading')}</h2>
        <p>{message('result.history.empty')}</p>
      </section>
    );
  }
  const first = points[0] as HistoryPoint;
  const last = points[points.length - 1] as HistoryPoint;
  const summary = message('result.history.summary', {
    count: points.length,
    since: monthYearLong(first.at),
    status: statusText(last.status, last.direction).toLowerCase(),
  });
  const domain = focusDomain(
    bands,
    points.map((point) => point.value),
  ) ?? [0, 1];
  return (
    <section aria-labelledby={headingId} className="result-section result-history">
      <h2 id={headingId}>{message('result.history.heading')}</h2>
      <p className="chart-summary">{summary}</p>
      <div className="chart-and-table">
        <LazyLineChart
          title={message('result.history.chartLabel', { name })}
          points={points.map((point) => {
            const presentation = presentStatus(point.status, point.direction);
            return {
              x: Date.parse(point.at),
              y: point.value,
              shape: presentation.shape,
              tone: presentation.tone,
              hollow: point.source === 'uploaded',
              label: `${longDate(point.at)}: ${valueText(point)}, ${statusText(point.status, point.direction)}, ${sourceText(point)}`,
            };
          })}
          yDomain={domain}
          bands={bands.map((band) => {
            const [from, to] = bandExtent(band, domain);
            const side = bandSide(band, bands);
            return { from, to, tone: presentStatus(band.status, side).tone, label: statusText(band.status, side) };
          })}
          markers={points
            .filter((point) => point.changed.length > 0)
            .map((point) => ({ x: Date.parse(point.at) - 3 * 86_400_000, label: '≠' }))}
          formatY={(value) => formatNumber(value)}
          formatX={formatMonth}
        />
        <p className="chart-legend">{message('result.history.legend')}</p>
        <DataTable
          caption={`${message('result.history.tableCaption', { name })}${unit ? ` (${unit})` : ''}`}
          firstColumnIsHeader
          rows={points}
          rowKey={(point) => point.id}
          columns={[
            { key: 'date', header: message('result.history.date'), render: (point) => longDate(point.at) },
            { key: 'value', header: message('result.history.value'), render: valueText },
            {
              key: 'status',
              header: message('result.history.status'),
              render: (point) => <ResultStatusTag status={point.status} direction={point.direction} />,
            },
            {
              key: 'source',
              header: message('result.history.source'),
              // One box, so a phone's stacked row keeps the note under its source rather than beside it.
              render: (point) => (
                <span className="history-source">
                  {sourceText(point)}
                  {changedText(point) ? <span className="history-changed">{changedText(point)}</span> : null}
                </span>
              ),
            },
          ]}
        />
      </div>
    </section>
  );
}
