import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { categoryFromParam, categoryParam, scoreHistory } from '../../domain/score-history';
import { appConfig } from '../../generated/app-config.gen';
import { pathFor } from '../../app-router/app-routes';
import { DataTable } from '../../ui/data-table';
import { message } from '../../ui/message';
import { useDocumentTitle } from '../../ui/use-document-title';
import { formatMonth, longDate, monthYearLong } from '../results/chart-format';
import { LazyLineChart, usePreloadedLineChart } from '../results/lazy-line-chart';
import { Loading, NotFoundContent, ResourceError } from '../results/resource-states';
import type { StatusShapeName } from '../results/status-presentation';
import { bandName, categoryName } from './score-labels';
import { scoresQuery } from './scores-query';
import '../results/results.css';

const BAND_SHAPE: Record<string, { shape: StatusShapeName; tone: string }> = {
  excellent: { shape: 'star', tone: 'optimal' },
  good: { shape: 'circle', tone: 'normal' },
  fair: { shape: 'diamond', tone: 'abnormal' },
  poor: { shape: 'octagon', tone: 'severe' },
};

export { startScoresQuery as startFirstQueries } from './scores-query';

/** /health-scores/{category}/history: past scores as a chart with the band thresholds, a summary and a table. */
export default function HealthScoreHistoryScreen() {
  usePreloadedLineChart();
  const { category: param } = useParams();
  const category = categoryFromParam(param);
  const scores = useQuery(scoresQuery);
  const name = category ? categoryName(category) : '';
  const heading = category ? message('scores.history.heading', { category: name }) : message('page.notFound.heading');
  useDocumentTitle(heading);
  if (!category) return <NotFoundContent />;
  if (scores.status === 'pending') return <Loading />;
  if (scores.status === 'error')
    return (
      <ResourceError
        error={scores.error}
        what={message('load.thing.scoreHistory')}
        heading={heading}
        onRetry={() => void scores.refetch()}
      />
    );
  const points = scoreHistory(scores.data, category);
  const { thresholds } = appConfig.constants.scores;
  const last = points.at(-1);
  return (
    <article className="result-page" aria-labelledby="screen-heading">
      <p className="no-print">
        <Link to={pathFor('health-scores-category', { category: categoryParam(category) })}>
          {message('scores.history.back', { category: name.toLowerCase() })}
        </Link>
      </p>
      <h1 id="screen-heading">{heading}</h1>
      {points.length === 0 || !last ? (
        <p>{message('scores.history.empty')}</p>
      ) : (
        <>
          <p className="chart-summary">
            {message('scores.history.summary', {
              count: points.length,
              since: monthYearLong(points[0]?.at ?? last.at),
              percent: last.percent,
              band: bandName(last.band).toLowerCase(),
            })}
          </p>
          <div className="chart-and-table">
            <LazyLineChart
              title={message('scores.history.chartLabel', { category: name.toLowerCase() })}
              points={points.map((point) => ({
                x: Date.parse(point.at),
                y: point.percent,
                ...(BAND_SHAPE[point.band] ?? { shape: 'circle', tone: 'normal' }),
                label: `${longDate(point.at)}: ${point.percent}%, ${bandName(point.band)}`,
              }))}
              yDomain={[Math.max(0, Math.min(...points.map((point) => point.percent)) - 10), 100]}
              bands={[
                { from: thresholds.excellent, to: 100, tone: 'optimal', label: bandName('excellent') },
                { from: thresholds.good, to: thresholds.excellent, tone: 'normal', label: bandName('good') },
                { from: thresholds.fair, to: thresholds.good, tone: 'abnormal', label: bandName('fair') },
                { from: 0, to: thresholds.fair, tone: 'severe', label: bandName('poor') },
              ]}
              formatY={(value) => `${value}%`}
              formatX={formatMonth}
            />
            <DataTable
              caption={message('scores.history.tableCaption', { category: name.toLowerCase() })}
              firstColumnIsHeader
              rows={points}
              rowKey={(point) => point.at}
              columns={[
                { key: 'date', header: message('result.history.date'), render: (point) => longDate(point.at) },
                { key: 'value', header: message('result.history.value'), render: (point) => `${point.percent}%` },
                { key: 'status', header: message('result.history.status'), render: (point) => bandName(point.band) },
              ]}
            />
          </div>
        </>
      )}
    </article>
  );
}
