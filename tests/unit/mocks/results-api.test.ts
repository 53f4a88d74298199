import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetDb } from '../../../mocks/db/store';
import { server } from '../../../mocks/node';

const API = 'http://api.test';
const SCHEMAS = join(__dirname, '../../../schemas/entities');

interface Resource {
  type: string;
  id: string;
  attributes: Record<string, unknown>;
  relationships?: Record<string, { data: { type: string; id: string } | { type: string; id: string }[] | null }>;
}
interface Document {
  data: Resource[];
  included?: Resource[];
}

const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
for (const file of readdirSync(SCHEMAS)) ajv.addSchema(JSON.parse(readFileSync(join(SCHEMAS, file), 'utf8')) as object);

/** The resource's attributes plus id must satisfy its entity schema in schemas/entities. */
function expectValid(schemaId: string, resource: Resource) {
  const validate = ajv.getSchema(schemaId);
  if (!validate) throw new Error(`no schema ${schemaId}`);
  const valid = validate({ id: resource.id, ...resource.attributes });
  expect(validate.errors ?? [], `${resource.type} ${resource.id}`).toEqual([]);
  expect(valid).toBe(true);
}

async function get(path: string): Promise<{ status: number; body: Document }> {
  const response = await fetch(`${API}${path}`);
  return { status: response.status, body: (await response.json()) as Document };
}

const signIn = (username: string) =>
  fetch(`${API}/auth/token`, { method: 'POST', body: JSON.stringify({ grant_type: 'password', username, password: 'Passw0rd!' }) });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetDb());
afterAll(() => server.close());

describe('results persona data in the mock API', () => {
  it('has analyte results for its completed test, each valid against the analyte result schema', async () => {
    await signIn('results@example.com');
    const { status, body } = await get('/v1/analyte_results?filter[test_cycle_id]=cycle-results-1');
    expect(status).toBe(200);
    expect(body.data.map((result) => result.attributes.analyte_id).slice(0, 4)).toEqual(['CHOL', 'HDL', 'LDL', 'FERR']);
    expect(body.data).toHaveLength(18);
    for (const result of body.data) {
      expectValid('analyte-result.schema.json', result);
      expect(result.relationships?.test?.data).toEqual({ type: 'tests', id: 'test-results-1' });
    }
  });

  it.each([
    ['filter[analyte_id]=FERR', ['FERR', 'FERR', 'FERR', 'FERR']],
    ['filter[test_cycle_id]=cycle-results-1&filter[analyte_id]=HDL,LDL', ['HDL', 'LDL']],
    ['filter[test_id]=test-results-1&filter[analyte_id]=CHOL', ['CHOL']],
    ['filter[test_cycle_id]=cycle-partner-1', []],
    ['filter[successful]=false', []],
  ])('filters analyte results by %s', async (query, expected) => {
    await signIn('results@example.com');
    const { body } = await get(`/v1/analyte_results?${query}`);
    expect(body.data.map((result) => result.attributes.analyte_id)).toEqual(expected);
  });

  it('rejects an unknown filter with the server error shape', async () => {
    await signIn('results@example.com');
    const response = await fetch(`${API}/v1/analyte_results?filter[colour]=blue`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ errors: [{ status: '400', detail: 'Unknown filter colour', code: 'invalid_filter' }] });
  });

  it('shows another person none of these results', async () => {
    await signIn('tfp@example.com');
    expect((await get('/v1/analyte_results')).body.data).toEqual([]);
    expect((await get('/v1/subscriptions')).body.data).toEqual([]);
  });

  it('has an active subscription with panel, test.panel and panel.profiles included (SPEC section 7)', async () => {
    await signIn('results@example.com');
    const { status, body } = await get('/v1/subscriptions?include=panel,test.panel,panel.profiles');
    expect(status).toBe(200);
    // The persona also holds a pending and a cancelled-while-paused package (seed-shop: every state).
    expect(body.data.map((candidate) => candidate.attributes.state)).toEqual(['active', 'cancelled', 'pending']);
    const [subscription] = body.data;
    if (!subscription) throw new Error('no subscription');
    expect(subscription.attributes.state).toBe('active');
    expectValid('subscription.schema.json', subscription);
    expect(subscription.relationships?.panel?.data).toEqual({ type: 'test_panels', id: 'panel-essential' });
    expect(subscription.relationships?.test?.data).toEqual({ type: 'tests', id: 'test-results-1' });
    const included = (body.included ?? []).map((resource) => `${resource.type}/${resource.id}`);
    expect(included).toEqual(['test_panels/panel-essential', 'profiles/profile-lipids', 'profiles/profile-iron', 'tests/test-results-1']);
    for (const profile of (body.included ?? []).filter((resource) => resource.type === 'profiles'))
      expectValid('profile.schema.json', profile);
  });

  it('includes only what is asked for', async () => {
    await signIn('results@example.com');
    expect((await get('/v1/subscriptions')).body.included).toBeUndefined();
    expect((await get('/v1/subscriptions?include=panel')).body.included?.map((resource) => resource.type)).toEqual(['test_panels']);
  });

  it('has an active shop subscription valid against its schema', async () => {
    await signIn('results@example.com');
    const { body } = await get('/v1/shop/subscriptions');
    // Active, paused, and paused then cancelled (seed-shop: every state).
    expect(body.data.map((subscription) => [subscription.attributes.state, subscription.attributes.cancelled_at !== null])).toEqual([
      ['active', false],
      ['paused', false],
      ['paused', true],
    ]);
    for (const subscription of body.data) expectValid('shop-subscription.schema.json', subscription);
  });
});
