import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { runCleanup } from '../../../mocks/db/cleanup';
import { currentDatabase } from '../../../mocks/db/scopes';
import { readConnection, readDbOf, resetDb } from '../../../mocks/db/store';
import { tokenHash } from '../../../mocks/security/tokens';
import { server } from '../../../mocks/node';
import { appConfig } from '../../../src/generated/app-config.gen';
import { shareResultsForm } from '../../../src/generated/forms/share-results.gen';

/**
 * Sharing results with a doctor (issue 44) through the API, on SQLite and (tests/postgres-suite.mjs) PostgreSQL.
 */
vi.setConfig({ testTimeout: 30_000 });

const API = 'http://api.test';
const JSON_API = { 'Content-Type': 'application/vnd.api+json' };
const HOUR = 3_600_000;
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

interface Resource {
  type: string;
  id: string;
  attributes: Record<string, unknown>;
  relationships?: Record<string, { data: { type: string; id: string } | { type: string; id: string }[] | null }>;
}
interface Answer {
  status: number;
  headers: Headers;
  body: {
    data?: Resource | Resource[];
    included?: Resource[];
    errors?: { detail: string; code?: string; source?: { pointer?: string }; meta?: Record<string, unknown> }[];
  };
}

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(`${API}${path}`, {
    method,
    headers: { ...JSON_API, ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as Answer['body']) : {} };
}

const signIn = (username: string) => call('POST', '/auth/token', { grant_type: 'password', username, password: 'Passw0rd!' });
const signOut = () => call('DELETE', '/auth/token');
const create = (attributes: Record<string, unknown>) => call('POST', '/v1/share_links', { data: { type: 'share_links', attributes } });
const open = (token: string, passcode?: string, headers: Record<string, string> = {}) =>
  call(
    'POST',
    '/v1/shared_results',
    { data: { type: 'shared_results', attributes: { token, ...(passcode === undefined ? {} : { passcode }) } } },
    headers,
  );
const one = (answer: Answer) => answer.body.data as Resource;
const included = (answer: Answer, type: string) => (answer.body.included ?? []).filter((resource) => resource.type === type);
const many = (answer: Answer) => answer.body.data as Resource[];
const firstError = (answer: Answer) => answer.body.errors?.[0];

/** A link made by the results persona, who is then signed out (a doctor has no session). */
async function linkOf(attributes: Record<string, unknown>): Promise<{ id: string; token: string }> {
  await signIn('results@example.com');
  const made = await create(attributes);
  expect(made.status).toBe(201);
  await signOut();
  return { id: one(made).id, token: String(one(made).attributes.token) };
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetDb());
afterEach(() => vi.useRealTimers());
afterAll(() => server.close());

