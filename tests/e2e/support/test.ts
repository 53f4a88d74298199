import { randomUUID } from 'node:crypto';
import { expect, test as base } from '@playwright/test';
import { SCOPE_COOKIE } from '../../../mocks/server/cookies';

/**
 * Every test works on its own scope of the local server (test mode): a database seeded from scratch for it alone,
 * chosen by a cookie set before the first page loads, so tests run in parallel without seeing each other's data.
 */
export const test = base.extend<{ scope: string }>({
  scope: [
    async ({ context, baseURL }, use) => {
      const scope = randomUUID();
      await context.addCookies([{ name: SCOPE_COOKIE, value: scope, url: baseURL ?? 'http://127.0.0.1/' }]);
      await use(scope);
    },
    { auto: true },
  ],
});

export { expect };
