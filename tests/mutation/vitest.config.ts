import { defineConfig } from 'vitest/config';
import { LoadFailureAsFailedTest } from './load-failure-reporter';

// Stryker runs every covering test once per mutant; the pure core's rule tests are all it needs, and leaving out
// the jsdom and codegen suites is what keeps a mutation run inside CI's budget.
export default defineConfig({
  root: new URL('../..', import.meta.url).pathname,
  test: {
    environment: 'node',
    include: ['tests/unit/engine/**/*.test.ts', 'tests/unit/survey-model/**/*.test.ts', 'tests/unit/domain/**/*.test.ts'],
    // The fast-check model tests take seconds per run and Stryker runs every covering test for each mutant: the
    // tables state the same rules, and `npm run test:unit` still runs the properties on every change.
    exclude: ['**/*.property.test.ts'],
    reporters: ['default', new LoadFailureAsFailedTest()],
    // A hang detector for the dry run, as in vite.config.ts: on a loaded machine a table of routes takes over 5 s.
    testTimeout: 30_000,
  },
});
