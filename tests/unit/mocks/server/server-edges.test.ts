import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../../../mocks/db/connection';
import { DatabaseUnavailable } from '../../../../mocks/db/database-errors';
import { currentDatabase, installDatabase } from '../../../../mocks/db/scopes';
import { fakeDist, rawRequest, startServer, type RawAnswer, type RunningServer } from './server-harness';

/**
 * What the server answers at its edges: bodies it must refuse before anything parses them, hosts it does not serve,
 * and the headers every answer carries, errors and failures included. Runs on SQLite, and on PostgreSQL with
 * VITALIA_TEST_DATABASE_URL (tests/postgres-suite.mjs).
 */
vi.setConfig({ testTimeout: 30_000 });

const JSON_API = 'application/vnd.api+json';
let server: RunningServer;
let testServer: RunningServer;
let database: DatabaseHandle;
let session = '';

beforeAll(async () => {
  database = await currentDatabase();
  [server, testServer] = await Promise.all([startServer({ appDir: fakeDist() }), startServer({ testMode: true })]);
  const signedIn = await rawRequest(server.origin, {
    method: 'POST',
    path: '/auth/token',
    headers: { 'Content-Type': JSON_API },
    body: JSON.stringify({ grant_type: 'password', username: 'results@example.com', password: 'Passw0rd!' }),
  });
  session = /vitalia_session=([^;]+)/.exec(String(signedIn.headers['set-cookie']))?.[1] ?? '';
});
afterAll(async () => {
  installDatabase(database, { testScopes: false });
  await Promise.all([server.close(), testServer.close()]);
});

const host = (origin: string) => new URL(origin).host;
const deep = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

