import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sentEmails } from '../../../mocks/db/outbox';
import { resetDb } from '../../../mocks/db/store';
import { server } from '../../../mocks/node';

/**
 * Parallel bursts against the limits (issue 42): an attempt is counted before the password is checked or the email
 * sent, so a burst gets no more than the limit through. Runs on SQLite in `npm test` and on PostgreSQL under
 * tests/postgres-suite.mjs (four pooled connections: the requests really overlap in the database).
 */
vi.setConfig({ testTimeout: 60_000 });

const API = 'http://api.test';
const JSON_API = { 'Content-Type': 'application/vnd.api+json' };
const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.';

interface Answer {
  status: number;
  detail: string | undefined;
  retryAfter: string | null;
}

async function call(method: string, path: string, body?: unknown): Promise<Answer> {
  const response = await fetch(`${API}${path}`, { method, headers: JSON_API, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  const parsed = text ? (JSON.parse(text) as { errors?: { detail: string }[] }) : {};
  return { status: response.status, detail: parsed.errors?.[0]?.detail, retryAfter: response.headers.get('retry-after') };
}

const signIn = (username: string, password = 'Passw0rd!') => call('POST', '/auth/token', { grant_type: 'password', username, password });
const burst = (times: number, request: (index: number) => Promise<Answer>) =>
  Promise.all(Array.from({ length: times }, (_, index) => request(index)));
const tally = (answers: readonly Answer[]) =>
  answers.reduce<Record<number, number>>((counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  await resetDb();
});
afterEach(() => vi.restoreAllMocks());
afterAll(() => server.close());

describe('a parallel burst gets no more than the limit through', () => {
  it('30 wrong passwords at once for one account: 10 are checked (401), 20 answer 429 with the copy, then the right one waits too', async () => {
    const answers = await burst(30, (index) => signIn('results@example.com', `wrong-${index}`));
    expect(tally(answers)).toEqual({ 401: 10, 429: 20 });
    for (const answer of answers.filter(({ status }) => status === 429)) {
      expect(answer.detail).toBe(TOO_MANY);
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
    }
    expect((await signIn('results@example.com')).status).toBe(429);
  });

  it('30 resends at once send 5 verification emails (204), the rest answer 429', async () => {
    expect((await signIn('unverified@example.com')).status).toBe(201);
    const answers = await burst(30, () => call('POST', '/v1/email_verification_codes'));
    expect(tally(answers)).toEqual({ 204: 5, 429: 25 });
    expect(await sentEmails('unverified@example.com')).toHaveLength(5);
  });

  it('30 wrong verification codes at once from one address: 20 are tried, 10 answer 429', async () => {
    const answers = await burst(30, (index) => call('POST', '/v1/email_verification_codes/verify', { code: `guess-${index}` }));
    expect(tally(answers)).toEqual({ 422: 20, 429: 10 });
  });

  it('30 wrong membership tokens at once from one address: 20 are tried, 10 answer 429', async () => {
    const answers = await burst(30, (index) =>
      call('POST', '/auth/token', { grant_type: 'membership_token', type: 'user', token: `guess-${index}` }),
    );
    expect(tally(answers)).toEqual({ 401: 20, 429: 10 });
  });

  it('30 wrong current passwords at once on a password change: 10 are checked, 20 answer 429', async () => {
    expect((await signIn('results@example.com')).status).toBe(201);
    const answers = await burst(30, (index) =>
      call('PATCH', '/v1/password', {
        data: { type: 'passwords', attributes: { current_password: `wrong-${index}`, password: 'Moonsh1ne!' } },
      }),
    );
    expect(tally(answers)).toEqual({ 422: 10, 429: 20 });
  });
});

describe('what is not a failure does not use the limit up', () => {
  it('the right password clears the account’s wrong ones: 9 wrong, the right one, then 10 more wrong are all checked', async () => {
    expect(tally(await burst(9, (index) => signIn('results@example.com', `wrong-${index}`)))).toEqual({ 401: 9 });
    expect((await signIn('results@example.com')).status).toBe(201);
    expect(tally(await burst(12, (index) => signIn('results@example.com', `again-${index}`)))).toEqual({ 401: 10, 429: 2 });
  });

  it('a valid verification code gives its point back: 19 wrong and the valid one leave room for one more wrong one', async () => {
    await burst(19, (index) => call('POST', '/v1/email_verification_codes/verify', { code: `guess-${index}` }));
    expect((await call('POST', '/v1/email_verification_codes/verify', { code: 'valid-code' })).status).toBe(204);
    expect(tally(await burst(3, (index) => call('POST', '/v1/email_verification_codes/verify', { code: `late-${index}` })))).toEqual({
      422: 1,
      429: 2,
    });
  });
});
