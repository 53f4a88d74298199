import { http } from 'msw';
import { readDb, updateDb } from '../db/store';
import type { MockDb, MockSampleFailure, MockTest } from '../db/mock-db';
import { documentResponse, errorResponse, notFound, unauthorized, type MockResource } from '../json-api-responses';
import { currentUser, testResources } from '../serializers';

/** A test is addressed by its id or, from the results pages, by its test cycle id. */
function findTest(db: MockDb, userId: string, idOrCycle: string): MockTest | undefined {
  return db.tests.find((test) => test.user_id === userId && (test.id === idOrCycle || test.test_cycle_id === idOrCycle));
}

function sampleFailureResource(failure: MockSampleFailure): MockResource {
  const { user_id: _user, ...attributes } = failure;
  return { type: 'sample_failures', id: failure.test_cycle_id, attributes };
}

export const resultsDetailHandlers = [
  // Only the results pages ask for the report; every other GET /v1/tests/:id falls through to the health handlers.
  http.get('*/v1/tests/:id', async ({ request, params }) => {
    const include = (new URL(request.url).searchParams.get('include') ?? '').split(',');
    if (!include.includes('report')) return undefined;
    const db = await readDb();
    const user = currentUser(db);
    if (!user) return unauthorized();
    const test = findTest(db, user.id, String(params.id));
    if (!test) return notFound('Test');
    const { data, included } = testResources(db, test);
    const report = db.reports.find((candidate) => candidate.test_cycle_id === test.test_cycle_id && candidate.user_id === user.id);
    const extra: MockResource[] = [];
    data.relationships = { ...data.relationships, report: { data: report ? { type: 'reports', id: report.id } : null } };
    if (report) {
      extra.push({
        type: 'reports',
        id: report.id,
        attributes: { summary: report.summary },
        relationships: { doctor: { data: { type: 'doctors', id: report.doctor.id } } },
      });
      extra.push({ type: 'doctors', id: report.doctor.id, attributes: { name: report.doctor.name, gmc_number: report.doctor.gmc_number } });
    }
    return documentResponse(data, [...included, ...extra]);
  }),

  http.get('*/v1/forecasts', async ({ request }) => {
    const db = await readDb();
    const user = currentUser(db);
    if (!user) return unauthorized();
    const url = new URL(request.url);
    const cycle = url.searchParams.get('filter[test_cycle_id]');
    const analyte = url.searchParams.get('filter[analyte_id]');
    const forecasts = db.forecasts.filter(
      (forecast) =>
        forecast.user_id === user.id &&
        (cycle === null || forecast.test_cycle_id === cycle) &&
        (analyte === null || forecast.analyte_id === analyte),
    );
    return documentResponse(forecasts.map(({ id, user_id: _user, ...attributes }) => ({ type: 'forecasts', id, attributes })));
  }),

  http.get('*/v1/predictive_results', async () => {
    const db = await readDb();
    const user = currentUser(db);
    if (!user) return unauthorized();
    const results = db.predictiveResults.filter((result) => result.user_id === user.id);
    return documentResponse(results.map(({ id, user_id: _user, ...attributes }) => ({ type: 'predictive_results', id, attributes })));
  }),

  http.get('*/v1/sample_failures/:testCycleId', async ({ params }) => {
    const db = await readDb();
    const user = currentUser(db);
    if (!user) return unauthorized();
    const failure = db.sampleFailures.find((candidate) => candidate.user_id === user.id && candidate.test_cycle_id === params.testCycleId);
    return failure ? documentResponse(sampleFailureResource(failure)) : notFound('Sample failure');
  }),

  // Redeeming twice (a double click, a second tab) answers with the replacement already made.
  http.post('*/v1/sample_failures/:testCycleId/redeem_credit', async ({ params }) => {
    const user = currentUser(await readDb([]));
    if (!user) return unauthorized();
    const outcome = await updateDb((db) => {
      const failure = db.sampleFailures.find(
        (candidate) => candidate.user_id === user.id && candidate.test_cycle_id === params.testCycleId,
      );
      if (!failure) return { kind: 'missing' as const };
      if (!failure.failure_classification?.trim()) return { kind: 'cannot' as const };
      if (failure.credit_redeemed_at === null) {
        const failed = db.tests.find((test) => test.test_cycle_id === failure.test_cycle_id);
        const id = `test-replacement-${failure.test_cycle_id}`;
        db.tests.push({
          id,
          user_id: user.id,
          state: 'active',
          test_date: null,
          completed_at: null,
          sample_received_at: null,
          dispatched_at: null,
          uploaded_at: null,
          is_retail_test: false,
          one_off: true,
          sequence_in_subscription: null,
          test_cycle_id: `cycle-replacement-${failure.test_cycle_id}`,
          panel: failed?.panel ?? { id: 'panel-essential', name: 'Essential', profiles: [] },
          organization_id: null,
          subscription_id: null,
        });
        failure.credit_redeemed_at = new Date().toISOString();
        failure.replacement_test_id = id;
      }
      return { kind: 'ok' as const, failure: { ...failure } };
    });
    if (outcome.kind === 'missing') return notFound('Sample failure');
    if (outcome.kind === 'cannot')
      return errorResponse(422, [
        { detail: 'This test has no failure classification, so its credit cannot be redeemed.', code: 'cannot_redeem' },
      ]);
    return documentResponse(sampleFailureResource(outcome.failure), [], 201);
  }),
];
