import type { ReactNode, Ref } from 'react';
import { analyteByCode } from '../../domain/analyte-catalogue';
import { parseRanges } from '../../domain/reference-range';
import { resultDate, type HistoryPoint } from '../../domain/result-history';
import { formatReading, readResult } from '../../domain/result-value';
import { changeStatement } from '../../domain/share/change-statement';
import { INTERPRETATION_WORDS, interpretationOf, type Interpretation } from '../../domain/share/interpretation';
import { referenceIntervalText } from '../../domain/share/range-text';
import { localDateTime } from '../../domain/share/local-date-time';
import { referenceInterval } from '../../domain/share/reference-interval';
import {
  analyteGroups,
  patientName,
  resultsOfTest,
  testDateOf,
  testsInOrder,
  type AnalyteSummary,
  type SharedRecord,
  type SharedResult,
  type SharedTest,
} from '../../domain/share/shared-record';
import { appConfig } from '../../generated/app-config.gen';
import { DataTable } from '../../ui/data-table';
import { message } from '../../ui/message';
import { longDate } from '../results/chart-format';
import { changeText, pointValue } from './change-text';
import './shared-report.css';

const dateOf = (iso: string | null) => (iso ? longDate(iso) : message('share.view.notGiven'));

function sexText(sex: string | null | undefined): string {
  if (sex === 'M') return message('share.sex.male');
  if (sex === 'F') return message('share.sex.female');
  return message('share.view.notGiven');
}

function sourceText(uploaded: boolean): string {
  return uploaded ? message('share.source.uploaded') : message('share.source.lab', { productName: appConfig.productName });
}

function flagWords(flag: Interpretation | null, failed: boolean): string {
  if (failed) return message('share.flag.failed');
  return flag === null ? message('share.flag.none') : message(INTERPRETATION_WORDS[flag]);
}

/** A flag a clinician should notice is bold; Normal and the rest are plain. */
function Flag({ result }: { result: SharedResult }) {
  const flag = interpretationOf(result);
  const words = flagWords(flag, readResult(result).kind === 'failed');
  return flag === 'H' || flag === 'L' || flag === 'A' || flag === 'POS' ? (
    <strong className="shared-flag shared-flag--marked">{words}</strong>
  ) : (
    <span className="shared-flag">{words}</span>
  );
}

function valueText(result: SharedResult): string {
  const reading = readResult(result);
  if (reading.kind === 'number') return formatReading({ ...reading, unit: analyteByCode(result.analyte_id)?.unit ?? reading.unit });
  if (reading.kind === 'binary') return message(reading.positive ? 'share.value.positive' : 'share.value.negative');
  if (reading.kind === 'failed')
    return reading.reason ? message('share.result.failed', { reason: reading.reason }) : message('share.result.failedNoReason');
  return message('share.result.missing');
}

