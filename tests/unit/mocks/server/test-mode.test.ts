import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { enableTestScopes } from '../../../../mocks/db/scopes';
import { sessionFrom, startServer, type RunningServer } from './server-harness';

const JSON_API = { 'Content-Type': 'application/vnd.api+json' };
let server: RunningServer;
vi.setConfig({ testTimeout: 30_000 });

beforeAll(async () => {
  enableTestScopes();
  server = await startServer({ testMode: true });
});
afterAll(() => server.close());

const scoped = (scope: string, session = '') => ({
  ...JSON_API,
  Cookie: `vitalia_test_scope=${scope}${session ? `; vitalia_session=${session}` : ''}`,
});

async function signIn(scope: string): Promise<string> {
  const response = await fetch(`${server.origin}/auth/token`, {
    method: 'POST',
    headers: scoped(scope),
    body: JSON.stringify({ grant_type: 'password', username: 'results@example.com', password: 'Passw0rd!' }),
  });
  return sessionFrom(response) ?? '';
}

const firstName = async (scope: string, session: string) =>
  (
    (await (await fetch(`${server.origin}/v1/user`, { headers: scoped(scope, session) })).json()) as {
      data: { attributes: { first_name: string } };
    }
  ).data.attributes.first_name;

describe('test mode: a scope per test', () => {
  it('keeps each scope’s data and sessions apart', async () => {
    const [a, b] = [await signIn('scope-a'), await signIn('scope-b')];
    await fetch(`${server.origin}/v1/user`, {
      method: 'PATCH',
      headers: scoped('scope-a', a),
      body: JSON.stringify({ data: { type: 'users', attributes: { first_name: 'Changed' } } }),
    });
    expect(await firstName('scope-a', a)).toBe('Changed');
    expect(await firstName('scope-b', b)).toBe('Rosa');
    // A session of one scope signs nobody in elsewhere.
    expect((await fetch(`${server.origin}/v1/user`, { headers: scoped('scope-b', a) })).status).toBe(401);
  });

  it('fails the next matching call of that scope only, once', async () => {
    const session = await signIn('scope-c');
    const other = await signIn('scope-d');
    const override = await fetch(`${server.origin}/__test__/overrides`, {
      method: 'POST',
      headers: scoped('scope-c'),
      body: JSON.stringify({ method: 'get', path: '/v1/user', status: 503, errors: [{ detail: 'down' }] }),
    });
    expect(override.status).toBe(201);
    expect((await fetch(`${server.origin}/v1/user`, { headers: scoped('scope-d', other) })).status).toBe(200);
    const failed = await fetch(`${server.origin}/v1/user`, { headers: scoped('scope-c', session) });
    expect(failed.status).toBe(503);
    expect(await failed.json()).toEqual({ errors: [{ status: '503', detail: 'down' }] });
    expect((await fetch(`${server.origin}/v1/user`, { headers: scoped('scope-c', session) })).status).toBe(200);
  });

  it('drops the connection for a network error until the overrides are reset', async () => {
    const session = await signIn('scope-e');
    await fetch(`${server.origin}/__test__/overrides`, {
      method: 'POST',
      headers: scoped('scope-e'),
      body: JSON.stringify({ method: 'get', path: '/v1/user', once: false }),
    });
    await expect(fetch(`${server.origin}/v1/user`, { headers: scoped('scope-e', session) })).rejects.toThrow();
    await expect(fetch(`${server.origin}/v1/user`, { headers: scoped('scope-e', session) })).rejects.toThrow();
    await fetch(`${server.origin}/__test__/overrides`, { method: 'DELETE', headers: scoped('scope-e') });
    expect((await fetch(`${server.origin}/v1/user`, { headers: scoped('scope-e', session) })).status).toBe(200);
  });

  it('refuses a malformed override', async () => {
    const response = await fetch(`${server.origin}/__test__/overrides`, {
      method: 'POST',
      headers: scoped('scope-f'),
      body: '{"method": "explode"}',
    });
    expect(response.status).toBe(400);
  });

  it('keeps the emails a scope sent, for the mailbox and the tests', async () => {
    const session = await signIn('scope-g');
    await fetch(`${server.origin}/v1/email_verification_codes`, { method: 'POST', headers: scoped('scope-g', session) });
    const emails = (
      (await (await fetch(`${server.origin}/__test__/emails?to=results%40example.com`, { headers: scoped('scope-g') })).json()) as {
        emails: { link: string }[];
      }
    ).emails;
    expect(emails).toHaveLength(1);
    expect(emails[0]?.link).toMatch(/^\/verify-email\?code=[\w-]{22}$/);
    const mailbox = await (await fetch(`${server.origin}/site/mailbox`, { headers: scoped('scope-g') })).text();
    expect(mailbox).toContain(`href="${emails[0]?.link ?? ''}"`);
    expect(await (await fetch(`${server.origin}/site/mailbox`, { headers: scoped('scope-h') })).text()).toContain('No emails yet');
  });
});
