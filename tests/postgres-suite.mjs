// The API and store tests again on PostgreSQL, plus the two-instance test (`node tests/postgres-suite.mjs [files]`
// runs only those files). CI (VITALIA_REQUIRE_POSTGRES=1, set by
// .ci/run) fails when PostgreSQL is not reachable; elsewhere `npm test` says in one line that it skipped this part.
import { spawnSync } from 'node:child_process';
import pg from 'pg';

const url = process.env.VITALIA_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const required = process.env.VITALIA_REQUIRE_POSTGRES === '1';

async function reachable() {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

const problem = await reachable();
const shown = url.replace(/:[^:@/]*@/, ':***@');
if (problem !== null) {
  if (required) {
    console.error(`PostgreSQL is required here (VITALIA_REQUIRE_POSTGRES=1) but ${shown} is not reachable: ${problem}`);
    process.exit(1);
  }
  console.log(
    `Skipped the PostgreSQL part of the API tests: ${shown} is not reachable (${problem}); set VITALIA_TEST_DATABASE_URL to run it.`,
  );
  process.exit(0);
}

// Every schema and database the tests make carries this run's tag (mocks/db/test-run.ts): each test file drops its
// own, and what a crashed worker left is dropped here, without touching another run's on the same PostgreSQL.
const tag = `r${process.pid.toString(36)}${Date.now().toString(36)}`;

async function dropLeftovers() {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const schemas = await client.query("select nspname as name from pg_namespace where nspname like 'vitest\\_' || $1 || '\\_%'", [tag]);
    for (const { name } of schemas.rows) await client.query(`drop schema if exists "${name}" cascade`);
    const databases = await client.query("select datname as name from pg_database where datname like '%\\_' || $1", [tag]);
    for (const { name } of databases.rows) await client.query(`drop database if exists "${name}" with (force)`);
    return [...schemas.rows, ...databases.rows].map((row) => row.name);
  } finally {
    await client.end();
  }
}

const args = process.argv.slice(2);
const run = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    ...(args.length > 0 ? args : ['tests/unit/mocks', 'tests/unit/api']),
    '--exclude',
    '**/durability.test.ts',
    '--exclude',
    '**/server-faults.test.ts',
  ],
  {
    stdio: 'inherit',
    env: { ...process.env, VITALIA_TEST_DATABASE_URL: url, VITALIA_TEST_RUN: tag },
  },
);
const left = await dropLeftovers();
if (left.length > 0) console.log(`Dropped what the run left in PostgreSQL: ${left.join(', ')}`);
process.exit(run.status ?? 1);
