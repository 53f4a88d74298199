import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { errorReporter } from '../../adapters/error-reporting';
import { documentsByAnalyteCodesQuery } from '../../api/content-api';
import { analyteHistoryQuery, cycleResultsQuery, forecastQuery, resultsTestQuery } from '../../api/results-api';
import { analyteByCode } from '../../domain/analyte-catalogue';
import { changeVerdict } from '../../domain/meaningful-change';
import { parseRanges } from '../../domain/reference-range';
import { historyPoints } from '../../domain/result-history';
import { formatNumber, formatReading, knownStatus, readResult } from '../../domain/result-value';
import { valueChangeLabel } from '../../domain/value-change';
import type { AnalyteResult } from '../../generated/entities.gen';
import { pathFor } from '../../routing/app-routes';
import { message } from '../../ui/message';
import { LazySafeHtml } from '../../ui/lazy-safe-html';
import { useDocumentTitle } from '../../ui/use-document-title';
import { longDate } from './chart-format';
import { RangeBar } from './range-bar';
import { ResultHistory } from './result-history';
import { ResultStatusTag } from './result-status';
import { isNotFound, Loading, NotFoundContent, ResourceError } from './resource-states';
import './results.css';
import { Button } from '../../ui/button';

function percentText(value: number): string {
  return `${formatNumber(Math.abs(Math.round(value * 10) / 10))}%`;
}

function communityAverage(stats: AnalyteResult['community_stats']): { average: number; people: number } | null {
  const average = stats?.average;
  const people = stats?.people;
  return typeof average === 'number' && Number.isFinite(average) && typeof people === 'number' && people > 0 ? { average, people } : null;
}

/** /results/{testcycle}/{analyte}: one result read in full, its history, the doctor's report and what the test measures. */
export default function ResultAnalyteScreen() {
  const { testcycle = '', analyte: code = '' } = useParams();
  const test = useQuery(resultsTestQuery(testcycle));
  const results = useQuery(cycleResultsQuery(testcycle));
  const history = useQuery(analyteHistoryQuery(code));
  const content = useQuery({ ...documentsByAnalyteCodesQuery([code]), meta: { silent: true }, retry: false });
  const forecast = useQuery({ ...forecastQuery(testcycle, code), meta: { silent: true } });
  const catalogue = analyteByCode(code);
  const result = results.data?.find((candidate) => candidate.analyte_id === code);
  const name = catalogue?.name ?? result?.label ?? code;
  useDocumentTitle(name);

  useEffect(() => {
    if (content.error) errorReporter.report(content.error, { during: 'analyte description', analyte: code });
  }, [content.error, code]);

  if (test.status === 'pending' || results.status === 'pending') return <Loading />;
  if (isNotFound(test.error)) return <NotFoundContent />;
  if (test.status === 'error') return <ResourceError error={test.error} heading={name} onRetry={() => void test.refetch()} />;
  if (results.status === 'error') return <ResourceError error={results.error} heading={name} onRetry={() => void results.refetch()} />;
  if (!result) return <NotFoundContent />;

  const reading = readResult(result);
  const unit = catalogue?.unit ?? result.unit ?? null;
  const bands = parseRanges(result.reference_ranges);
  const status = knownStatus(result.severity);
  const valueText = reading.kind === 'number' ? formatReading(reading) : '';
  const tested = result.processed_at ? longDate(result.processed_at) : test.data.completed_at ? longDate(test.data.completed_at) : null;
  const community = communityAverage(result.community_stats);
  const description = content.data?.find((document) => document.uid === catalogue?.contentId) ?? content.data?.[0];
  const report = test.data.report;

  return (
    <article className="result-page" aria-labelledby="screen-heading">
      <p className="result-back no-print">
        <Link to={pathFor('health-scores')}>{message('result.back')}</Link>
      </p>
      <h1 id="screen-heading">{name}</h1>
      {tested ? <p className="result-date">{message('result.testedOn', { date: tested })}</p> : null}

      <section className="result-section result-value-card" aria-labelledby="your-result-heading">
        <h2 id="your-result-heading" className="visually-hidden">{message('result.yourResult')}</h2>
        {reading.kind === 'failed' ? (
          <div className="result-failed">
            <p className="result-value"><ResultStatusTag status="not_applicable" /></p>
            <p>{reading.reason ? message('result.failed.reason', { reason: reading.reason }) : message('result.failed.noReason')}</p>
            <p className="no-print">
              <Link to={pathFor('failure-reason', { testCycleId: testcycle })}>{message('result.failed.link')}</Link>
            </p>
          </div>
        ) : reading.kind === 'binary' ? (
          <p className="result-value">
            <span className="result-number">{message(reading.positive ? 'result.binary.positive' : 'result.binary.negative')}</span>
            <ResultStatusTag status={status} />
          </p>
        ) : reading.kind === 'number' ? (
          <p className="result-value">
            <span className="result-number">{valueText}</span>
            <ResultStatusTag status={status} />
          </p>
        ) : (
          <p className="result-value">{message('result.value.missing')}</p>
        )}
      </section>

      {reading.kind === 'number' ? (
        <section className="result-section" aria-labelledby="range-heading">
          <h2 id="range-heading">{message('result.range.heading')}</h2>
          <RangeBar name={name} bands={bands} value={reading.value} valueText={valueText} unit={reading.unit ?? unit} />
        </section>
      ) : null}

      {reading.kind === 'number' ? <ChangeSection result={result} current={reading.operator ? null : reading.value} name={name} unit={reading.unit ?? unit} /> : null}

      {community && reading.kind === 'number' ? (
        <section className="result-section" aria-labelledby="community-heading">
          <h2 id="community-heading">{message('result.community.heading')}</h2>
          <p>{message('result.community.average', { people: formatNumber(community.people), value: `${formatNumber(community.average)}${unit && unit !== 'ratio' ? ` ${unit}` : ''}` })}</p>
        </section>
      ) : null}

      {result.lab_notes?.trim() ? (
        <section className="result-section" aria-labelledby="lab-notes-heading">
          <h2 id="lab-notes-heading">{message('result.labNotes.heading')}</h2>
          <p>{result.lab_notes}</p>
        </section>
      ) : null}

      {reading.kind === 'number' && history.data ? <ResultHistory name={name} unit={unit} points={historyPoints(history.data)} bands={bands} /> : null}
      {history.status === 'pending' ? <Loading /> : null}

      {forecast.data ? (
        <p className="no-print">
          <Link to={pathFor('result-forecast', { testcycle, analyteid: code })}>{message('result.forecast.link')}</Link>
        </p>
      ) : null}

      <section className="result-section result-report" aria-labelledby="report-heading">
        <h2 id="report-heading">{message('result.report.heading')}</h2>
        {report?.summary ? (
          <>
            <p>{report.summary}</p>
            {report.doctor?.name ? <p className="report-doctor">{message('result.report.by', { name: report.doctor.name })}</p> : null}
          </>
        ) : (
          <p>{message('result.report.none')}</p>
        )}
      </section>

      <section className="result-section result-about" aria-labelledby="about-heading">
        <h2 id="about-heading">{message('result.about.heading', { name })}</h2>
        {content.status === 'error' ? <p>{message('result.about.unavailable')}</p> : <LazySafeHtml html={description?.body ?? description?.introduction} />}
      </section>

      <p className="no-print">
        <Button variant="secondary" onClick={() => window.print()}>
          {message('result.print')}
        </Button>
      </p>
    </article>
  );
}

