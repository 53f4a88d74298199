import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readConnection, resetDb } from '../../../../mocks/db/store';
import { logger } from '../../../../mocks/server/request-log';
import { fakeDist, sessionFrom, startServer, type RunningServer } from './server-harness';

/**
 * Issue 44 tried as an attacker would, against the local server over its one database (SQLite here, PostgreSQL in
 * tests/postgres-suite.mjs): tokens of other accounts, guessed tokens and tokens in a URL get nothing, no token
 * reaches the request log, and a shared answer carries nobody else's data.
 */
vi.setConfig({ testTimeout: 60_000 });

const JSON_API = 'application/vnd.api+json';
let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ appDir: fakeDist() });
});
beforeEach(() => resetDb());
afterEach(() => vi.restoreAllMocks());
afterAll(() => server.close());

interface Answer {
  status: number;
  text: string;
  headers: Headers;
}

class Browser {
  session = '';

  async send(method: string, path: string, body?: unknown): Promise<Answer> {
    const response = await fetch(`${server.origin}${path}`, {
      method,
      headers: { 'Content-Type': JSON_API, ...(this.session ? { Cookie: `vitalia_session=${this.session}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = sessionFrom(response);
    if (set !== null) this.session = set;
    return { status: response.status, text: await response.text(), headers: response.headers };
  }

  signIn(username: string): Promise<Answer> {
    return this.send('POST', '/auth/token', { grant_type: 'password', username, password: 'Passw0rd!' });
  }

  async share(attributes: Record<string, unknown>): Promise<{ id: string; token: string }> {
    const made = await this.send('POST', '/v1/share_links', { data: { type: 'share_links', attributes } });
    expect(made.status).toBe(201);
    const { data } = JSON.parse(made.text) as { data: { id: string; attributes: { token: string } } };
    return { id: data.id, token: data.attributes.token };
  }

  open(token: string, extra: Record<string, unknown> = {}): Promise<Answer> {
    return this.send('POST', '/v1/shared_results', { data: { type: 'shared_results', attributes: { token, ...extra } } });
  }
}

/** What identifies the people who are not the results persona: none of it may be in her shared answer. */
async function otherPeople(): Promise<string[]> {
  const users = await (
    await readConnection()
  )
    .selectFrom('users')
    .select(['id', 'email', 'data'])
    .where('id', '!=', 'user-results')
    .execute();
  return users.flatMap((user) => {
    const data = JSON.parse(user.data) as { first_name?: string | null; last_name?: string | null };
    return [user.id, user.email, `${data.first_name ?? ''} ${data.last_name ?? ''}`.trim()].filter((value) => value.length > 3);
  });
}

describe('tokens that are not a link’s', () => {
  it('a token from another account opens that account’s results only, and cannot be stretched to anyone else’s', async () => {
    const rosa = new Browser();
    await rosa.signIn('results@example.com');
    const rosaLink = await rosa.share({ scope: 'all', expires_in: '7d' });
    const mallory = new Browser();
    await mallory.signIn('failed@example.com');
    const own = await mallory.share({ scope: 'all', expires_in: '7d' });
    const opened = await new Browser().open(own.token);
    expect(opened.status).toBe(200);
    expect(opened.text).toContain('Adeyemi');
    for (const rosaData of ['Lindqvist', 'user-results', 'results@example.com', 'cycle-results-1', 'Okafor'])
      expect(opened.text).not.toContain(rosaData);
    // Naming Rosa, her tests or her link alongside the token is refused before anything is read.
    for (const extra of [{ user_id: 'user-results' }, { test_cycle_ids: ['cycle-results-1'] }, { id: rosaLink.id }]) {
      const stretched = await new Browser().open(own.token, extra);
      expect(stretched.status).toBe(422);
      expect(stretched.text).not.toContain('Lindqvist');
    }
    // Her link's id is no token, and Mallory can neither see nor revoke her link.
    expect((await new Browser().open(rosaLink.id)).status).toBe(404);
    expect(
      (
        await mallory.send('PATCH', `/v1/share_links/${rosaLink.id}`, {
          data: { type: 'share_links', id: rosaLink.id, attributes: { revoked: true } },
        })
      ).status,
    ).toBe(404);
    expect((await mallory.send('GET', '/v1/share_links')).text).not.toContain(rosaLink.id);
    expect((await new Browser().open(rosaLink.token)).status).toBe(200);
  });

  it('guessed tokens, of the right shape or not, all get the same nothing', async () => {
    const rosa = new Browser();
    await rosa.signIn('results@example.com');
    const { token } = await rosa.share({ scope: 'all', expires_in: '7d' });
    const guesses = [
      ...Array.from({ length: 40 }, () => randomBytes(16).toString('base64url')),
      token.slice(0, 21),
      `${token}A`,
      token.toLowerCase() === token ? token.toUpperCase() : token.toLowerCase(),
      `${token.slice(0, 21)}${token[21] === 'A' ? 'B' : 'A'}`,
      "' OR '1'='1",
      '%',
      '*',
      '../../share_links',
      '',
    ];
    for (const guess of guesses) {
      const answer = await new Browser().open(guess);
      expect([404, 422], guess).toContain(answer.status);
      expect(answer.text).not.toContain('Lindqvist');
    }
  });

  it('a token in the URL path or query opens nothing and is not logged', async () => {
    const rosa = new Browser();
    await rosa.signIn('results@example.com');
    const { token } = await rosa.share({ scope: 'all', expires_in: '7d' });
    const logged = vi.spyOn(logger, 'info');
    const visitor = new Browser();
    const answers = await Promise.all([
      visitor.send('GET', `/shared/${token}`),
      visitor.send('GET', `/v1/shared_results/${token}`),
      visitor.send('POST', `/v1/shared_results/${token}`, { data: { type: 'shared_results', attributes: {} } }),
      visitor.send('GET', `/v1/shared_results?token=${token}`),
      visitor.send('POST', `/v1/shared_results?token=${token}`, { data: { type: 'shared_results', attributes: {} } }),
      visitor.send('GET', `/v1/share_links/${token}`),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 404, 404, 404, 422, 404]);
    // The page under /shared/ is the app's page with no data in it: the app shows its not-found page there.
    expect(answers[0]?.text).toContain('<div id="root">');
    for (const answer of answers) expect(answer.text).not.toContain('Lindqvist');
    const lines = JSON.stringify(logged.mock.calls);
    expect(lines).not.toContain(token);
    expect(lines).toContain('/shared/[token]');
    expect(lines).toContain('/v1/share_links/[token]');
  });
});

describe('the request log', () => {
  it('never holds a token: not on opening, not on a wrong passcode, not on a failure', async () => {
    const rosa = new Browser();
    await rosa.signIn('results@example.com');
    const plain = await rosa.share({ scope: 'latest', expires_in: '7d' });
    const guarded = await rosa.share({ scope: 'all', expires_in: '1h', passcode: '135790' });
    const calls = [vi.spyOn(logger, 'info'), vi.spyOn(logger, 'warn'), vi.spyOn(logger, 'error')];
    const doctor = new Browser();
    expect((await doctor.open(plain.token)).status).toBe(200);
    expect((await doctor.open(guarded.token)).status).toBe(401);
    expect((await doctor.open(guarded.token, { passcode: '000000' })).status).toBe(422);
    expect((await doctor.open(guarded.token, { passcode: '135790' })).status).toBe(200);
    expect(
      (
        await rosa.send('PATCH', `/v1/share_links/${plain.id}`, {
          data: { type: 'share_links', id: plain.id, attributes: { revoked: true } },
        })
      ).status,
    ).toBe(200);
    expect((await doctor.open(plain.token)).status).toBe(410);
    const lines = JSON.stringify(calls.flatMap((spy) => spy.mock.calls));
    expect(lines).toContain('/v1/shared_results');
    for (const secret of [plain.token, guarded.token, '135790']) expect(lines).not.toContain(secret);
  });
});

describe('what a shared answer carries', () => {
  it('only the person who shared: no other person’s ids, emails or names; no cookie; no referrer, no index, no store', async () => {
    const rosa = new Browser();
    await rosa.signIn('results@example.com');
    const { token } = await rosa.share({ scope: 'all', expires_in: '30d' });
    const doctor = new Browser();
    const answer = await doctor.open(token);
    expect(answer.status).toBe(200);
    for (const other of await otherPeople()) expect(answer.text, other).not.toContain(other);
    expect(answer.headers.getSetCookie()).toEqual([]);
    expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
    expect(answer.headers.get('x-robots-tag')).toBe('noindex');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const page = await doctor.send('GET', '/shared');
    expect(page.status).toBe(200);
    expect(page.headers.getSetCookie()).toEqual([]);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
    expect(page.headers.get('cache-control')).toBe('no-store');
    // Every other page keeps the app's own policy.
    expect((await doctor.send('GET', '/settings')).headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});
