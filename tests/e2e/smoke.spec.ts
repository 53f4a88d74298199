import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

test('the production build starts in Chromium under a CSP without unsafe-eval', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // The browser logs every non-2xx response; a signed-out visitor's 401 from GET /v1/user is expected.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  await page.goto('/register-kit');
  await expect(page.locator('#root')).not.toBeEmpty();
  const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-eval');
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});
