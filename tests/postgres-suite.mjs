// The API and store tests again on PostgreSQL, plus the two-instance test. CI (VITALIA_REQUIRE_POSTGRES=1, set by
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
  console.log(`Skipped the PostgreSQL part of the API tests: ${shown} is not reachable (${problem}); set VITALIA_TEST_DATABASE_URL to run it.`);
  process.exit(0);
}
const run = spawnSync('npx', ['vitest', 'run', 'tests/unit/mocks', 'tests/unit/api', '--exclude', '**/durability.test.ts', '--exclude', '**/server-faults.test.ts'], {
  stdio: 'inherit', env: { ...process.env, VITALIA_TEST_DATABASE_URL: url },
});
process.exit(run.status ?? 1);
