import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetDb } from '../../../mocks/db/store';
import { server } from '../../../mocks/node';
import { streakOf, weekStanding } from '../../../src/domain/health-plan/streak';

const API = 'http://api.test';
const SCHEMAS = join(__dirname, '../../../schemas/entities');

interface Resource {
  type: string;
  id: string;
  attributes: Record<string, unknown>;
  relationships?: Record<string, { data: { type: string; id: string } | { type: string; id: string }[] | null }>;
}
interface Document {
  data: Resource | Resource[];
  included?: Resource[];
  errors?: { detail: string }[];
}

const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
for (const file of readdirSync(SCHEMAS)) ajv.addSchema(JSON.parse(readFileSync(join(SCHEMAS, file), 'utf8')) as object);

function expectValid(schemaId: string, resource: Resource) {
  const validate = ajv.getSchema(schemaId);
  if (!validate) throw new Error(`no schema ${schemaId}`);
  validate({ id: resource.id, ...resource.attributes });
  expect(validate.errors ?? [], `${resource.type} ${resource.id}`).toEqual([]);
}

async function call(method: string, path: string, body?: unknown): Promise<{ status: number; body: Document }> {
  const response = await fetch(`${API}${path}`, { method, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Document };
}

const signIn = (username: string) =>
  fetch(`${API}/auth/token`, { method: 'POST', body: JSON.stringify({ grant_type: 'password', username, password: 'Passw0rd!' }) });

const patchTask = (id: string, attributes: Record<string, unknown>) =>
  call('PATCH', `/v1/tasks/${id}`, { data: { id, type: 'tasks', attributes } });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetDb());
afterAll(() => server.close());

