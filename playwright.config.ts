import { defineConfig } from '@playwright/test';
import { e2eChromiumExecutable } from './tests/e2e/chromium-path.mjs';

// An unusual port: 4170-4175 are often taken on shared machines, and a stale server must never be reused.
const PORT = Number(process.env.E2E_PORT ?? 4793);
const executablePath = e2eChromiumExecutable();

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  // A hang detector, not a speed check: CI's machine has run the e2e suite about 3.3 times as slowly as a quiet one
  // (29.5 against 9 minutes), and a 30 s limit failed a sign-up journey there at 31.9 s that takes 7 s here.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  // Playwright empties its outputDir; the vitest report beside it must survive.
  outputDir: 'test-results/e2e-artifacts',
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    browserName: 'chromium',
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  // The local server in test mode: the production bundle from dist/, the stand-ins from dist-site/, an in-memory
  // database with a seeded scope per test, and the /__test__/ control routes.
  webServer: {
    command: `npx tsx mocks/server/main.ts --test --port ${PORT} --host 127.0.0.1`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