function Facts({ rows }: { rows: readonly { key: string; value: ReactNode }[] }) {
  return (
    <dl className="shared-facts">
      {rows.map((row) => (
        <div key={row.key} className="shared-facts__row">
          <dt>{row.key}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function pointSource(point: HistoryPoint): string {
  return sourceText(point.source === 'uploaded');
}

function Analyte({ summary, record, headingId }: { summary: AnalyteSummary; record: SharedRecord; headingId: string }) {
  const { latest, name } = summary;
  const catalogue = analyteByCode(summary.code);
  const reading = readResult(latest);
  const tested = resultDate(latest);
  const uploaded = Boolean(latest.test?.uploaded_at) || latest.uploaded === true;
  const statement = changeStatement(
    summary.points,
    latest.id,
    catalogue ?? { cvi: null, cva: null, skewed: false },
    record.scope === 'all',
  );
  const change = statement ? changeText(statement) : null;
  const rows = [
    { key: message('share.result.value'), value: <strong className="shared-value">{valueText(latest)}</strong> },
    ...(reading.kind === 'number'
      ? [
          {
            key: message('share.result.range'),
            value: referenceIntervalText(referenceInterval(parseRanges(latest.reference_ranges)), catalogue?.unit ?? reading.unit),
          },
        ]
      : []),
    { key: message('share.result.flag'), value: <Flag result={latest} /> },
    { key: message('share.result.tested'), value: `${dateOf(tested)}, ${sourceText(uploaded)}` },
  ];
  return (
    <section className="shared-analyte" aria-labelledby={headingId}>
      <h4 id={headingId}>{name}</h4>
      <Facts rows={rows} />
      {latest.lab_notes?.trim() ? (
        <p className="shared-note">{message('share.result.labNote', { note: latest.lab_notes.trim() })}</p>
      ) : null}
      {summary.earlier.length > 0 ? (
        <DataTable
          caption={message('share.earlier.caption', { name })}
          rows={[...summary.earlier]}
          rowKey={(point) => point.id}
          firstColumnIsHeader
          columns={[
            { key: 'date', header: message('share.result.date'), render: (point) => longDate(point.at) },
            { key: 'value', header: message('share.result.value'), render: pointValue },
            {
              key: 'flag',
              header: message('share.result.flag'),
              render: (point) => <Flag result={record.results.find((result) => result.id === point.id) ?? latest} />,
            },
            { key: 'source', header: message('share.result.source'), render: pointSource },
          ]}
        />
      ) : null}
      {change ? (
        <div className="shared-change">
          <p>
            <strong>{message('share.result.change')}:</strong> {change.verdict}
            {change.detail ? ` ${change.detail}` : ''}
          </p>
          {change.rule ? <p className="shared-rule">{change.rule}</p> : null}
        </div>
      ) : null}
    </section>
  );
}

function TestItem({ test, record }: { test: SharedTest; record: SharedRecord }) {
  const date = testDateOf(test);
  const report = test.report;
  const summary = report?.summary?.trim();
  const doctor = report?.doctor;
  const by = doctor?.name
    ? doctor.gmc_number
      ? message('share.tests.reportBy', { name: doctor.name, gmc: doctor.gmc_number })
      : doctor.name
    : null;
  const uploaded = Boolean(test.uploaded_at);
  const count = resultsOfTest(record, test).length;
  return (
    <li className="shared-test" data-results={count}>
      <h3>{date ? message('share.tests.test', { date: longDate(date) }) : message('share.tests.undated')}</h3>
      <Facts
        rows={[
          { key: message('share.tests.source'), value: sourceText(uploaded) },
          {
            key: message('share.tests.report'),
            value: summary ? (
              <>
                {summary}
                {by ? <span className="shared-report-by"> ({by})</span> : null}
              </>
            ) : (
              message('share.tests.noReport')
            ),
          },
        ]}
      />
    </li>
  );
}

/**
 * The clinician's view of shared results, read-only: who they belong to, each test's source and doctor's report,
 * then every analyte with its value, reference range, flag in words, earlier results and the real-change verdict
 * with its rule. `actions` (print, downloads) sit under the identity block and are left off paper.
 */
export function SharedReport({
  record,
  actions,
  headingRef,
}: {
  record: SharedRecord;
  actions?: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const name = patientName(record.patient);
  const tests = testsInOrder(record);
  const dates = tests
    .map(testDateOf)
    .filter((date): date is string => date !== null)
    .map(longDate);
  const groups = analyteGroups(record);
  const until = record.expiresAt ? localDateTime(record.expiresAt) : null;
  return (
    <article className="shared-report" aria-labelledby="screen-heading">
      <p className="shared-report__kicker">{message('share.view.kicker', { productName: appConfig.productName })}</p>
      <h1 id="screen-heading" ref={headingRef} tabIndex={-1}>
        {name ? message('share.view.heading', { name }) : message('share.view.title')}
      </h1>
      <section aria-label={message('share.view.patient')}>
        <Facts
          rows={[
            { key: message('share.view.name'), value: name || message('share.view.notGiven') },
            { key: message('share.view.dob'), value: dateOf(record.patient.dob ?? null) },
            { key: message('share.view.sex'), value: sexText(record.patient.sex) },
            { key: message('share.view.testDates'), value: dates.join('; ') || message('share.view.notGiven') },
            {
              key: message('share.view.shared'),
              value: message(record.scope === 'all' ? 'share.view.scopeAll' : 'share.view.scopeLatest'),
            },
            ...(until ? [{ key: message('share.view.until'), value: message('share.dateTime', until) }] : []),
          ]}
        />
      </section>
      {actions}
      <section className="shared-section" aria-labelledby="shared-tests-heading">
        <h2 id="shared-tests-heading">{message('share.tests.heading')}</h2>
        <ol className="shared-tests">
          {[...tests].reverse().map((test) => (
            <TestItem key={test.id} test={test} record={record} />
          ))}
        </ol>
      </section>
      <section className="shared-section" aria-labelledby="shared-results-heading">
        <h2 id="shared-results-heading">{message('share.results.heading')}</h2>
        {groups.map((group, groupIndex) => (
          <section key={group.id ?? 'other'} className="shared-group" aria-labelledby={`shared-group-${groupIndex}`}>
            <h3 id={`shared-group-${groupIndex}`}>{group.name ?? message('share.results.other')}</h3>
            <div className="shared-analytes">
              {group.analytes.map((summary) => (
                <Analyte key={summary.code} summary={summary} record={record} headingId={`shared-analyte-${summary.code}`} />
              ))}
            </div>
          </section>
        ))}
      </section>
    </article>
  );
}
