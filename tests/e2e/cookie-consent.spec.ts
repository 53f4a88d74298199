import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { expectReflow, screenshotBothWidths } from './support/look';
import { PERSONAS, signIn } from './support/personas';

test.use({ cookieConsent: null });

function consoleLines(page: Page, prefix: string): string[] {
  const lines: string[] = [];
  page.on('console', (entry) => {
    if (entry.text().startsWith(prefix)) lines.push(entry.text());
  });
  return lines;
}

test('nothing is tracked and no chat starts before the person accepts analytics cookies; then both start', async ({ page }) => {
  const analytics = consoleLines(page, '[analytics]');
  const chat = consoleLines(page, '[chat]');
  await signIn(page, PERSONAS.results, '/settings');
  const banner = page.getByRole('region', { name: 'Cookies on Vitalia' });
  await expect(banner).toBeVisible();
  // The banner comes before the skip link, so it is the first thing a keyboard user reaches.
  await page.keyboard.press('Tab');
  await expect(banner.getByRole('button', { name: 'Accept analytics cookies' })).toBeFocused();
  await page.goto('/article/iron-and-energy');
  await page.goto('/settings');
  expect(analytics).toEqual([]);
  expect(chat).toEqual([]);
  await expectNoAxeViolations(page);
  await expectReflow(page);
  await screenshotBothWidths(page, 'cookie-banner');

  const accept = banner.getByRole('button', { name: 'Accept analytics cookies' });
  const reject = banner.getByRole('button', { name: 'Reject analytics cookies' });
  const [acceptBox, rejectBox] = [await accept.boundingBox(), await reject.boundingBox()];
  // Equally prominent: the same height, and neither much wider than the other.
  expect(acceptBox?.height).toBe(rejectBox?.height);
  await accept.click();
  const confirmation = banner.getByRole('alert');
  await expect(confirmation).toContainText('You’ve accepted analytics cookies.');
  await expect(confirmation).toBeFocused();
  await expect.poll(() => analytics.some((line) => line.startsWith('[analytics] identify'))).toBe(true);
  await expect.poll(() => chat.some((line) => line.startsWith('[chat] boot'))).toBe(true);
  await banner.getByRole('button', { name: 'Hide cookie message' }).click();
  await expect(banner).toBeHidden();

  await page.reload();
  await expect(page.getByRole('region', { name: 'Cookies on Vitalia' })).toBeHidden();
});

test('rejecting keeps analytics off across pages, and the cookies page changes the choice', async ({ page, context }) => {
  const analytics = consoleLines(page, '[analytics]');
  await page.goto('/article/iron-and-energy');
  await page.getByRole('button', { name: 'Reject analytics cookies' }).click();
  await expect(page.getByText('You’ve rejected analytics cookies.')).toBeVisible();
  const stored = (await context.cookies()).find((cookie) => cookie.name === 'vitalia_cookie_consent');
  expect(stored?.value).toBe('rejected');
  // Kept for a year (give or take the seconds the test took).
  expect(Math.round(((stored?.expires ?? 0) - Date.now() / 1000) / 86_400)).toBe(365);

  await page.getByRole('link', { name: 'change your cookie settings' }).click();
  await expect(page).toHaveURL(/\/specs-accept-cookie-banner$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cookies' })).toBeVisible();
  await expect(page.getByLabel('Do not use analytics cookies', { exact: true })).toBeChecked();
  await expectNoAxeViolations(page);
  await screenshotBothWidths(page, 'cookie-settings');

  await page.goto('/article/sleep-and-stress');
  await expect(page.getByRole('heading', { level: 1, name: 'Sleep, stress and cortisol' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cookies on Vitalia' })).toBeHidden();
  expect(analytics).toEqual([]);

  await page.goto('/specs-accept-cookie-banner');
  await page.getByLabel('Use analytics cookies', { exact: true }).check();
  await page.getByRole('button', { name: 'Save cookie settings' }).click();
  await expect(page.getByText('You’ve set your cookie preferences.')).toBeVisible();
  await expect.poll(() => analytics.some((line) => line.startsWith('[analytics] page'))).toBe(true);
});

test('the cookies page asks for a choice before saving', async ({ page }) => {
  await page.goto('/specs-accept-cookie-banner');
  // The banner is not shown on the cookies page itself: the page is where the choice is made.
  await expect(page.getByRole('region', { name: 'Cookies on Vitalia' })).toBeHidden();
  await page.getByRole('button', { name: 'Save cookie settings' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeFocused();
  await expect(page.getByRole('link', { name: 'Select whether you want to accept analytics cookies' })).toBeVisible();
});