describe('health plan service (mock)', () => {
  it('serves results@example.com a plan in week 3 with a 2-week streak and tasks in every state', async () => {
    await signIn('results@example.com');
    const { status, body } = await call('GET', '/v1/health_plans/plan-1?include=plan_weeks.tasks');
    expect(status).toBe(200);
    const plan = body.data as Resource;
    expectValid('health-plan.schema.json', plan);
    expect(plan.attributes).toMatchObject({ current_week: 3, weeks: 12, state: 'active' });
    const weeks = (body.included ?? []).filter((resource) => resource.type === 'plan_weeks');
    const tasks = (body.included ?? []).filter((resource) => resource.type === 'tasks');
    weeks.forEach((week) => expectValid('plan-week.schema.json', week));
    tasks.forEach((task) => expectValid('task.schema.json', task));
    expect(weeks.map((week) => week.attributes.state).slice(0, 4)).toEqual(['completed', 'completed', 'active', 'upcoming']);
    const standings = weeks.map((week) => {
      const own = tasks
        .filter((task) => task.attributes.plan_week_id === week.id)
        .map((task) => ({ state: task.attributes.state as 'active' | 'completed' | 'removed' }));
      return weekStanding(week.attributes.week as number, 3, own);
    });
    expect(streakOf(standings).current).toBe(2);
    const week3 = tasks.filter((task) => task.attributes.week === 3).map((task) => task.attributes);
    expect(new Set(week3.map((task) => task.state))).toEqual(new Set(['active', 'completed', 'removed']));
    expect(week3.some((task) => task.task_type === 'tracking' && task.tracking_target === null)).toBe(true);
  });

  it("another person's plan and an unknown plan are 404", async () => {
    await signIn('planner@example.com');
    expect((await call('GET', '/v1/health_plans/plan-1')).status).toBe(404);
    expect((await call('GET', '/v1/health_plans/nope')).status).toBe(404);
  });

  it('logs a tracking task up to its target, completes it there, and refuses a count past it or below 0', async () => {
    await signIn('results@example.com');
    const id = 'plan-1-w3-oats-breakfast';
    const logged = await patchTask(id, { completed_count: 3 });
    expect((logged.body.data as Resource).attributes).toMatchObject({ completed_count: 3, state: 'completed' });
    expect((await patchTask(id, { completed_count: 4 })).status).toBe(422);
    expect((await patchTask(id, { completed_count: -1 })).status).toBe(422);
    const undone = await patchTask(id, { completed_count: 2 });
    expect((undone.body.data as Resource).attributes).toMatchObject({ completed_count: 2, state: 'active' });
  });

  it('a skip needs one of the skip reasons; a future week cannot be changed', async () => {
    await signIn('results@example.com');
    expect((await patchTask('plan-1-w3-breathing', { state: 'removed' })).status).toBe(422);
    const skipped = await patchTask('plan-1-w3-breathing', { state: 'removed', skip_reason: 1 });
    expect((skipped.body.data as Resource).attributes).toMatchObject({ state: 'removed', skip_reason: 1 });
    expect((await patchTask('plan-1-w4-breathing', { completed_count: 1 })).status).toBe(422);
  });

  it('creates a plan from the match rules, refuses a blank template and a second plan in progress', async () => {
    await signIn('planner@example.com');
    const blank = await call('POST', '/v1/health_plans', { data: { type: 'health_plans', attributes: { health_plan_template_id: ' ' } } });
    expect(blank.status).toBe(422);
    expect(blank.body.errors?.[0]?.detail).toBe('templateId cannot be blank');
    const created = await call('POST', '/v1/health_plans', {
      data: { type: 'health_plans', attributes: { health_plan_template_id: 'weekly-plan', commitment_message: 'For my heart' } },
    });
    expect(created.status).toBe(201);
    const plan = created.body.data as Resource;
    expect(plan.attributes).toMatchObject({
      current_week: 1,
      weeks: 12,
      intervention_ids: ['move-more', 'healthy-weight', 'unwind'],
      commitment_message: 'For my heart',
    });
    const again = await call('POST', '/v1/health_plans', {
      data: { type: 'health_plans', attributes: { health_plan_template_id: 'four-week-plan' } },
    });
    expect(again.status).toBe(422);
  });

  it('two starts at once (a double tap, two tabs) make one plan; the other is told a plan is in progress', async () => {
    await signIn('planner@example.com');
    const start = () =>
      call('POST', '/v1/health_plans', { data: { type: 'health_plans', attributes: { health_plan_template_id: 'weekly-plan' } } });
    const answers = await Promise.all([start(), start(), start()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422, 422]);
    expect(answers.filter((answer) => answer.status === 422).map((answer) => answer.body.errors?.[0]?.detail)).toEqual([
      'You already have a plan in progress',
      'You already have a plan in progress',
    ]);
    const plans = await call('GET', '/v1/health_plans');
    expect((plans.body.data as Resource[]).filter((plan) => plan.attributes.state === 'active')).toHaveLength(1);
  });

  it('a person who matches one intervention or none gets no plan', async () => {
    await signIn('tfp@example.com');
    const refused = await call('POST', '/v1/health_plans', {
      data: { type: 'health_plans', attributes: { health_plan_template_id: 'weekly-plan' } },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.[0]?.detail).toBe('A plan needs more than one intervention');
  });

  it('keeps a week review and links it to the week', async () => {
    await signIn('results@example.com');
    const created = await call('POST', '/v1/plan_week_reviews', {
      data: { type: 'plan_week_reviews', attributes: { plan_week_id: 'plan-1-week-2', feeling: 'about-right', note: 'Walks helped' } },
    });
    expect(created.status).toBe(201);
    const review = created.body.data as Resource;
    expectValid('plan-week-review.schema.json', review);
    expect((await call('GET', `/v1/plan_week_reviews/${review.id}`)).body.data).toMatchObject({
      attributes: { feeling: 'about-right', note: 'Walks helped' },
    });
    expect(
      (
        await call('POST', '/v1/plan_week_reviews', {
          data: { type: 'plan_week_reviews', attributes: { plan_week_id: 'plan-1-week-2', feeling: 'meh' } },
        })
      ).status,
    ).toBe(422);
  });

  it('serves both plan templates', async () => {
    const { body } = await call('GET', '/v1/health_plan_templates');
    const templates = body.data as Resource[];
    templates.forEach((template) => expectValid('health-plan-template.schema.json', template));
    expect(templates.map((template) => [template.id, template.attributes.weeks])).toEqual([
      ['weekly-plan', 12],
      ['four-week-plan', 4],
    ]);
  });
});
