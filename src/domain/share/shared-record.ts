import { analytesConfig } from '../../generated/analytes-config.gen';
import type { AnalyteResult, Doctor, Report, Test } from '../../generated/entities.gen';
import { analyteByCode } from '../analyte-catalogue';
import { isReadableDate } from '../dates';
import { historyPoints, resultDate, type HistoryPoint } from '../result-history';

/**
 * What a shared link shows, and what a person downloads of their own results: who the results belong to, the
 * tests, oldest first, and their results. The clinician's page, the FHIR file and the CSV are all made from it.
 */
export interface SharedPatient {
  first_name?: string | null;
  last_name?: string | null;
  dob?: string | null;
  sex?: string | null;
}

export type SharedTest = Pick<Test, 'id' | 'test_cycle_id' | 'test_date' | 'completed_at' | 'uploaded_at'> & {
  report?: (Pick<Report, 'id' | 'summary'> & { doctor?: Pick<Doctor, 'id' | 'name' | 'gmc_number'> | null }) | null;
};

export type SharedResult = AnalyteResult & { test?: SharedTest | null };

export type ShareScope = 'latest' | 'all';

export interface SharedRecord {
  scope: ShareScope;
  /** When the link stops working; null for a person's download of their own results. */
  expiresAt: string | null;
  patient: SharedPatient;
  tests: SharedTest[];
  results: SharedResult[];
}

export function patientName(patient: SharedPatient): string {
  return [patient.first_name, patient.last_name].filter((part): part is string => typeof part === 'string' && part.trim() !== '').join(' ');
}

/** When a test was taken as far as we know: the date a person entered for an upload, when the lab finished otherwise. */
export function testDateOf(test: SharedTest): string | null {
  const candidates = test.uploaded_at ? [test.test_date] : [test.completed_at, test.test_date];
  return candidates.find(isReadableDate) ?? null;
}

const CATALOGUE_ORDER = new Map(analytesConfig.analytes.map((analyte, index) => [analyte.code, index]));
const orderOf = (code: string | null | undefined) => CATALOGUE_ORDER.get(code ?? '') ?? Number.MAX_SAFE_INTEGER;

/** The results of one test, in the catalogue's order. */
export function resultsOfTest(record: SharedRecord, test: SharedTest): SharedResult[] {
  return record.results.filter((result) => result.test?.id === test.id).sort((a, b) => orderOf(a.analyte_id) - orderOf(b.analyte_id));
}

/** The tests, oldest first (a test with no readable date last). */
export function testsInOrder(record: SharedRecord): SharedTest[] {
  const time = (test: SharedTest) => {
    const date = testDateOf(test);
    return date === null ? Number.POSITIVE_INFINITY : Date.parse(date);
  };
  return [...record.tests].sort((a, b) => time(a) - time(b));
}

/** One analyte across what is shared: its latest result and the readable numeric results before it. */
export interface AnalyteSummary {
  code: string;
  name: string;
  latest: SharedResult;
  /** Every readable numeric result shared, oldest first (the latest among them when it is numeric). */
  points: HistoryPoint[];
  earlier: HistoryPoint[];
}

export interface AnalyteGroup {
  /** The catalogue group's id and name; null for analytes the catalogue does not know. */
  id: string | null;
  name: string | null;
  analytes: AnalyteSummary[];
}

function latestOf(results: readonly SharedResult[]): SharedResult {
  const time = (result: SharedResult) => {
    const date = resultDate(result);
    return date === null ? Number.NEGATIVE_INFINITY : Date.parse(date);
  };
  return results.reduce((latest, result) => (time(result) > time(latest) ? result : latest));
}

/** Every analyte shared, under its catalogue group, groups and analytes in the catalogue's order. */
export function analyteGroups(record: SharedRecord): AnalyteGroup[] {
  const byCode = new Map<string, SharedResult[]>();
  for (const result of record.results) {
    const code = result.analyte_id ?? '';
    byCode.set(code, [...(byCode.get(code) ?? []), result]);
  }
  const summaries = [...byCode.entries()]
    .sort(([a], [b]) => orderOf(a) - orderOf(b))
    .map(([code, results]): AnalyteSummary => {
      const latest = latestOf(results);
      const points = historyPoints(results);
      const at = points.findIndex((point) => point.id === latest.id);
      const latestTime = resultDate(latest);
      const earlier =
        at >= 0 ? points.slice(0, at) : points.filter((point) => latestTime !== null && Date.parse(point.at) < Date.parse(latestTime));
      return { code, name: analyteByCode(code)?.name ?? latest.label ?? code, latest, points, earlier };
    });
  const groups: AnalyteGroup[] = analytesConfig.groups.map((group) => ({ id: group.id, name: group.name, analytes: [] }));
  const other: AnalyteGroup = { id: null, name: null, analytes: [] };
  for (const summary of summaries) {
    const groupId = analyteByCode(summary.code)?.group;
    (groups.find((group) => group.id === groupId) ?? other).analytes.push(summary);
  }
  return [...groups, other].filter((group) => group.analytes.length > 0);
}
