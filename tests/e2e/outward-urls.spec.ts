import { expect, test } from './support/test';
import { PERSONAS, signIn } from './support/personas';

test('/join passes redirectTo on only when it meets the allowlist, as an absolute URL', async ({ page }) => {
  for (const attack of [
    'https://evil.example',
    '//evil.example',
    'javascript:alert(1)',
    'https://www.vitalia.example@evil.example/',
    '/\\evil.example',
  ]) {
    await page.goto(`/join?funnel=signUp&redirectTo=${encodeURIComponent(attack)}`);
    await expect(page).toHaveURL(/\/site\/join\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('redirectTo')).toBeNull();
    expect(url.searchParams.get('funnel')).toBe('signUp');
    await expect(page.getByRole('heading', { level: 1, name: 'Create account' })).toBeVisible({ timeout: 20_000 });
  }
  await page.goto('/join?funnel=signUp&redirectTo=%2Fhealth-scores%2Fenergy');
  await expect(page).toHaveURL(/\/site\/join\?/);
  expect(new URL(page.url()).searchParams.get('redirectTo')).toBe(`${new URL(page.url()).origin}/health-scores/energy`);
});

test('/login drops an attack redirectTo the same way', async ({ page }) => {
  for (const attack of ['https://evil.example', '//evil.example', 'javascript:alert(1)']) {
    await page.goto(`/login?redirectTo=${encodeURIComponent(attack)}&discount_code=SPRING10`);
    await expect(page).toHaveURL(/\/site\/login\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('redirectTo')).toBeNull();
    expect(url.searchParams.get('discount_code')).toBe('SPRING10');
  }
});

test('cancelling a purchase whose link carries a path in its product leaves for the products page and keeps the person signed in', async ({
  page,
}) => {
  await signIn(page, PERSONAS.new, '/join/payment?type=oneOff&product=x%2F..%2F..%2F..%2F..%2Flogout');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await page.getByRole('button', { name: 'Cancel purchase' }).click();
  await expect(page).toHaveURL(/\/site\/products$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Marketing site: productPage' })).toBeVisible();
  // Still signed in: the app's own pages open without a trip to the login page.
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
});

test('cancelling a retail purchase for an unknown test leaves for the test page without it', async ({ page }) => {
  await signIn(page, PERSONAS.new, '/join/payment?type=retail&test=..%2F..%2F..%2Flogout');
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await page.getByRole('button', { name: 'Cancel purchase' }).click();
  await expect(page).toHaveURL(/\/site\/tests\/product$/);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
});
