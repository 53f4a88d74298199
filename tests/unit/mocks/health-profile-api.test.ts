import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetDb } from '../../../mocks/db/store';
import { server } from '../../../mocks/node';
import { readFileSync } from 'node:fs';
import { allOf, profileGroups } from './profile-groups';

// PATCH /v1/health_profile merges what it is sent into the stored profile, in the database, on SQLite and (with
// VITALIA_TEST_DATABASE_URL, tests/postgres-suite.mjs) on PostgreSQL: the survey sends its groups together in one.

const API = 'http://api.test';
const JSON_API = { 'Content-Type': 'application/vnd.api+json' };

async function call(method: string, path: string, body?: unknown) {
  const response = await fetch(`${API}${path}`, { method, headers: JSON_API, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as { data?: { attributes: Record<string, unknown> } }) : null };
}

const signIn = (username: string) => call('POST', '/auth/token', { grant_type: 'password', username, password: 'Passw0rd!' });
const patch = (attributes: Record<string, unknown>) =>
  call('PATCH', '/v1/health_profile', { data: { type: 'health_profiles', attributes } });
/** Every yes/no attribute of the profile, each `value`: with the groups, more attributes than one SQL call is given. */
function everyFlag(value: boolean): Record<string, boolean> {
  const schema = JSON.parse(readFileSync('schemas/entities/health-profile.schema.json', 'utf8')) as {
    properties: Record<string, { type?: unknown }>;
  };
  const flags = Object.entries(schema.properties).filter(([, property]) => JSON.stringify(property.type) === '["boolean","null"]');
  return Object.fromEntries(flags.map(([name]) => [name, value]));
}
const saved = async () => (await call('GET', '/v1/health_profile')).body?.data?.attributes;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetDb());
afterAll(() => server.close());

describe('PATCH /v1/health_profile', () => {
  it('keeps every one of parallel PATCHes of different groups, from a person with no profile yet and round after round', async () => {
    await signIn('new@example.com');
    expect((await call('GET', '/v1/health_profile')).status).toBe(404);
    for (let round = 0; round < 6; round += 1) {
      const sent = profileGroups(round);
      const answers = await Promise.all(sent.map((attributes) => patch(attributes)));
      expect(answers.map((answer) => answer.status)).toEqual(sent.map(() => 200));
      // Each answer is the whole profile as its own merge left it: its group at least.
      answers.forEach((answer, index) => expect(answer.body?.data?.attributes).toMatchObject(sent[index] ?? {}));
      expect(await saved()).toEqual(allOf(sent));
    }
  });

  it('merges every group in one PATCH, past one SQL call, beside parallel PATCHes of other attributes from elsewhere', async () => {
    await signIn('results@example.com');
    const before = await saved();
    for (let round = 0; round < 4; round += 1) {
      const groups = [...profileGroups(round), everyFlag(round % 2 === 0)];
      expect(Object.keys(allOf(groups)).length).toBeGreaterThan(40);
      const elsewhere = [{ waist_circumference: 80 + round }, { fatigued_rating: round }];
      const answers = await Promise.all([patch(allOf(groups)), ...elsewhere.map((attributes) => patch(attributes))]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
      // The one answer is the whole profile as the merge left it: every group, the seeded attributes not sent.
      expect(answers[0]?.body?.data?.attributes).toMatchObject({ ...before, ...allOf(groups) });
      expect(await saved()).toEqual({ ...before, ...allOf(groups), ...allOf(elsewhere) });
    }
  });

  it('changes only the attributes it is sent: the rest stay, and a reset to null reads back as null', async () => {
    await signIn('results@example.com');
    expect((await patch({ important_goal: null, sleep_hours: 8 })).status).toBe(200);
    expect(await saved()).toEqual({
      goals: ['energy', 'sleep'],
      important_goal: null,
      height: 168,
      weight: 61,
      height_unit_preference: 'metric',
      weight_unit_preference: 'metric',
      sleep_hours: 8,
    });
  });

  it('refuses an attribute the profile does not have, and changes nothing', async () => {
    await signIn('results@example.com');
    const before = await saved();
    expect((await patch({ sleep_hours: 6, favourite_colour: 'blue' })).status).toBe(422);
    expect(await saved()).toEqual(before);
  });
});
