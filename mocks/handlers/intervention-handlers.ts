import { http } from 'msw';
import type { MockDb, MockUser } from '../db/mock-db';
import { readDb } from '../db/store';
import { documentResponse, errorResponse, notFound, unauthorized, type MockResource } from '../json-api-responses';
import { pageOf, parseCollectionQuery, type CollectionRules } from '../json-api-query';
import { currentUser } from '../serializers';

/**
 * SPEC 7: GET /v1/intervention_sets[/{id}] (include, filter, limit, page; the latest set is `limit=1`) and GET
 * /v1/nudges. A person's intervention set is what their doctor's review of one completed test recommends: the
 * interventions of that test's forecasts and of their predicted results, each with the analytes it targets.
 * They are worked out from those records when read, so they can never disagree with them.
 */
const SET_RULES: CollectionRules = {
  includes: ['interventions', 'interventions.intervention_analytes'],
  filters: ['test_cycle_id', 'intervention_id'],
  maxPageSize: 50,
};

interface InterventionSet {
  id: string;
  test_cycle_id: string;
  created_at: string;
  interventions: {
    id: string;
    name: string;
    expected_change: string | null;
    analytes: { analyte_id: string; level: string; value: number | null; unit: string }[];
  }[];
}

function interventionSets(db: MockDb, user: MockUser): InterventionSet[] {
  const tests = db.tests.filter((test) => test.user_id === user.id && test.state === 'complete' && test.completed_at !== null);
  return tests
    .map((test) => {
      const byId = new Map<string, InterventionSet['interventions'][number]>();
      const intervention = (id: string, name: string, expectedChange: string | null) => {
        const known = byId.get(id) ?? { id, name, expected_change: expectedChange, analytes: [] };
        byId.set(id, known);
        return known;
      };
      for (const forecast of db.forecasts.filter(
        (candidate) => candidate.user_id === user.id && candidate.test_cycle_id === test.test_cycle_id,
      )) {
        for (const item of forecast.interventions) {
          const target = intervention(item.id, item.name, item.expected_change);
          if (!target.analytes.some((analyte) => analyte.analyte_id === forecast.analyte_id))
            target.analytes.push({
              analyte_id: forecast.analyte_id,
              level: 'normal',
              value: forecast.values.at(-1)?.value ?? null,
              unit: forecast.unit,
            });
        }
      }
      // Predicted results belong to the latest test: the one they were predicted from.
      if (
        test === tests.reduce((latest, candidate) => ((candidate.completed_at ?? '') > (latest.completed_at ?? '') ? candidate : latest))
      ) {
        for (const predicted of db.predictiveResults.filter((candidate) => candidate.user_id === user.id)) {
          for (const prediction of predicted.predictions) {
            const target = intervention(prediction.intervention_id, prediction.intervention_name, null);
            if (!target.analytes.some((analyte) => analyte.analyte_id === predicted.analyte_id))
              target.analytes.push({
                analyte_id: predicted.analyte_id,
                level: prediction.level,
                value: prediction.value,
                unit: predicted.unit,
              });
          }
        }
      }
      return {
        id: `intervention-set-${test.test_cycle_id}`,
        test_cycle_id: test.test_cycle_id,
        created_at: test.completed_at ?? '',
        interventions: [...byId.values()],
      };
    })
    .filter((set) => set.interventions.length > 0)
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
}

function setResources(set: InterventionSet, include: ReadonlySet<string>): { data: MockResource; included: MockResource[] } {
  const included: MockResource[] = [];
  const interventions = set.interventions.map((intervention): MockResource => {
    const analytes = intervention.analytes.map((analyte): MockResource => ({
      type: 'intervention_analytes',
      id: `${intervention.id}:${analyte.analyte_id}`,
      attributes: {
        target_name: analyte.analyte_id,
        target_result_level: analyte.level,
        prediction: { value: analyte.value, unit: analyte.unit },
      },
    }));
    if (include.has('interventions.intervention_analytes')) included.push(...analytes);
    return {
      type: 'interventions',
      id: intervention.id,
      attributes: {
        name: intervention.name,
        doc_chain_id: intervention.id,
        inclusion_criteria: {},
        expected_change: intervention.expected_change,
      },
      relationships: { intervention_analytes: { data: analytes.map(({ type, id }) => ({ type, id })) } },
    };
  });
  if (include.has('interventions') || include.has('interventions.intervention_analytes')) included.push(...interventions);
  return {
    data: {
      type: 'intervention_sets',
      id: set.id,
      attributes: { created_at: set.created_at, test_cycle_id: set.test_cycle_id },
      relationships: { interventions: { data: interventions.map(({ type, id }) => ({ type, id })) } },
    },
    included,
  };
}

