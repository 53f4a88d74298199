import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { PERSONAS, signIn } from './support/personas';

test('the production build starts in Chromium under the server’s CSP header, without unsafe-eval or inline scripts', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // The browser logs every non-2xx response; a signed-out visitor's 401 from GET /v1/user is expected.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  const response = await page.goto('/register-kit');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self';");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toContain('unsafe-eval');
  expect(/script-src [^;]*unsafe-inline/.test(csp)).toBe(false);
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test('another site cannot frame the app (clickjacking): the frame stays empty', async ({ page, baseURL }) => {
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/frame-ancestors|Refused to frame/i.test(message.text())) blocked.push(message.text());
  });
  // A page of another origin (about:blank has none of ours) that tries to show the app in an iframe.
  await page.setContent(`<h1>Another site</h1><iframe title="framed app" src="${baseURL ?? ''}/register-kit"></iframe>`);
  await expect.poll(() => blocked.length).toBeGreaterThan(0);
  const frame = page.frameLocator('iframe[title="framed app"]');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveCount(0);
});

test('the page script cannot read the session cookie (httpOnly)', async ({ page }) => {
  await signIn(page, PERSONAS.results);
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'vitalia_session')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  expect(await page.evaluate(() => document.cookie)).not.toContain('vitalia_session');
});
