import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { forecastQuery, resultsTestQuery } from '../../api/results-api';
import { analyteByCode, catalogueRanges, reportingPrecision } from '../../domain/analyte-catalogue';
import { forecastPoints, forecastWeeks, roundedForecast } from '../../domain/forecast';
import { bandExtent, bandSide, directionFromNormal, statusOf } from '../../domain/reference-range';
import { formatNumber } from '../../domain/result-value';
import { pathFor } from '../../app-router/app-routes';
import { DataTable } from '../../ui/data-table';
import { message } from '../../ui/message';
import { useDocumentTitle } from '../../ui/use-document-title';
import { formatMonth, longDate } from './chart-format';
import { LazyLineChart, usePreloadedLineChart } from './lazy-line-chart';
import { isNotFound, Loading, NotFoundContent, ResourceError } from './resource-states';
import { statusText } from './result-status';
import { presentStatus } from './status-presentation';
import './results.css';

/** /results/{testcycle}/forecasts/{analyteid}: the expected trajectory with its uncertainty band and the interventions behind it. */
export default function ResultForecastScreen() {
  usePreloadedLineChart();
  const { testcycle = '', analyteid: code = '' } = useParams();
  const test = useQuery(resultsTestQuery(testcycle));
  const forecast = useQuery({ ...forecastQuery(testcycle, code), meta: { silent: true } });
  const catalogue = analyteByCode(code);
  const name = catalogue?.name ?? code;
  const heading = message('forecast.heading', { name });
  useDocumentTitle(heading);

  if (test.status === 'pending' || forecast.status === 'pending') return <Loading />;
  if (isNotFound(test.error)) return <NotFoundContent />;
  if (test.status === 'error')
    return (
      <ResourceError
        error={test.error}
        what={message('load.thing.forecast', { name })}
        heading={heading}
        onRetry={() => void test.refetch()}
      />
    );
  if (forecast.status === 'error')
    return (
      <ResourceError
        error={forecast.error}
        what={message('load.thing.forecast', { name })}
        heading={heading}
        onRetry={() => void forecast.refetch()}
      />
    );

  const points = roundedForecast(forecastPoints(forecast.data?.values), reportingPrecision(code) ?? 2);
  const bands = catalogueRanges(code);
  const unit = forecast.data?.unit ?? catalogue?.unit ?? '';
  const withUnit = (value: number) => `${formatNumber(value)}${unit && unit !== 'ratio' ? ` ${unit}` : ''}`;
  // The status a value would have, judged as a measured result would be (the same rule as every other page).
  const withStatus = (value: number) => {
    const status = statusOf(value, bands);
    return status === null ? withUnit(value) : `${withUnit(value)} (${statusText(status, directionFromNormal(value, bands))})`;
  };
  const back = (
    <p className="no-print">
      <Link to={pathFor('result-analyte', { testcycle, analyte: code })}>{name}</Link>
    </p>
  );
  if (points.length < 2) {
    return (
      <article className="result-page" aria-labelledby="screen-heading">
        {back}
        <h1 id="screen-heading">{heading}</h1>
        <p>{message('forecast.none')}</p>
      </article>
    );
  }
  const first = points[0] as (typeof points)[number];
  const last = points[points.length - 1] as (typeof points)[number];
  const lo = Math.min(...points.map((point) => point.lower));
  const hi = Math.max(...points.map((point) => point.upper));
  const domain: [number, number] = [Math.max(0, lo - (hi - lo) * 0.15), hi + (hi - lo) * 0.15];
  return (
    <article className="result-page" aria-labelledby="screen-heading">
      {back}
      <h1 id="screen-heading">{heading}</h1>
      <p>{message('forecast.intro', { name, weeks: forecastWeeks(points) })}</p>
      <p className="chart-summary">
        {message('forecast.summary', {
          from: withStatus(first.value),
          to: withStatus(last.value),
          date: longDate(last.date),
          lower: withUnit(last.lower),
          upper: withUnit(last.upper),
        })}
      </p>
      <div className="chart-and-table">
        <LazyLineChart
          title={message('forecast.chartLabel', { name })}
          points={points.map((point, index) => ({
            x: Date.parse(point.date),
            y: point.value,
            shape: index === 0 ? 'circle' : 'diamond',
            tone: 'normal',
            hollow: index > 0,
            label: `${longDate(point.date)}: ${withUnit(point.value)} (${withUnit(point.lower)} to ${withUnit(point.upper)})`,
          }))}
          spread={points.map((point) => ({ x: Date.parse(point.date), lower: point.lower, upper: point.upper }))}
          yDomain={domain}
          bands={bands.map((band) => {
            const [from, to] = bandExtent(band, domain);
            const side = bandSide(band, bands);
            return { from, to, tone: presentStatus(band.status, side).tone, label: statusText(band.status, side) };
          })}
          formatY={formatNumber}
          formatX={formatMonth}
          dashedFrom={0}
        />
        <DataTable
          caption={`${message('forecast.tableCaption', { name })}${unit ? ` (${unit})` : ''}`}
          firstColumnIsHeader
          rows={points}
          rowKey={(point) => point.date}
          columns={[
            { key: 'date', header: message('result.history.date'), render: (point) => longDate(point.date) },
            { key: 'expected', header: message('forecast.expected'), render: (point) => withUnit(point.value) },
            {
              key: 'range',
              header: message('forecast.likelyRange'),
              render: (point) => `${formatNumber(point.lower)} to ${withUnit(point.upper)}`,
            },
          ]}
        />
      </div>
      {forecast.data?.interventions?.length ? (
        <section className="result-section" aria-labelledby="drivers-heading">
          <h2 id="drivers-heading">{message('forecast.drivers')}</h2>
          <ul>
            {forecast.data.interventions.map((intervention) => (
              <li key={intervention.id}>
                <strong>{intervention.name}</strong>
                {intervention.expected_change ? `: ${intervention.expected_change}` : ''}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
