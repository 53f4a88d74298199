/**
 * What a test run leaves in a shared PostgreSQL, and how it is taken away again. Kept free of imports: vitest's
 * setup file (tests/unit/drop-test-data.ts) loads it into every test file, most of which never open a database.
 */

/**
 * The part of a schema's or database's name that says which run made it: VITALIA_TEST_RUN (tests/postgres-suite.mjs
 * sets it, then drops whatever carries it, even after a crashed worker), or this process's id.
 */
export function testRunTag(): string {
  const given = process.env.VITALIA_TEST_RUN;
  return given && /^[a-z0-9]{1,20}$/.test(given) ? given : `p${process.pid}`;
}

const teardowns: (() => Promise<void>)[] = [];

/** Registers what must go once the current test file is done (a PostgreSQL schema it made). */
export function atTestFileEnd(teardown: () => Promise<void>): void {
  teardowns.push(teardown);
}

/** Runs and forgets every registered teardown, newest first (the setup file's afterAll). */
export async function runTestFileTeardowns(): Promise<void> {
  for (const teardown of teardowns.splice(0).reverse()) await teardown();
}
