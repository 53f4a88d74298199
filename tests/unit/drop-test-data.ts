import { afterAll } from 'vitest';
import { runTestFileTeardowns } from '../../mocks/db/test-run';

// Registered before any test file's own hooks, so it runs after them (vitest runs after-hooks as a stack): a test's
// server is closed before the PostgreSQL schema under it is dropped.
afterAll(() => runTestFileTeardowns());
