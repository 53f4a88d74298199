import { http } from 'msw';
import { readDb } from '../db/store';
import { documentResponse, errorResponse, unauthorized } from '../json-api-responses';
import { analyteResultResource, currentUser, shopSubscriptionResource, subscriptionResources, testResources } from '../serializers';

/** The filters GET /v1/analyte_results understands; any other filter is a client bug and answers 400. */
const ANALYTE_RESULT_FILTERS = ['test_cycle_id', 'test_id', 'analyte_id', 'successful'] as const;

function filtersOf(url: URL): { ok: true; filters: Map<string, string> } | { ok: false; name: string } {
  const filters = new Map<string, string>();
  for (const [key, value] of url.searchParams) {
    const match = /^filter\[(.+)\]$/.exec(key);
    if (!match?.[1]) continue;
    if (!(ANALYTE_RESULT_FILTERS as readonly string[]).includes(match[1])) return { ok: false, name: match[1] };
    filters.set(match[1], value);
  }
  return { ok: true, filters };
}

function includeOf(url: URL): Set<string> {
  return new Set(
    (url.searchParams.get('include') ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  );
}

export const resultsHandlers = [
  http.get('*/v1/analyte_results', async ({ request }) => {
    const db = await readDb();
    const user = currentUser(db);
    if (!user) return unauthorized();
    const parsed = filtersOf(new URL(request.url));
    if (!parsed.ok) return errorResponse(400, [{ detail: `Unknown filter ${parsed.name}`, code: 'invalid_filter' }]);
    const { filters } = parsed;
    const testCycleOf = (testId: string) => db.tests.find((test) => test.id === testId && test.user_id === user.id)?.test_cycle_id;
    const results = db.analyteResults.filter((result) => {
      if (result.user_id !== user.id) return false;
      const cycle = filters.get('test_cycle_id');
      if (cycle !== undefined && !cycle.split(',').includes(result.test_cycle_id)) return false;
      const testId = filters.get('test_id');
      if (testId !== undefined && !testId.split(',').some((id) => testCycleOf(id) === result.test_cycle_id)) return false;
      const analyte = filters.get('analyte_id');
      if (analyte !== undefined && !analyte.split(',').includes(result.analyte_id ?? '')) return false;
      const successful = filters.get('successful');
      return successful === undefined || String(result.successful) === successful;
    });
    // include=test brings each result's test, whose test_date is when an uploaded result was taken.
    const tests = includeOf(new URL(request.url)).has('test')
      ? db.tests
          .filter((test) => test.user_id === user.id && results.some((result) => result.test_cycle_id === test.test_cycle_id))
          .map((test) => testResources(db, test).data)
      : [];
    return documentResponse(
      results.map((result) => analyteResultResource(db, result)),
      tests,
    );
  }),

  http.get('*/v1/subscriptions', async ({ request }) => {
    const db = await readDb();
    const user = currentUser(db);
    if (!user) return unauthorized();
    const include = includeOf(new URL(request.url));
    const resources = db.subscriptions
      .filter((subscription) => subscription.user_id === user.id)
      .map((subscription) => subscriptionResources(db, subscription, include));
    const included = resources
      .flatMap((resource) => resource.included)
      .filter((resource, index, all) => all.findIndex((other) => other.type === resource.type && other.id === resource.id) === index);
    return documentResponse(
      resources.map((resource) => resource.data),
      included,
    );
  }),

  http.get('*/v1/shop/subscriptions', async () => {
    const db = await readDb();
    const user = currentUser(db);
    if (!user) return unauthorized();
    return documentResponse(db.shopSubscriptions.filter((subscription) => subscription.user_id === user.id).map(shopSubscriptionResource));
  }),
];