describe('making a link', () => {
  it('answers the token once: 128 random bits, base64url, kept only as its SHA-256', async () => {
    await signIn('results@example.com');
    const made = await create({ scope: 'latest', expires_in: '7d', passcode: '123456' });
    expect(made.status).toBe(201);
    const token = String(one(made).attributes.token);
    expect(token).toMatch(/^[\w-]{22}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(16);
    expect(one(made).attributes).toMatchObject({ scope: 'latest', status: 'active', has_passcode: true, wrong_passcodes: 0 });
    const expires = Date.parse(String(one(made).attributes.expires_at)) - Date.parse(String(one(made).attributes.created_at));
    expect(expires).toBe(7 * 24 * HOUR);
    const rows = await (await readConnection()).selectFrom('share_links').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toBe(tokenHash(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]?.passcode_hash).toMatch(/^scrypt\$/);
    // Listed later without the token.
    const listed = many(await call('GET', '/v1/share_links'));
    expect(listed.map((link) => link.id)).toEqual([one(made).id]);
    expect(listed[0]?.attributes).not.toHaveProperty('token');
  });

  it('two links never share a token', async () => {
    await signIn('results@example.com');
    const tokens = new Set<string>();
    for (let index = 0; index < 5; index += 1) tokens.add(String(one(await create({ scope: 'all', expires_in: '1h' })).attributes.token));
    expect(tokens.size).toBe(5);
  });

  it.each(Object.entries(appConfig.constants.shareLinkLifetimeHours))('%s works for %i hours', async (choice, hours) => {
    await signIn('results@example.com');
    const link = one(await create({ scope: 'latest', expires_in: choice })).attributes;
    expect(Date.parse(String(link.expires_at)) - Date.parse(String(link.created_at))).toBe(hours * HOUR);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    [
      'a passcode of letters',
      { scope: 'latest', expires_in: '7d', passcode: 'abcdef' },
      'Use numbers only in the passcode',
      '/data/attributes/passcode',
    ],
    [
      'a passcode too short',
      { scope: 'latest', expires_in: '7d', passcode: '12345' },
      'Use at least 6 digits for the passcode, or leave it empty',
      '/data/attributes/passcode',
    ],
    ['a lifetime not offered', { scope: 'latest', expires_in: '90d' }, 'Choose how long the link works', '/data/attributes/expires_in'],
    ['no lifetime', { scope: 'latest' }, 'Choose how long the link works', '/data/attributes/expires_in'],
    ['another scope', { scope: 'everything', expires_in: '7d' }, 'Choose what to share', '/data/attributes/scope'],
    [
      'a server-owned attribute',
      { scope: 'latest', expires_in: '7d', token: 'AAAAAAAAAAAAAAAAAAAAAA' },
      'Unknown attribute token',
      '/data/attributes/token',
    ],
  ])('refuses %s with the form’s words at its field', async (_, attributes, detail, pointer) => {
    await signIn('results@example.com');
    const answer = await create(attributes);
    expect(answer.status).toBe(422);
    expect(firstError(answer)).toMatchObject({ detail, source: { pointer } });
    expect(await (await readConnection()).selectFrom('share_links').selectAll().execute()).toEqual([]);
  });

  it('the form offers exactly the lifetimes of config/app.yaml, and its default is one of them', () => {
    const choices = (shareResultsForm.schema.properties?.expires_in as { oneOf: { const: string }[] }).oneOf.map((choice) => choice.const);
    expect(choices).toEqual(Object.keys(appConfig.constants.shareLinkLifetimeHours));
    expect(choices).toContain(appConfig.constants.shareLinkDefaultLifetime);
  });

  it('needs the results permission, and a session', async () => {
    expect((await call('GET', '/v1/share_links')).status).toBe(401);
    await signIn('new@example.com');
    expect((await call('GET', '/v1/share_links')).status).toBe(403);
    expect((await create({ scope: 'latest', expires_in: '7d' })).status).toBe(403);
    expect((await call('GET', '/v1/results_export')).status).toBe(403);
  });
});

describe('opening a link', () => {
  it('the latest test (the upload of 30 days ago): its results and the patient, and nothing else of theirs', async () => {
    const { token } = await linkOf({ scope: 'latest', expires_in: '24h' });
    const answer = await open(token, undefined, { 'User-Agent': WINDOWS });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Referrer-Policy')).toBe('no-referrer');
    expect(answer.headers.get('X-Robots-Tag')).toBe('noindex');
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
    expect(one(answer).attributes).toEqual({
      scope: 'latest',
      expires_at: expect.any(String),
      patient: { first_name: 'Rosa', last_name: 'Lindqvist', dob: '1985-04-12', sex: 'F' },
    });
    const included = answer.body.included ?? [];
    expect(included.filter((resource) => resource.type === 'tests').map((test) => test.attributes.test_cycle_id)).toEqual([
      'upload-results-1',
    ]);
    const results = included.filter((resource) => resource.type === 'analyte_results');
    expect(results.map((result) => result.attributes.analyte_id).sort()).toEqual(['B12', 'VITD']);
    expect(new Set(results.map((result) => (result.relationships?.test?.data as { id: string }).id))).toEqual(
      new Set(['upload-results-1']),
    );
    // A clinician needs no contact details, community figures or classifications of the person's own app.
    const text = JSON.stringify(answer.body);
    for (const absent of ['results@example.com', '07700900123', 'Mill Lane', 'community_stats', 'previous_value', 'ROSA10'])
      expect(text).not.toContain(absent);
    // Each opening is listed for the owner, with the device it came from.
    await signIn('results@example.com');
    const listed = await call('GET', '/v1/share_links');
    const views = (listed.body.included ?? []).filter((resource) => resource.type === 'share_link_views');
    expect(views.map((view) => view.attributes.device_family)).toEqual(['windows']);
  });

  it('every test: three lab tests and the uploads, oldest first, every result the person’s', async () => {
    const { token } = await linkOf({ scope: 'all', expires_in: '7d' });
    const answer = await open(token);
    const tests = (answer.body.included ?? []).filter((resource) => resource.type === 'tests');
    expect(tests.map((test) => test.attributes.test_cycle_id)).toEqual([
      'cycle-results-older',
      'cycle-results-previous',
      'cycle-results-upload',
      'cycle-results-1',
      'upload-results-1',
    ]);
    expect(included(answer, 'doctors').map((doctor) => doctor.attributes)).toEqual([{ name: 'Dr Amara Okafor', gmc_number: '7012345' }]);
    expect(included(answer, 'reports')).toHaveLength(3);
    const owner = await readDbOf('user-results');
    const ids = new Set(owner.analyteResults.filter((result) => result.user_id === 'user-results').map((result) => result.id));
    const results = (answer.body.included ?? []).filter((resource) => resource.type === 'analyte_results');
    expect(results.length).toBe(ids.size);
    for (const result of results) expect(ids.has(result.id)).toBe(true);
  });

  it('unknown, malformed and revoked tokens answer alike: 404 or 410, the same words', async () => {
    const { id, token } = await linkOf({ scope: 'latest', expires_in: '7d' });
    const unknown = await open('AAAAAAAAAAAAAAAAAAAAAA');
    const malformed = await open('short');
    await signIn('results@example.com');
    const revoked = await call('PATCH', `/v1/share_links/${id}`, { data: { type: 'share_links', id, attributes: { revoked: true } } });
    expect(revoked.status).toBe(200);
    expect(one(revoked).attributes.status).toBe('revoked');
    await signOut();
    const gone = await open(token);
    expect([unknown.status, malformed.status, gone.status]).toEqual([404, 404, 410]);
    const details = [unknown, malformed, gone].map((answer) => firstError(answer)?.detail);
    expect(new Set(details).size).toBe(1);
    expect(details[0]).toBe(
      'It may have expired, been withdrawn by the person who shared it, or been copied incompletely. Ask them to share a new link.',
    );
  });

  it('another person’s link cannot be revoked by anyone else', async () => {
    const { id, token } = await linkOf({ scope: 'latest', expires_in: '7d' });
    await signIn('planner@example.com');
    expect(
      (await call('PATCH', `/v1/share_links/${id}`, { data: { type: 'share_links', id, attributes: { revoked: true } } })).status,
    ).toBe(404);
    expect(many(await call('GET', '/v1/share_links'))).toEqual([]);
    await signOut();
    expect((await open(token)).status).toBe(200);
  });

  it('expires on the server’s clock, stays listed as expired for 30 days, then goes with its openings', async () => {
    const start = Date.now();
    const { id, token } = await linkOf({ scope: 'latest', expires_in: '1h' });
    expect((await open(token)).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], now: start + HOUR + 1000 });
    expect((await open(token)).status).toBe(410);
    await signIn('results@example.com');
    expect(many(await call('GET', '/v1/share_links')).map((link) => [link.id, link.attributes.status])).toEqual([[id, 'expired']]);
    vi.setSystemTime(start + HOUR + 29 * 24 * HOUR);
    expect(many(await call('GET', '/v1/share_links'))).toHaveLength(1);
    vi.setSystemTime(start + HOUR + 30 * 24 * HOUR + 1000);
    expect(many(await call('GET', '/v1/share_links'))).toEqual([]);
    await runCleanup(await currentDatabase(), Date.now());
    const db = await readConnection();
    expect(await db.selectFrom('share_links').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('share_link_views').selectAll().execute()).toEqual([]);
  });
});

