import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { migrate, openDatabase } from '../../../../mocks/db/connection';
import { seedDb } from '../../../../mocks/db/seed';
import { scratchDatabase, type ScratchDatabase } from './postgres-scratch';
import { killAll, signIn, startServerProcess } from './server-process';

/**
 * Setting up a PostgreSQL database as an operator starts instances on it: several at once, and in a database other
 * software (or another copy of this server, in its own schema) already uses. Runs whenever
 * VITALIA_TEST_DATABASE_URL names a PostgreSQL (tests/postgres-suite.mjs sets it; CI requires it).
 */
const url = process.env.VITALIA_TEST_DATABASE_URL;
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

async function rowsOf<T>(database: string, query: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: database });
  await client.connect();
  try {
    return (await client.query(query)).rows as T[];
  } finally {
    await client.end();
  }
}

describe.skipIf(!url)('setting up a PostgreSQL database', () => {
  let empty: ScratchDatabase;
  let shared: ScratchDatabase;

  beforeAll(async () => {
    [empty, shared] = await Promise.all([scratchDatabase(url ?? '', 'setup_empty'), scratchDatabase(url ?? '', 'setup_shared')]);
  });
  afterEach(() => killAll());
  afterAll(async () => {
    killAll();
    await Promise.all([empty.drop(), shared.drop()]);
  });

  it('three instances started at once with --seed on an empty database all start, and the personas are seeded once', async () => {
    const servers = await Promise.all([0, 1, 2].map(() => startServerProcess(['--db', empty.url, '--seed'])));
    const outputs = servers.map((server) => server.output());
    expect(outputs.filter((output) => /seeded the demo personas/.test(output))).toHaveLength(1);
    expect(outputs.filter((output) => /already seeded at .*: --seed ignored/.test(output))).toHaveLength(2);
    const seed = seedDb();
    const [counts] = await rowsOf<{ seeds: number; organizations: number; users: number }>(
      empty.url,
      "select (select count(*)::int from meta where key = 'seeded_at') as seeds, (select count(*)::int from organizations) as organizations, (select count(*)::int from users) as users",
    );
    expect(counts).toEqual({ seeds: 1, organizations: seed.organizations.length, users: seed.users.length });
    for (const server of servers) await signIn(server.origin);
  });

  it('starts on a database where another schema holds Kysely’s migration tables: its own go into its own schema (public)', async () => {
    // Another copy of the server's tables and bookkeeping, in a schema of their own.
    const other = openDatabase(shared.url, { schema: 'other_app', poolSize: 1 });
    try {
      await other.db.schema.createSchema('other_app').ifNotExists().execute();
      await migrate(other);
    } finally {
      await other.close();
    }
    const server = await startServerProcess(['--db', shared.url, '--seed']);
    expect(server.output()).toMatch(/migrations applied: 001-entities/);
    await signIn(server.origin);
    const tables = await rowsOf<{ schema: string; name: string }>(
      shared.url,
      "select table_schema as schema, table_name as name from information_schema.tables where table_name like 'kysely_migration%' order by 1, 2",
    );
    expect(tables).toEqual([
      { schema: 'other_app', name: 'kysely_migration' },
      { schema: 'other_app', name: 'kysely_migration_lock' },
      { schema: 'public', name: 'kysely_migration' },
      { schema: 'public', name: 'kysely_migration_lock' },
    ]);
  });
});
