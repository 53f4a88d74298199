import { defineConfig } from '@playwright/test';
import { e2eChromiumExecutable } from './tests/e2e/chromium-path.mjs';

// The staff studio lives in the dev server only, so its tests run against `npm run dev` (Vite and the API server),
// not the production bundle. One worker: a test edits a config file, which every open studio page reloads on.
const PORT = Number(process.env.STUDIO_E2E_PORT ?? 4796);
const API_PORT = Number(process.env.STUDIO_E2E_API_PORT ?? 4797);
const executablePath = e2eChromiumExecutable();

export default defineConfig({
  testDir: 'tests/studio',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: 'test-results/studio-artifacts',
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright-studio.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    browserName: 'chromium',
    viewport: { width: 1280, height: 900 },
    permissions: ['clipboard-read', 'clipboard-write'],
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
  webServer: {
    command: 'npx tsx mocks/server/dev.ts',
    env: { VITALIA_DEV_PORT: String(PORT), VITALIA_API_PORT: String(API_PORT) },
    url: `http://127.0.0.1:${PORT}/__studio`,
    reuseExistingServer: false,
    // With VITALIA_RELOAD_TIMING=1 the dev server logs each config save's stages (codegen/reload-timing.ts): show them.
    stdout: process.env.VITALIA_RELOAD_TIMING === '1' ? 'pipe' : 'ignore',
    timeout: 120_000,
  },
});
