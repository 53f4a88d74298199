import { expect, test } from './support/test';
import { PERSONAS, signIn } from './support/personas';

const isCurrentUserCall = (url: string): boolean => new URL(url).pathname === '/v1/user';

test.describe('first load', () => {
  test('the brand and "Loading…" show at once while the session is checked, then the page replaces them', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route((url) => isCurrentUserCall(url.href), async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/not-a-page', { waitUntil: 'commit' });
    const splash = page.getByRole('status').filter({ hasText: 'Loading…' });
    await expect(splash).toBeVisible();
    await expect(page.getByText('Vitalia', { exact: true })).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(splash).toBeHidden();
  });

  test('who is signed in is asked once: the page preloads it and the app reuses that answer', async ({ page }) => {
    await signIn(page, PERSONAS.results, '/settings');
    const calls: string[] = [];
    page.on('request', (request) => {
      if (isCurrentUserCall(request.url())) calls.push(request.url());
    });
    const warnings: string[] = [];
    page.on('console', (entry) => {
      if (/preload/i.test(entry.text())) warnings.push(entry.text());
    });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Signed in: the account menu only exists for a known person, so the preloaded answer was the live session.
    await expect(page.getByRole('button', { name: 'Account', exact: true })).toBeVisible();
    expect(calls).toHaveLength(1);
    expect(warnings).toEqual([]);
  });
});
