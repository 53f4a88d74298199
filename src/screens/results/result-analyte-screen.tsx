import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { errorReporter } from '../../adapters/error-reporting';
import { documentsByAnalyteCodesQuery } from '../../api/content-api';
import { analyteHistoryQuery, cycleResultsQuery, forecastQuery, resultsTestQuery } from '../../api/results-api';
import { analyteByCode } from '../../domain/analyte-catalogue';
import { sampleFailed } from '../../domain/failed-sample';
import { resultDirection } from '../../domain/result-direction';
import { parseRanges } from '../../domain/reference-range';
import { historyPoints, resultDate } from '../../domain/result-history';
import { formatNumber, formatReading, knownStatus, readResult } from '../../domain/result-value';
import type { AnalyteResult } from '../../generated/entities.gen';
import { pathFor } from '../../app-router/app-routes';
import { firstQuery, type StartFirstQueries } from '../../app-router/screen-queries';
import { message } from '../../ui/message';
import { LazySafeHtml } from '../../ui/lazy-safe-html';
import { useDocumentTitle } from '../../ui/use-document-title';
import { longDate } from './chart-format';
import { ChangeSection } from './change-section';
import { RangeBar } from './range-bar';
import { ReplacementOffer } from './replacement-offer';
import { ResultDetails } from './result-details';
import { ResultHistory } from './result-history';
import { ResultStatusTag } from './result-status';
import { isNotFound, Loading, NotFoundContent, ResourceError } from './resource-states';
import './results.css';
import { printPage } from '../../ui/print-page';
import { Button, ButtonLink } from '../../ui/button';
import { useCurrentUser } from '../../app-frame/use-current-user';

function communityAverage(stats: AnalyteResult['community_stats']): { average: number; people: number } | null {
  const average = stats?.average;
  const people = stats?.people;
  return typeof average === 'number' && Number.isFinite(average) && typeof people === 'number' && people > 0 ? { average, people } : null;
}

// Silent: this page says itself what failed (ResourceError reports it), so the generic banner would only repeat it.
const analyteQueries = (testcycle: string, code: string) => ({
  test: firstQuery(resultsTestQuery(testcycle)),
  results: firstQuery({ ...cycleResultsQuery(testcycle), meta: { silent: true } }),
  history: firstQuery({ ...analyteHistoryQuery(code), meta: { silent: true } }),
  content: firstQuery({ ...documentsByAnalyteCodesQuery([code]), meta: { silent: true }, retry: false }),
  forecast: firstQuery({ ...forecastQuery(testcycle, code), meta: { silent: true } }),
});

export const startFirstQueries: StartFirstQueries = ({ params }, client) => {
  const queries = analyteQueries(params.testcycle ?? '', params.analyte ?? '');
  void client.prefetchQuery(queries.test);
  void client.prefetchQuery(queries.results);
  void client.prefetchQuery(queries.history);
  void client.prefetchQuery(queries.content);
  void client.prefetchQuery(queries.forecast);
};

