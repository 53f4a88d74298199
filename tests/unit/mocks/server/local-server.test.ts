import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetDb } from '../../../../mocks/db/store';
import { currentDatabase } from '../../../../mocks/db/scopes';
import { fakeDist, sessionFrom, startServer, type RunningServer } from './server-harness';

const JSON_API = { 'Content-Type': 'application/vnd.api+json' };
let server: RunningServer;
// scrypt and SQLite on a shared machine: slower than vitest's default 5 s allows.
vi.setConfig({ testTimeout: 30_000 });

beforeAll(async () => {
  server = await startServer({ appDir: fakeDist() });
});
afterAll(() => server.close());
beforeEach(() => resetDb());

const signIn = (username: string, password = 'Passw0rd!') =>
  fetch(`${server.origin}/auth/token`, {
    method: 'POST',
    headers: JSON_API,
    body: JSON.stringify({ grant_type: 'password', username, password }),
  });

describe('serving the built app', () => {
  it('sends the security headers a production host must send, on the app and on the API', async () => {
    for (const path of ['/', '/settings', '/v1/user']) {
      const response = await fetch(`${server.origin}${path}`);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toMatch(/script-src 'self';/);
      expect(csp).not.toMatch(/unsafe-eval/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy')).toContain('camera=()');
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('adds HSTS only behind https', async () => {
    const response = await fetch(`${server.origin}/`, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(response.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
  });

  it.each([
    ['/', 200, 'text/html; charset=utf-8', 'no-cache'],
    ['/settings', 200, 'text/html; charset=utf-8', 'no-cache'],
    ['/results/cycle-1/CHOL', 200, 'text/html; charset=utf-8', 'no-cache'],
    ['/assets/index-abc123.js', 200, 'text/javascript; charset=utf-8', 'public, max-age=31536000, immutable'],
    ['/robots.txt', 200, 'text/plain; charset=utf-8', 'no-cache'],
    ['/assets/missing-123.js', 404, 'text/plain; charset=utf-8', 'no-store'],
  ])('GET %s: %i %s, Cache-Control %s (history fallback to index.html)', async (path, status, type, cache) => {
    const response = await fetch(`${server.origin}${path}`);
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toBe(type);
    expect(response.headers.get('cache-control')).toBe(cache);
  });

  it('compresses with brotli or gzip as the browser accepts, and revalidates by ETag', async () => {
    const plain = await (await fetch(`${server.origin}/assets/index-abc123.js`, { headers: { 'Accept-Encoding': 'identity' } })).text();
    for (const encoding of ['br', 'gzip']) {
      const response = await fetch(`${server.origin}/assets/index-abc123.js`, { headers: { 'Accept-Encoding': encoding } });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      // fetch decodes; the length proves what travelled was compressed.
      expect(Number(response.headers.get('content-length'))).toBeLessThan(plain.length / 4);
      expect(await response.text()).toBe(plain);
    }
    const etag = (await fetch(`${server.origin}/`)).headers.get('etag') ?? '';
    expect((await fetch(`${server.origin}/`, { headers: { 'If-None-Match': etag } })).status).toBe(304);
  });
});

describe('the API on the server', () => {
  it('keeps the session in an httpOnly, SameSite=Lax cookie, and only there', async () => {
    const response = await signIn('results@example.com');
    expect(response.status).toBe(201);
    const header = response.headers.getSetCookie().join('\n');
    // The cookie lives as long as the session may: the idle limit (12 h) comes before the absolute one (14 days).
    expect(header).toMatch(/vitalia_session=[\w-]{20,}; Max-Age=43200; Path=\/; HttpOnly; SameSite=Lax/);
    const cookie = `vitalia_session=${sessionFrom(response) ?? ''}`;
    expect((await fetch(`${server.origin}/v1/user`, { headers: { Cookie: cookie } })).status).toBe(200);
    expect((await fetch(`${server.origin}/v1/user`)).status).toBe(401);
    const signOut = await fetch(`${server.origin}/auth/token`, { method: 'DELETE', headers: { ...JSON_API, Cookie: cookie } });
    expect(sessionFrom(signOut)).toBe('');
    expect((await fetch(`${server.origin}/v1/user`, { headers: { Cookie: cookie } })).status).toBe(401);
  });

  it.each(['results@example.com', 'new@example.com', 'unverified@example.com', 'partner@example.com', 'tfp@example.com'])(
    'README persona %s signs in with Passw0rd!',
    async (email) => {
      expect((await signIn(email)).status).toBe(201);
      expect((await signIn(email, 'passw0rd!')).status).toBe(401);
    },
  );

  it('keeps no plaintext password in the database, personas and new accounts alike', async () => {
    await fetch(`${server.origin}/v1/users`, {
      method: 'POST',
      headers: JSON_API,
      body: JSON.stringify({
        data: {
          type: 'users',
          attributes: { email: 'ana@example.com', password: 'Sunsh1ne!', first_name: 'Ana', last_name: 'Silva', accept_terms: true },
        },
      }),
    });
    expect((await signIn('ana@example.com', 'Sunsh1ne!')).status).toBe(201);
    const { db } = await currentDatabase();
    const rows = await db.selectFrom('users').select(['email', 'password_hash', 'data']).execute();
    const text = rows.map((row) => `${row.password_hash ?? ''} ${row.data}`).join('\n');
    expect(text).not.toContain('Passw0rd!');
    expect(text).not.toContain('Sunsh1ne!');
    expect(rows.find((row) => row.email === 'ana@example.com')?.password_hash).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
  });

  it.each<[string, number, string, string, BodyInit]>([
    ['not JSON', 400, 'PATCH', '/v1/user', '{"data": {'],
    ['a JSON array', 422, 'PATCH', '/v1/user', '[]'],
    ['data that is not a resource', 422, 'PATCH', '/v1/user', '{"data": 1}'],
    ['an attribute of the wrong type', 422, 'PATCH', '/v1/user', '{"data": {"type": "user", "attributes": {"first_name": 7}}}'],
    ['an unknown attribute', 422, 'PATCH', '/v1/user', '{"data": {"type": "user", "attributes": {"admin": true}}}'],
    ['binary garbage', 400, 'POST', '/v1/checkout_sessions', new Uint8Array([0xff, 0xfe, 0x00, 0x7b])],
    ['no body', 422, 'POST', '/auth/token', ''],
  ])('refuses %s with %i in the API error shape and stays up', async (_, status, method, path, body) => {
    const cookie = `vitalia_session=${sessionFrom(await signIn('results@example.com')) ?? ''}`;
    const response = await fetch(`${server.origin}${path}`, { method, headers: { ...JSON_API, Cookie: cookie }, body });
    expect(response.status).toBe(status);
    const document = (await response.json()) as { errors: { status: string; detail: string }[] };
    expect(document.errors[0]?.status).toBe(String(status));
    expect(document.errors[0]?.detail).toEqual(expect.any(String));
    expect((await fetch(`${server.origin}/v1/user`, { headers: { Cookie: cookie } })).status).toBe(200);
  });

  it('gzips a large answer when the browser accepts it (the same JSON arrives), and leaves small ones and refusals as they are', async () => {
    const cookie = `vitalia_session=${sessionFrom(await signIn('results@example.com')) ?? ''}`;
    const plan = '/v1/health_plans/plan-1?include=plan_weeks.tasks';
    const plain = await fetch(`${server.origin}${plan}`, { headers: { Cookie: cookie, 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const plainJson: unknown = await plain.json();
    const zipped = await fetch(`${server.origin}${plan}`, { headers: { Cookie: cookie, 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(zipped.status).toBe(200);
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toContain('Accept-Encoding');
    expect(await zipped.json()).toEqual(plainJson);
    const refused = await fetch(`${server.origin}${plan}`, { headers: { Cookie: cookie, 'Accept-Encoding': 'gzip;q=0' } });
    expect(refused.headers.get('content-encoding')).toBeNull();
    const small = await fetch(`${server.origin}/v1/health_profile`, { headers: { Cookie: cookie, 'Accept-Encoding': 'gzip' } });
    expect(small.headers.get('content-encoding')).toBeNull();
  });

  it('refuses a body over 1 MB with 413', async () => {
    const response = await fetch(`${server.origin}/v1/user`, { method: 'PATCH', headers: JSON_API, body: 'x'.repeat(1_100_000) });
    expect(response.status).toBe(413);
    expect((await fetch(`${server.origin}/`)).status).toBe(200);
  });

  it('answers an unknown API path with a JSON:API 404, not the app', async () => {
    const response = await fetch(`${server.origin}/v1/nothing-here`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('json');
  });

  it('has no test control routes outside test mode', async () => {
    const response = await fetch(`${server.origin}/__test__/overrides`, {
      method: 'POST',
      body: JSON.stringify({ method: 'get', path: '/v1/user', status: 500 }),
    });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('json');
    expect((await fetch(`${server.origin}/__test__/emails`)).status).toBe(404);
  });
});
