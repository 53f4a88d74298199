import type { MockAnalyteResult, MockDb, MockTest } from '../db/mock-db';
import type { MockResource } from '../json-api-responses';
import { testDateOf, type ShareScope } from '../../src/domain/share/shared-record';

/**
 * What a link shows (and what a person downloads of their own results), as one JSON:API document: the
 * person's name, date of birth and sex, the chosen tests with their reports and doctors, and those tests' results.
 * Only what a clinician needs: no contact details, no community figures, nothing of anyone else (every row is
 * the owner's, by user id and test).
 */
export interface SharedDocumentFacts {
  id: string;
  scope: ShareScope;
  expiresAt: string | null;
  testCycleIds: readonly string[];
}

/** Tests a person can share: those with results, oldest first. */
export function shareableTests(db: MockDb, userId: string): MockTest[] {
  const withResults = new Set(db.analyteResults.filter((result) => result.user_id === userId).map((result) => result.test_cycle_id));
  const time = (test: MockTest) => Date.parse(testDateOf(test) ?? '') || 0;
  return db.tests.filter((test) => test.user_id === userId && withResults.has(test.test_cycle_id)).sort((a, b) => time(a) - time(b));
}

const RESULT_ATTRIBUTES = [
  'analyte_id',
  'label',
  'value',
  'operator',
  'unit',
  'reference_ranges',
  'severity',
  'direction_from_normal',
  'is_binary_result',
  'successful',
  'reason_for_failure',
  'sample_type',
  'processed_at',
  'uploaded',
  'lab_notes',
] as const satisfies readonly (keyof MockAnalyteResult)[];

function resultResource(result: MockAnalyteResult, testId: string): MockResource {
  const attributes = Object.fromEntries(RESULT_ATTRIBUTES.map((name) => [name, result[name] ?? null]));
  return { type: 'analyte_results', id: result.id, attributes, relationships: { test: { data: { type: 'tests', id: testId } } } };
}

export function sharedDocument(db: MockDb, userId: string, facts: SharedDocumentFacts): { data: MockResource; included: MockResource[] } {
  const user = db.users.find((candidate) => candidate.id === userId);
  const cycles = new Set(facts.testCycleIds);
  const tests = shareableTests(db, userId).filter((test) => cycles.has(test.test_cycle_id));
  const included: MockResource[] = [];
  const results: MockResource[] = [];
  for (const test of tests) {
    const report = db.reports.find((candidate) => candidate.user_id === userId && candidate.test_cycle_id === test.test_cycle_id);
    included.push({
      type: 'tests',
      id: test.id,
      attributes: {
        test_cycle_id: test.test_cycle_id,
        test_date: test.test_date,
        completed_at: test.completed_at,
        uploaded_at: test.uploaded_at,
      },
      relationships: { report: { data: report ? { type: 'reports', id: report.id } : null } },
    });
    if (report) {
      included.push({
        type: 'reports',
        id: report.id,
        attributes: { summary: report.summary },
        relationships: { doctor: { data: { type: 'doctors', id: report.doctor.id } } },
      });
      included.push({
        type: 'doctors',
        id: report.doctor.id,
        attributes: { name: report.doctor.name, gmc_number: report.doctor.gmc_number },
      });
    }
    for (const result of db.analyteResults)
      if (result.user_id === userId && result.test_cycle_id === test.test_cycle_id) results.push(resultResource(result, test.id));
  }
  return {
    data: {
      type: 'shared_results',
      id: facts.id,
      attributes: {
        scope: facts.scope,
        expires_at: facts.expiresAt,
        patient: {
          first_name: user?.first_name ?? null,
          last_name: user?.last_name ?? null,
          dob: user?.dob ?? null,
          sex: user?.sex ?? null,
        },
      },
      relationships: {
        tests: { data: tests.map((test) => ({ type: 'tests', id: test.id })) },
        analyte_results: { data: results.map((result) => ({ type: 'analyte_results', id: result.id })) },
      },
    },
    included: [...included, ...results],
  };
}