/** A value given as "< 0.5" (current null) is only a bound, so no verdict is given on it. */
function ChangeSection({ result, current, name, unit }: { result: AnalyteResult; current: number | null; name: string; unit: string | null }) {
  const previous = typeof result.previous_value === 'number' && Number.isFinite(result.previous_value) ? result.previous_value : null;
  const catalogue = analyteByCode(result.analyte_id);
  const suffix = unit && unit !== 'ratio' ? ` ${unit}` : '';
  return (
    <section className="result-section" aria-labelledby="change-heading">
      <h2 id="change-heading">{message('result.previous.heading')}</h2>
      {previous === null ? (
        <p>{message('result.previous.none')}</p>
      ) : (
        <>
          <p>
            {message('result.previous.value', { value: `${formatNumber(previous)}${suffix}` })}
            {' · '}
            <span className="change-label">{valueChangeLabel(result.value_change_classification)}</span>
          </p>
          <p className="rcv-verdict">{verdictText(previous, current, name, catalogue ?? { cvi: null, cva: null, skewed: false })}</p>
        </>
      )}
    </section>
  );
}

function verdictText(previous: number, current: number | null, name: string, facts: { cvi: number | null; cva: number | null; skewed: boolean }): string {
  const verdict = changeVerdict(previous, current, facts);
  switch (verdict.kind) {
    case 'no-limits':
      return message('result.rcv.noLimits');
    case 'not-comparable':
      return message('result.rcv.notComparable');
    case 'within':
      return message('result.rcv.within', { percent: percentText(verdict.percent), name, limit: percentText(verdict.percent >= 0 ? verdict.limits.up : verdict.limits.down) });
    case 'real-up':
      return message('result.rcv.realUp', { percent: percentText(verdict.percent), limit: percentText(verdict.limits.up) });
    case 'real-down':
      return message('result.rcv.realDown', { percent: percentText(verdict.percent), limit: percentText(verdict.limits.down) });
  }
}