describe('a passcode', () => {
  it('is asked for, counted when wrong, and the fifth wrong one locks the link for good', async () => {
    const { id, token } = await linkOf({ scope: 'latest', expires_in: '7d', passcode: '246810' });
    const asked = await open(token);
    expect([asked.status, firstError(asked)?.code]).toEqual([401, 'passcode_required']);
    const details: string[] = [];
    const left: unknown[] = [];
    for (let index = 0; index < 4; index += 1) {
      const wrong = await open(token, '111111');
      expect(wrong.status).toBe(422);
      details.push(firstError(wrong)?.detail ?? '');
      left.push(firstError(wrong)?.meta?.tries_left);
    }
    // The count the clinician's page words itself from (it never shows the detail as sent).
    expect(left).toEqual([4, 3, 2, 1]);
    expect(details).toEqual([
      'That passcode is not right. You have 4 tries left before the link locks.',
      'That passcode is not right. You have 3 tries left before the link locks.',
      'That passcode is not right. You have 2 tries left before the link locks.',
      'That passcode is not right. You have 1 try left before the link locks.',
    ]);
    const fifth = await open(token, '111111');
    expect([fifth.status, firstError(fifth)?.code]).toEqual([423, 'share_link_locked']);
    expect((await open(token, '246810')).status).toBe(423);
    await signIn('results@example.com');
    const link = many(await call('GET', '/v1/share_links')).find((candidate) => candidate.id === id);
    expect(link?.attributes).toMatchObject({ status: 'locked', wrong_passcodes: 5, locked_at: expect.any(String) });
    expect(link?.relationships?.openings?.data).toEqual([]);
  });

  it('the right one opens it; a passcode not made of digits is refused without counting', async () => {
    const { token } = await linkOf({ scope: 'latest', expires_in: '7d', passcode: '246810' });
    const letters = await open(token, '12345a');
    expect([letters.status, firstError(letters)?.detail]).toEqual([422, 'The passcode is numbers only']);
    expect((await open(token, '246810')).status).toBe(200);
    const row = await (await readConnection()).selectFrom('share_links').select('failed_tries').executeTakeFirst();
    expect(Number(row?.failed_tries)).toBe(0);
  });

  it('twelve wrong guesses at once are all counted: four answer 422, the rest find it locked, never more than five tries', async () => {
    const { token } = await linkOf({ scope: 'latest', expires_in: '7d', passcode: '246810' });
    const answers = await Promise.all(Array.from({ length: 12 }, () => open(token, '999999')));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 422)).toHaveLength(4);
    expect(statuses.filter((status) => status === 423)).toHaveLength(8);
    const row = await (await readConnection()).selectFrom('share_links').select(['failed_tries', 'locked_at']).executeTakeFirst();
    expect(Number(row?.failed_tries)).toBe(5);
    expect(row?.locked_at).not.toBeNull();
    expect((await open(token, '246810')).status).toBe(423);
  });
});

