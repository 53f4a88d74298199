import { sql } from 'kysely';
import { migrate, openDatabase, type DatabaseHandle } from './connection';
import { currentContext, DEFAULT_SCOPE } from './request-context';
import { seedDb } from './seed';
import { emptyDatabase, writeSeed } from './seed-writer';
import { atTestFileEnd, testRunTag } from './test-run';

/**
 * Which database a request's scope works on. The embedded default and production have one (the server opens it
 * and hands it over). In test mode every other scope (one per end-to-end test, named by a cookie) gets its own
 * in-memory SQLite database, migrated and seeded on first use: tests never see each other's data, and the schema
 * carries no scope column. The most recently used scopes are kept; an older one is closed.
 */
const MAX_TEST_SCOPES = 40;

let main: Promise<DatabaseHandle> | null = null;
let perTestScopes = false;
const testScopes = new Map<string, Promise<DatabaseHandle>>();

export function installDatabase(handle: DatabaseHandle, options: { testScopes: boolean }): void {
  main = Promise.resolve(handle);
  perTestScopes = options.testScopes;
}

/** Test mode in a process that opened no database itself (the server tests): a scope per test, the default lazily. */
export function enableTestScopes(): void {
  perTestScopes = true;
}

async function freshMemoryDatabase(): Promise<DatabaseHandle> {
  const handle = openDatabase(':memory:');
  await migrate(handle);
  await writeSeed(handle, seedDb());
  return handle;
}

/**
 * vitest and scripts that open nothing: an in-memory SQLite database, or with VITALIA_TEST_DATABASE_URL a
 * PostgreSQL schema of this test worker's own (files run in parallel workers; each resets its own data).
 */
async function standaloneDatabase(): Promise<DatabaseHandle> {
  const url = process.env.VITALIA_TEST_DATABASE_URL;
  if (!url) return freshMemoryDatabase();
  // The run's tag and the worker's id: parallel workers, and other runs on the same PostgreSQL, never share one.
  const schema = `vitest_${testRunTag()}_${process.env.VITEST_POOL_ID ?? '0'}`;
  const setup = openDatabase(url, { poolSize: 1 });
  await sql`create schema if not exists ${sql.id(schema)}`.execute(setup.db);
  await setup.close();
  const handle = openDatabase(url, { schema, poolSize: 4 });
  atTestFileEnd(async () => {
    await handle.close();
    const dropper = openDatabase(url, { poolSize: 1 });
    try {
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(dropper.db);
    } finally {
      await dropper.close();
    }
  });
  await migrate(handle);
  await emptyDatabase(handle);
  await writeSeed(handle, seedDb());
  return handle;
}

export function databaseFor(scope: string): Promise<DatabaseHandle> {
  if (scope === DEFAULT_SCOPE || !perTestScopes) return (main ??= standaloneDatabase());
  let handle = testScopes.get(scope);
  if (handle) testScopes.delete(scope);
  else handle = freshMemoryDatabase();
  testScopes.set(scope, handle);
  if (testScopes.size > MAX_TEST_SCOPES) {
    const [oldest, closing] = testScopes.entries().next().value as [string, Promise<DatabaseHandle>];
    testScopes.delete(oldest);
    void closing.then((old) => old.close());
  }
  return handle;
}

/** The database of the request (or test) in progress. */
export function currentDatabase(): Promise<DatabaseHandle> {
  return databaseFor(currentContext().scope);
}

/** Starts a scope over from the seed: a test scope gets a new database, the default one is emptied and seeded. */
export async function resetScope(scope: string): Promise<void> {
  if (scope !== DEFAULT_SCOPE && perTestScopes) {
    const old = testScopes.get(scope);
    testScopes.delete(scope);
    if (old) await (await old).close();
    await databaseFor(scope);
    return;
  }
  const handle = await databaseFor(scope);
  await emptyDatabase(handle);
  await writeSeed(handle, seedDb());
}

export async function closeDatabases(): Promise<void> {
  const all = [...testScopes.values(), ...(main ? [main] : [])];
  testScopes.clear();
  main = null;
  await Promise.all(all.map(async (handle) => (await handle).close()));
}