/** The headers of README's list, on an answer of any kind. */
function expectSecurityHeaders(answer: RawAnswer, what: string): void {
  expect(answer.headers['content-security-policy'], what).toContain("frame-ancestors 'none'");
  expect(answer.headers['x-content-type-options'], what).toBe('nosniff');
  expect(answer.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(answer.headers['permissions-policy'], what).toContain('camera=()');
  expect(answer.headers['cross-origin-opener-policy'], what).toBe('same-origin');
  expect(answer.headers['x-request-id'], what).toMatch(/^[\w.:-]+$/);
}

describe('bodies refused before anything parses them', () => {
  it.each([
    ['POST /auth/token', 'POST', '/auth/token'],
    ['PATCH /v1/user', 'PATCH', '/v1/user'],
    ['POST /v1/users', 'POST', '/v1/users'],
  ])('%s with JSON nested 100,000 levels deep: 400 at once, never 500', async (_name, method, path) => {
    const started = performance.now();
    const answer = await rawRequest(server.origin, { method, path, headers: { 'Content-Type': JSON_API }, body: deep(100_000) });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ errors: [{ status: '400', detail: 'The request body is nested too deeply' }] });
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('JSON nested just past the limit is refused too, and a body of the API’s usual depth goes on to be read', async () => {
    expect(
      (await rawRequest(server.origin, { method: 'POST', path: '/auth/token', headers: { 'Content-Type': JSON_API }, body: deep(65) }))
        .status,
    ).toBe(400);
    const signIn = await rawRequest(server.origin, {
      method: 'POST',
      path: '/auth/token',
      headers: { 'Content-Type': JSON_API },
      body: JSON.stringify({ grant_type: 'password', username: 'results@example.com', password: 'Passw0rd!' }),
    });
    expect(signIn.status).toBe(201);
  });

  it('a body over 1 MB, deep or flat: 413 at once', async () => {
    for (const body of [deep(600_000), JSON.stringify({ data: { attributes: { note: 'x'.repeat(1_100_000) } } })]) {
      const answer = await rawRequest(server.origin, { method: 'POST', path: '/v1/users', headers: { 'Content-Type': JSON_API }, body });
      expect(answer.status).toBe(413);
    }
  });
});

describe('host names the server does not serve', () => {
  it.each([
    ['the API', 'GET', '/v1/user'],
    ['an API write', 'POST', '/auth/token'],
    ['the app', 'GET', '/settings'],
    ['an app file', 'GET', '/assets/index-abc123.js'],
    ['the mailbox stand-in', 'GET', '/site/mailbox'],
  ])('%s with a rebinding Host answers 421, with the security headers', async (_name, method, path) => {
    const port = new URL(server.origin).port;
    const answer = await rawRequest(server.origin, {
      method,
      path,
      headers: { Host: `rebind.attacker.example:${port}`, 'Content-Type': JSON_API },
      body: method === 'POST' ? '{}' : undefined,
    });
    expect(answer.status).toBe(421);
    expect(JSON.parse(answer.body)).toEqual({ errors: [{ status: '421', detail: 'This server does not answer to that host name' }] });
    expectSecurityHeaders(answer, path);
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it.each(['127.0.0.1', 'localhost', '[::1]'])('%s with any port is served', async (name) => {
    const answer = await rawRequest(server.origin, { path: '/settings', headers: { Host: `${name}:${new URL(server.origin).port}` } });
    expect(answer.status).toBe(200);
  });

  it('serves the names it is given and no others; the probes answer whatever the Host (an orchestrator asks by address)', async () => {
    const named = await startServer({ allowedHosts: ['app.example.com'] });
    try {
      expect((await rawRequest(named.origin, { path: '/v1/user', headers: { Host: 'app.example.com' } })).status).toBe(401);
      expect((await rawRequest(named.origin, { path: '/v1/user' })).status).toBe(421);
      expect((await rawRequest(named.origin, { path: '/healthz', headers: { Host: '10.1.2.3:4791' } })).status).toBe(200);
      expect((await rawRequest(named.origin, { path: '/readyz', headers: { Host: '10.1.2.3:4791' } })).status).toBe(200);
    } finally {
      await named.close();
    }
  });
});

describe('every answer carries the security headers, and no-store unless it is an app file', () => {
  const cases: [string, () => Promise<RawAnswer>, number][] = [
    ['/healthz', () => rawRequest(server.origin, { path: '/healthz' }), 200],
    ['/readyz', () => rawRequest(server.origin, { path: '/readyz' }), 200],
    ['an API read', () => rawRequest(server.origin, { path: '/v1/user', headers: { Cookie: `vitalia_session=${session}` } }), 200],
    ['an API 401', () => rawRequest(server.origin, { path: '/v1/user' }), 401],
    ['an unknown API path', () => rawRequest(server.origin, { path: '/v1/nothing-here' }), 404],
    ['a missing app file', () => rawRequest(server.origin, { path: '/assets/missing-123.js' }), 404],
    [
      'a cross-site write',
      () =>
        rawRequest(server.origin, {
          method: 'POST',
          path: '/auth/token',
          headers: { 'Content-Type': JSON_API, Origin: 'https://evil.example' },
          body: '{}',
        }),
      403,
    ],
    [
      'a write that is not JSON:API',
      () => rawRequest(server.origin, { method: 'POST', path: '/auth/token', headers: { 'Content-Type': 'text/plain' }, body: '{}' }),
      415,
    ],
    [
      'a body too large',
      () =>
        rawRequest(server.origin, {
          method: 'POST',
          path: '/v1/users',
          headers: { 'Content-Type': JSON_API },
          body: 'x'.repeat(1_100_000),
        }),
      413,
    ],
    [
      'a body too deep',
      () => rawRequest(server.origin, { method: 'POST', path: '/v1/users', headers: { 'Content-Type': JSON_API }, body: deep(1_000) }),
      400,
    ],
    ['a host it does not serve', () => rawRequest(server.origin, { path: '/', headers: { Host: 'evil.example' } }), 421],
    ['the mailbox stand-in', () => rawRequest(server.origin, { path: '/site/mailbox' }), 200],
    ['a test route', () => rawRequest(testServer.origin, { path: '/__test__/emails' }), 200],
    ['a test route refusing', () => rawRequest(testServer.origin, { method: 'POST', path: '/__test__/overrides', body: 'nonsense' }), 400],
    ['an unknown test route', () => rawRequest(testServer.origin, { path: '/__test__/nothing' }), 404],
  ];

  it.each(cases)('%s', async (what, send, status) => {
    const answer = await send();
    expect(answer.status).toBe(status);
    expectSecurityHeaders(answer, what);
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('the database unavailable: 503 from the API and from /readyz, with them', async () => {
    const gone = () => {
      throw new DatabaseUnavailable('test: the database is gone');
    };
    installDatabase({ ...database, assertCurrent: gone, assertWritable: gone }, { testScopes: false });
    try {
      for (const path of ['/v1/user', '/readyz', '/site/mailbox']) {
        const answer = await rawRequest(server.origin, { path, headers: { Cookie: 'vitalia_session=x' } });
        expect(answer.status, path).toBe(503);
        expectSecurityHeaders(answer, path);
        expect(answer.headers['cache-control']).toBe('no-store');
      }
    } finally {
      installDatabase(database, { testScopes: false });
    }
  });

  it('a failure nothing else answers: 500 with them', async () => {
    installDatabase(
      {
        ...database,
        assertCurrent: () => {
          throw new TypeError('test: a bug');
        },
      },
      { testScopes: false },
    );
    try {
      const answer = await rawRequest(server.origin, { path: '/v1/user' });
      expect(answer.status).toBe(500);
      expect(JSON.parse(answer.body)).toEqual({ errors: [{ status: '500', detail: 'Internal server error' }] });
      expectSecurityHeaders(answer, '500');
      expect(answer.headers['cache-control']).toBe('no-store');
    } finally {
      installDatabase(database, { testScopes: false });
    }
  });

  it('behind https, errors carry HSTS as well', async () => {
    const answer = await rawRequest(server.origin, { path: '/v1/nothing-here', headers: { 'X-Forwarded-Proto': 'https' } });
    expect(answer.status).toBe(404);
    expect(answer.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  });

  it.each([
    ['/', 'no-cache'],
    ['/settings', 'no-cache'],
    ['/assets/index-abc123.js', 'public, max-age=31536000, immutable'],
  ])('the app file %s keeps its own caching (%s)', async (path, cache) => {
    const answer = await rawRequest(server.origin, { path });
    expect(answer.status).toBe(200);
    expectSecurityHeaders(answer, path);
    expect(answer.headers['cache-control']).toBe(cache);
  });

  it('the host the tests and npm start use is served', () => {
    expect(host(server.origin)).toMatch(/^127\.0\.0\.1:\d+$/);
  });
});