interface Nudge {
  id: string;
  title: string;
  body: string;
  category: string;
}

const DAY = 86_400_000;

/** What the person could do next, from where their account stands. */
function nudgesFor(db: MockDb, user: MockUser, now = Date.now()): Nudge[] {
  const nudges: Nudge[] = [];
  if (!user.email_verified)
    nudges.push({
      id: 'verify-email',
      title: 'Verify your email address',
      body: 'Follow the link we emailed you to keep full access to your account.',
      category: 'account',
    });
  const goals = db.healthProfiles[user.id]?.goals;
  if (!Array.isArray(goals) || goals.length === 0)
    nudges.push({
      id: 'health-profile',
      title: 'Tell us about your health',
      body: 'Answer a few questions so we can recommend the right tests for you.',
      category: 'health_profile',
    });
  const plan = db.healthPlans.find((candidate) => candidate.user_id === user.id && candidate.state === 'active');
  if (plan)
    nudges.push({
      id: `health-plan-${plan.id}`,
      title: "Log this week's tasks",
      body: 'Keep your streak going: mark the tasks you have done this week.',
      category: 'health_plan',
    });
  const latest = db.tests
    .filter((test) => test.user_id === user.id && test.completed_at !== null)
    .map((test) => Date.parse(test.completed_at ?? ''))
    .sort((a, b) => b - a)[0];
  if (latest !== undefined && now - latest > 90 * DAY)
    nudges.push({
      id: 'retest',
      title: 'Time for your next test',
      body: 'Your last results are over three months old. A new test shows what has changed.',
      category: 'test',
    });
  return nudges;
}

export const interventionHandlers = [
  http.get('*/v1/intervention_sets', async ({ request }) => {
    const db = await readDb();
    const user = currentUser(db);
    if (!user) return unauthorized();
    const url = new URL(request.url);
    const parsed = parseCollectionQuery(url, SET_RULES);
    if (!parsed.ok) return errorResponse(400, [{ detail: parsed.detail, code: 'invalid_query' }]);
    const { query } = parsed;
    const cycles = query.filters.get('test_cycle_id')?.split(',');
    const interventionIds = query.filters.get('intervention_id')?.split(',');
    const sets = interventionSets(db, user).filter(
      (set) =>
        (cycles === undefined || cycles.includes(set.test_cycle_id)) &&
        (interventionIds === undefined || set.interventions.some((item) => interventionIds.includes(item.id))),
    );
    const page = pageOf(sets, query, url);
    const resources = page.items.map((set) => setResources(set, query.include));
    return documentResponse(
      resources.map((resource) => resource.data),
      resources.flatMap((resource) => resource.included),
      200,
      page.links,
    );
  }),

  http.get('*/v1/intervention_sets/:id', async ({ request, params }) => {
    const db = await readDb();
    const user = currentUser(db);
    if (!user) return unauthorized();
    const parsed = parseCollectionQuery(new URL(request.url), { ...SET_RULES, filters: [] });
    if (!parsed.ok) return errorResponse(400, [{ detail: parsed.detail, code: 'invalid_query' }]);
    const set = interventionSets(db, user).find((candidate) => candidate.id === params.id);
    if (!set) return notFound('Intervention set');
    const { data, included } = setResources(set, parsed.query.include);
    return documentResponse(data, included);
  }),

  http.get('*/v1/nudges', async () => {
    const db = await readDb();
    const user = currentUser(db);
    if (!user) return unauthorized();
    return documentResponse(nudgesFor(db, user).map(({ id, ...attributes }) => ({ type: 'nudges', id, attributes })));
  }),
];
