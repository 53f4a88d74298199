import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { PASSWORD, PERSONAS, signIn } from './support/personas';
import { screenshotBothWidths } from './support/look';

test('a protected route sends a signed-out person to the login page and back after signing in', async ({ page }) => {
  await page.goto('/health-scores/energy?discount_code=SPRING');
  await expect(page).toHaveURL(/\/site\/login\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('discount_code')).toBe('SPRING');
  expect(url.searchParams.get('redirectTo')).toBe(`${new URL(page.url()).origin}/health-scores/energy?discount_code=SPRING`);
  await expectNoAxeViolations(page);
  await page.getByLabel('Email').fill(PERSONAS.results);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/health-scores\/energy\?discount_code=SPRING$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Health scores' })).toBeVisible();
});

test('a wrong password shows the catalogue message and keeps the email typed', async ({ page }) => {
  await page.goto('/site/login');
  await page.getByLabel('Email').fill(PERSONAS.results);
  await page.getByLabel('Password').fill('wrong');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await expect(page.getByLabel('Email')).toHaveValue(PERSONAS.results);
});

test('the subscriber sees the navigation their permissions allow, and the chat and analytics adapters start', async ({ page }) => {
  const logs: string[] = [];
  page.on('console', (entry) => logs.push(entry.text()));
  await signIn(page, PERSONAS.results);
  await expect.poll(() => logs.some((text) => text.startsWith('[chat] boot') && text.includes('mock-hmac-user-results'))).toBe(true);
  expect(logs.some((text) => text.startsWith('[analytics] identify') && text.includes('user-results'))).toBe(true);
  expect(logs.some((text) => text.startsWith('[analytics] page'))).toBe(true);
  const main = page.getByRole('navigation', { name: 'Main navigation' });
  for (const label of [
    'Home',
    'Results',
    'Upload results',
    'Health Overview',
    'Health profile',
    'Update package',
    'Subscriptions',
    'Health hub',
  ]) {
    await expect(main.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('complementary', { name: 'Your Vitalia' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Email us at help@vitalia.example' })).toBeVisible();
  const account = page.getByRole('button', { name: 'Account', exact: true });
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Order history' })).toBeHidden();
  await account.click();
  for (const label of ['Order history', 'Settings', 'Refer a friend'])
    await expect(header.getByRole('link', { name: label, exact: true })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Delete account' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the help center link is in the sidebar on large screens and in the menu drawer on small ones', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, PERSONAS.results);
  await expect(page.getByRole('complementary').getByRole('link', { name: 'Help center', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Account', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Help center', exact: true })).toBeHidden();

  await page.setViewportSize({ width: 375, height: 740 });
  await expect(page.getByRole('complementary')).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  const help = page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Help center', exact: true });
  await expect(help).toBeVisible();
  await expect(help).toHaveAttribute('href', /\/site\/help-centre$/);
  await expectNoAxeViolations(page);
});

test('a new unverified person sees the verification banner, which can be closed', async ({ page }) => {
  const events: string[] = [];
  page.on('console', (entry) => {
    if (entry.text().startsWith('[analytics] track')) events.push(entry.text());
  });
  await signIn(page, PERSONAS.new);
  const banner = page.locator('[data-banner="email-verification"]');
  await expect(banner).toContainText('Please verify your email address');
  await expectNoAxeViolations(page);
  await banner.getByRole('button', { name: /^Close/ }).click();
  await expect(banner).toHaveCount(0);
  await page.goto('/health-scores/sleep');
  await expect(page.locator('[data-banner="email-verification"]')).toHaveCount(0);
  expect(events.some((text) => text.includes('Banner Viewed') && text.includes('email-verification'))).toBe(true);
  expect(events.some((text) => text.includes('Banner Closed') && text.includes('email-verification'))).toBe(true);
});

test('the test-recommendations banner shows once the survey is answered and no test is booked yet', async ({ page }) => {
  await signIn(page, PERSONAS.results);
  await expect(page.getByRole('heading', { level: 1, name: 'Health scores' })).toBeVisible();
  await expect(page.locator('[data-banner="mobile-app-download"]')).toBeVisible();
  await expect(page.locator('[data-banner="test-recommendations"]')).toHaveCount(0);

  await signIn(page, PERSONAS.new);
  await expect(page.locator('[data-banner="email-verification"]')).toBeVisible();
  await expect(page.locator('[data-banner="test-recommendations"]')).toHaveCount(0);
  // The survey saves goals to the health profile; after that, recommendations are waiting.
  const status = await page.evaluate(async () => {
    const response = await fetch('/v1/health_profile', {
      method: 'PATCH',
      credentials: 'include',
      headers: { 'Content-Type': 'application/vnd.api+json' },
      body: JSON.stringify({ data: { type: 'health_profiles', attributes: { goals: ['energy'] } } }),
    });
    return response.status;
  });
  expect(status).toBe(200);
  await page.reload();
  const banner = page.locator('[data-banner="test-recommendations"]');
  await expect(banner).toContainText('We have test recommendations for you.');
  await expect(banner.getByRole('link', { name: 'See recommendations' })).toBeVisible();
});

test('an unverified person past 48 hours meets the verification wall', async ({ page }) => {
  await signIn(page, PERSONAS.unverified);
  await expect(page).toHaveURL(/\/verify-email$/);
  await page.goto('/health-scores/longevity');
  await expect(page).toHaveURL(/\/verify-email$/);
});

test('the tfp role sees no banners and no health hub link', async ({ page }) => {
  await signIn(page, PERSONAS.tfp, '/health-scores/longevity?discount_code=SPRING');
  await expect(page.getByRole('heading', { level: 1, name: 'Health scores' })).toBeVisible();
  await expect(page.locator('[data-banner]')).toHaveCount(0);
  await expect(page.getByRole('complementary').getByRole('link', { name: 'Health hub' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Health hub' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Health profile' })).toBeVisible();
});

test('a person without the tfp role sees the health hub link in the main navigation and the sidebar alike', async ({ page }) => {
  await signIn(page, PERSONAS.results, '/health-scores/longevity');
  await expect(page.getByRole('heading', { level: 1, name: 'Health scores' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Health hub' })).toBeVisible();
  await expect(page.getByRole('complementary').getByRole('link', { name: 'Health hub' })).toBeVisible();
});

test('the marketing site sign-in validates with the sign-in form’s rules and messages', async ({ page }) => {
  await page.goto('/site/login?redirectTo=%2Fhealth-scores%2Flongevity');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: 'Please enter your email address' })).toBeVisible();
  await expect(summary.getByRole('link', { name: 'Please enter a password' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotBothWidths(page, 'stand-in-sign-in-errors');
  await page.getByLabel('Email').fill('rosa@');
  await page.getByLabel('Email').blur();
  await expect(page.locator('.field-error').filter({ hasText: 'Please enter a valid email address' })).toBeVisible();
  await page.getByLabel('Email').fill(PERSONAS.results);
  await page.getByLabel('Password').fill('   ');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.locator('.field-error').filter({ hasText: 'Please enter a password' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(PERSONAS.results);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/health-scores\/longevity$/);
});

test('a partner link with a membership token signs the person in and drops the token from the address bar', async ({ page }) => {
  await page.goto('/partner/acme/welcome?membership_token=acme-demo-token');
  await expect(page).toHaveURL(/\/partner\/acme\/welcome$/);
  await page.goto('/health-scores/longevity');
  await expect(page.getByRole('heading', { level: 1, name: 'Health scores' })).toBeVisible();
});

test('a bad membership token shows the error banner and drops the token from the address bar', async ({ page }) => {
  await page.goto('/partner/acme/welcome?membership_token=not-a-real-token');
  await expect(page).toHaveURL(/\/partner\/acme\/welcome$/);
  await expect(page.locator('[data-banner="generic-error"]')).toContainText('Unfortunately there was an error');
});

test('an unknown route shows the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expectNoAxeViolations(page);
});
