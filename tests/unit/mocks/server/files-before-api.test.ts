import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../../mocks/db/connection';
import { closeDatabases, installDatabase } from '../../../../mocks/db/scopes';
import { fakeDist, startServer, type RunningServer } from './server-harness';

// A PostgreSQL nobody listens on: every query fails as the database being down does.
const unreachable = openDatabase('postgres://postgres@127.0.0.1:9/none', { poolSize: 1 });
let server: RunningServer;

beforeAll(async () => {
  await closeDatabases();
  installDatabase(unreachable, { testScopes: false });
  server = await startServer({ appDir: fakeDist() });
});
afterAll(async () => {
  await server.close();
  await closeDatabases();
});

describe('the app’s files and pages come before the API', () => {
  it('are served, session cookie and all, while the database is down (the page can then say so), and the API answers 503', async () => {
    const cookie = { Cookie: 'vitalia_session=some-session' };
    for (const [pathname, type] of [
      ['/settings', 'text/html'],
      ['/results/cycle-1/CHOL', 'text/html'],
      ['/assets/index-abc123.js', 'text/javascript'],
    ] as const) {
      const answer = await fetch(`${server.origin}${pathname}`, { headers: cookie });
      expect(answer.status, pathname).toBe(200);
      expect(answer.headers.get('content-type')).toContain(type);
    }
    expect((await fetch(`${server.origin}/v1/user`, { headers: cookie })).status).toBe(503);
  });
});