/** /results/{testcycle}/{analyte}: one result read in full, its history, the doctor's report and what the test measures. */
export default function ResultAnalyteScreen() {
  const { testcycle = '', analyte: code = '' } = useParams();
  const queries = analyteQueries(testcycle, code);
  const test = useQuery(queries.test);
  const results = useQuery(queries.results);
  const history = useQuery(queries.history);
  const content = useQuery(queries.content);
  const forecast = useQuery(queries.forecast);
  const user = useCurrentUser();
  const catalogue = analyteByCode(code);
  const result = results.data?.find((candidate) => candidate.analyte_id === code);
  const name = catalogue?.name ?? result?.label ?? code;
  useDocumentTitle(name);

  useEffect(() => {
    if (content.error) errorReporter.report(content.error, { during: 'analyte description', analyte: code });
  }, [content.error, code]);

  if (test.status === 'pending' || results.status === 'pending') return <Loading />;
  if (isNotFound(test.error)) return <NotFoundContent />;
  if (test.status === 'error')
    return (
      <ResourceError error={test.error} what={message('load.thing.result', { name })} heading={name} onRetry={() => void test.refetch()} />
    );
  if (results.status === 'error')
    return (
      <ResourceError
        error={results.error}
        what={message('load.thing.result', { name })}
        heading={name}
        onRetry={() => void results.refetch()}
      />
    );
  if (!result) return <NotFoundContent />;

  const reading = readResult(result);
  const unit = catalogue?.unit ?? result.unit ?? null;
  const bands = parseRanges(result.reference_ranges);
  const status = knownStatus(result.severity);
  const direction = resultDirection(result.direction_from_normal, reading.kind === 'number' ? reading.value : null, bands);
  const valueText = reading.kind === 'number' ? formatReading(reading) : '';
  const takenOn = resultDate({ ...result, test: test.data }) ?? test.data.completed_at ?? null;
  const tested = takenOn ? longDate(takenOn) : null;
  const failedSample = sampleFailed(results.data);
  const points = history.data ? historyPoints(history.data) : null;
  const community = communityAverage(result.community_stats);
  const description = content.data?.find((document) => document.uid === catalogue?.contentId) ?? content.data?.[0];
  const report = test.data.report;
  const mayShare = user?.permissions.includes('results') === true;

  return (
    <article className="result-page" aria-labelledby="screen-heading">
      <p className="result-back no-print">
        <Link to={pathFor('health-scores')}>{message('result.back')}</Link>
      </p>
      <h1 id="screen-heading">{name}</h1>
      <ResultDetails result={result} testedOn={tested} />

      <section className="result-section result-value-card" aria-labelledby="your-result-heading">
        <h2 id="your-result-heading" className="visually-hidden">
          {message('result.yourResult')}
        </h2>
        {reading.kind === 'failed' ? (
          <div className="result-failed">
            <p className="result-value">
              <ResultStatusTag status="not_applicable" />
            </p>
            {failedSample ? <p>{message('result.failed.sample')}</p> : null}
            <p>{reading.reason ? message('result.failed.reason', { reason: reading.reason }) : message('result.failed.noReason')}</p>
            <p className="no-print">
              <Link to={pathFor('failure-reason', { testCycleId: testcycle })}>{message('result.failed.link')}</Link>
            </p>
          </div>
        ) : reading.kind === 'binary' ? (
          <p className="result-value">
            <span className="result-number">{message(reading.positive ? 'result.binary.positive' : 'result.binary.negative')}</span>
            <ResultStatusTag status={status} direction={direction} />
          </p>
        ) : reading.kind === 'number' ? (
          <p className="result-value">
            <span className="result-number">{valueText}</span>
            <ResultStatusTag status={status} direction={direction} />
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

      {failedSample ? (
        <section className="result-section no-print" aria-labelledby="replacement-heading">
          <h2 id="replacement-heading">{message('result.failed.replacement.heading')}</h2>
          <ReplacementOffer testCycleId={testcycle} />
        </section>
      ) : null}

      {reading.kind === 'number' && points ? <ChangeSection points={points} currentId={result.id} code={code} name={name} /> : null}

      {community && reading.kind === 'number' ? (
        <section className="result-section" aria-labelledby="community-heading">
          <h2 id="community-heading">{message('result.community.heading')}</h2>
          <p>
            {message('result.community.average', {
              people: community.people,
              value: `${formatNumber(community.average)}${unit && unit !== 'ratio' ? ` ${unit}` : ''}`,
            })}
          </p>
        </section>
      ) : null}

      {result.lab_notes?.trim() ? (
        <section className="result-section" aria-labelledby="lab-notes-heading">
          <h2 id="lab-notes-heading">{message('result.labNotes.heading')}</h2>
          <p>{result.lab_notes}</p>
        </section>
      ) : null}

      {reading.kind === 'number' && points ? <ResultHistory name={name} unit={unit} points={points} bands={bands} /> : null}
      {history.status === 'pending' ? <Loading /> : null}
      {history.status === 'error' && reading.kind === 'number' ? (
        <section className="result-section" aria-labelledby="history-unavailable-heading">
          <h2 id="history-unavailable-heading">{message('result.history.heading')}</h2>
          <p role="alert" className="form-error">
            {message('load.failed', { thing: message('load.thing.history', { name }) })}{' '}
            <Button variant="link" onClick={() => void history.refetch()}>
              {message('result.tryAgain')}
            </Button>
          </p>
        </section>
      ) : null}

      {forecast.data ? (
        <p className="no-print">
          <Link to={pathFor('result-forecast', { testcycle, analyteid: code })}>{message('result.forecast.link')}</Link>
        </p>
      ) : null}

      <section className="result-section result-report" aria-labelledby="report-heading">
        <h2 id="report-heading">{message('result.report.heading')}</h2>
        {failedSample ? (
          <p>{message('result.report.failed')}</p>
        ) : result.uploaded === true ? (
          <p>{message('result.report.uploaded')}</p>
        ) : report?.summary ? (
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
        {content.status === 'error' ? (
          <p>{message('result.about.unavailable')}</p>
        ) : (
          <LazySafeHtml html={description?.body ?? description?.introduction} />
        )}
      </section>

      <div className="button-group no-print">
        <Button variant="secondary" onClick={() => void printPage()}>
          {message('result.print')}
        </Button>
        {mayShare ? (
          <ButtonLink variant="secondary" to={pathFor('results-share')}>
            {message('share.action')}
          </ButtonLink>
        ) : null}
      </div>
    </article>
  );
}