describe('the person’s own data', () => {
  it('sharing and opening change none of it', async () => {
    const before = JSON.stringify(await readDbOf('user-results'));
    const { token } = await linkOf({ scope: 'all', expires_in: '7d', passcode: '123456' });
    await open(token, '000000');
    await open(token, '123456');
    expect(JSON.stringify(await readDbOf('user-results'))).toBe(before);
  });

  it('deleting the account stops its links at once and removes them and their openings', async () => {
    const { token } = await linkOf({ scope: 'all', expires_in: '30d' });
    expect((await open(token)).status).toBe(200);
    await signIn('results@example.com');
    expect((await call('DELETE', '/v1/user')).status).toBe(200);
    expect((await open(token)).status).toBe(404);
    const db = await readConnection();
    expect(await db.selectFrom('share_links').selectAll().where('user_id', '=', 'user-results').execute()).toEqual([]);
    expect(await db.selectFrom('share_link_views').selectAll().where('user_id', '=', 'user-results').execute()).toEqual([]);
  });

  it('the links and their openings go with the users row (foreign keys)', async () => {
    const { token } = await linkOf({ scope: 'latest', expires_in: '7d' });
    expect((await open(token)).status).toBe(200);
    const db = await readConnection();
    await db.deleteFrom('users').where('id', '=', 'user-results').execute();
    expect(await db.selectFrom('share_links').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('share_link_views').selectAll().execute()).toEqual([]);
  });

  it('the download of their own results carries every test they have results for', async () => {
    await signIn('results@example.com');
    const answer = await call('GET', '/v1/results_export');
    expect(answer.status).toBe(200);
    expect(one(answer).attributes).toMatchObject({ scope: 'all', expires_at: null });
    const tests = (one(answer).relationships?.tests?.data ?? []) as { id: string }[];
    expect(tests.length).toBeGreaterThanOrEqual(4);
  });
});
