import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { scratchDatabase, type ScratchDatabase } from './postgres-scratch';
import { JSON_API, killAll, signIn, startServerProcess, type ServerProcess } from './server-process';

/**
 * PostgreSQL ending the server's connections while requests run (pg_terminate_backend, a restart, a cut network):
 * the process lives, what was in flight is answered 503, and the pool reconnects once PostgreSQL takes connections
 * again, with no restart. Runs whenever VITALIA_TEST_DATABASE_URL names a PostgreSQL (CI requires it).
 */
const url = process.env.VITALIA_TEST_DATABASE_URL;
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const UNAVAILABLE = 'The service is unavailable. Please try again in a few minutes.';

describe.skipIf(!url)('a PostgreSQL server that drops its connections', () => {
  let server: ServerProcess;
  let scratch: ScratchDatabase;
  let admin: pg.Client;
  let name: string;

  const terminateAll = () =>
    admin.query('select count(pg_terminate_backend(pid)) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);

  beforeAll(async () => {
    scratch = await scratchDatabase(url ?? '', 'faults');
    ({ admin, name } = scratch);
    server = await startServerProcess(['--db', scratch.url, '--seed']);
  });
  afterAll(async () => {
    killAll();
    await admin.query(`alter database "${name}" allow_connections true`);
    await scratch.drop();
  });

  it('connections ended mid-request: every request is answered (200 or 503 with its copy), the process lives, and the next requests succeed', async () => {
    const session = await signIn(server.origin);
    const headers = { ...JSON_API, Cookie: `vitalia_session=${session}` };
    for (let round = 0; round < 4; round += 1) {
      const requests = Array.from({ length: 30 }, (_, index) =>
        index % 3 === 0
          ? fetch(`${server.origin}/v1/user`, {
              method: 'PATCH',
              headers,
              body: JSON.stringify({ data: { type: 'users', attributes: { phone_number: `07700900${String(index).padStart(3, '0')}` } } }),
            })
          : fetch(`${server.origin}/v1/tests?include=panel.profiles`, { headers }),
      );
      await new Promise((resolve) => setTimeout(resolve, 5));
      await terminateAll();
      const answers = await Promise.all(requests);
      for (const answer of answers) {
        expect([200, 503]).toContain(answer.status);
        if (answer.status === 503) expect(((await answer.json()) as { errors: { detail: string }[] }).errors[0]?.detail).toBe(UNAVAILABLE);
        else await answer.arrayBuffer();
      }
      expect(server.child.exitCode).toBeNull();
    }
    await vi.waitFor(async () => expect((await fetch(`${server.origin}/v1/user`, { headers })).status).toBe(200), { timeout: 10_000 });
    expect(server.output()).not.toMatch(/Unhandled|uncaught/i);
  });

  it('PostgreSQL refusing connections: /readyz answers 503 and says why; once it takes them again, ready with no restart', async () => {
    const session = await signIn(server.origin);
    await admin.query(`alter database "${name}" allow_connections false`);
    await terminateAll();
    const down = await fetch(`${server.origin}/readyz`);
    expect(down.status).toBe(503);
    const body = (await down.json()) as { status: string; reason: string; detail: string };
    expect(body).toMatchObject({ status: 'unavailable', reason: 'database' });
    expect(body.detail).toMatch(/connection|not currently accepting/i);
    const read = await fetch(`${server.origin}/v1/user`, { headers: { Cookie: `vitalia_session=${session}` } });
    expect(read.status).toBe(503);
    expect(((await read.json()) as { errors: { detail: string }[] }).errors[0]?.detail).toBe(UNAVAILABLE);
    await admin.query(`alter database "${name}" allow_connections true`);
    await vi.waitFor(async () => expect((await fetch(`${server.origin}/readyz`)).status).toBe(200), { timeout: 10_000 });
    expect(server.child.exitCode).toBeNull();
  });
});
