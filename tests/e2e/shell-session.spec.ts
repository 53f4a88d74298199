import { expect, test } from './support/test';
import { failAlways } from './support/mock-api';
import { PERSONAS, signIn } from './support/personas';

test('logout ends the session, clears this person’s stored data and the user cookie, and leaves for the marketing site', async ({
  page,
  context,
}) => {
  await signIn(page, PERSONAS.results);
  await page.evaluate(() => {
    localStorage.setItem('survey:user-results:healthSurvey_v12', '{"answers":{}}');
    localStorage.setItem('vitalia:user-results:dismissed-banners', '[]');
  });
  await expect.poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'vitalia_user')).toBe(true);
  const other = await context.newPage();
  await other.goto('/health-scores/longevity');
  await expect(other.getByRole('heading', { level: 1, name: 'Health scores' })).toBeVisible();

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/site\/overview$/);
  const keys = await page.evaluate(() => Object.keys(localStorage));
  expect(keys.filter((key) => key.startsWith('survey:') || key.startsWith('vitalia:'))).toEqual([]);
  expect((await context.cookies()).some((cookie) => cookie.name === 'vitalia_user')).toBe(false);
  await expect(other).toHaveURL(/\/site\/overview$/);

  await page.goto('/health-scores/longevity');
  await expect(page).toHaveURL(/\/site\/login\?/);
});

test('webview mode hides the header, banners and footer', async ({ browser }) => {
  const context = await browser.newContext({ userAgent: 'Mozilla/5.0 (Linux; Android 14) VitaliaApp/3.2' });
  const page = await context.newPage();
  await signIn(page, PERSONAS.new);
  await expect(page.getByRole('heading', { level: 1, name: 'Health scores' })).toBeVisible();
  await expect(page.locator('header.site-header')).toHaveCount(0);
  await expect(page.locator('footer')).toHaveCount(0);
  await expect(page.locator('[data-banner]')).toHaveCount(0);
  await context.close();
});

test('entry redirects send the person to the marketing site with the listed queries', async ({ page }) => {
  await page.goto('/login?redirectTo=/settings');
  await expect(page).toHaveURL(/\/site\/login\?redirectTo=http/);
  expect(new URL(page.url()).searchParams.get('redirectTo')).toBe(`${new URL(page.url()).origin}/settings`);
  await page.goto('/login?redirectTo=//evil.example/steal');
  await expect(page).toHaveURL(/\/site\/login/);
  expect(new URL(page.url()).searchParams.get('redirectTo')).toBeNull();
  await page.goto('/forgot-password?type=partner');
  await expect(page).toHaveURL(/\/site\/forgot-password\?type=partner$/);
  await page.goto('/quiz');
  await expect(page).toHaveURL(/\/site\/quiz$/);
});

test('the generic error banner clears on the next navigation and closing it hides this occurrence only', async ({ page }) => {
  await signIn(page, PERSONAS.results);
  await failAlways(page, 'get', '/v1/user_preferences/:id', 500);
  const sidebar = page.getByRole('complementary');
  const banner = page.locator('[data-banner="generic-error"]');

  await sidebar.getByRole('link', { name: 'Account settings' }).click();
  await expect(banner).toBeVisible();
  await sidebar.getByRole('link', { name: 'Refer a friend' }).click();
  await expect(page).toHaveURL(/\/referral$/);
  await expect(banner).toHaveCount(0);

  await sidebar.getByRole('link', { name: 'Account settings' }).click();
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: /^Close/ }).click();
  await expect(banner).toHaveCount(0);
  const stored = await page.evaluate(() => localStorage.getItem('vitalia:user-results:dismissed-banners') ?? '[]');
  expect(stored).not.toContain('generic-error');

  await sidebar.getByRole('link', { name: 'Refer a friend' }).click();
  await sidebar.getByRole('link', { name: 'Account settings' }).click();
  await expect(banner).toBeVisible();
});

test('a public page open in another tab stays and says the person was signed out there', async ({ page, context }) => {
  await signIn(page, PERSONAS.results);
  const other = await context.newPage();
  await other.goto('/register-kit');
  await expect(other.getByRole('button', { name: 'Log out' })).toBeVisible();

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/site\/overview$/);
  await expect(other).toHaveURL(/\/register-kit$/);
  await expect(other.getByRole('status').filter({ hasText: 'You have been signed out in another tab.' })).toBeVisible();
  await expect(other.getByRole('button', { name: 'Log out' })).toHaveCount(0);
});
