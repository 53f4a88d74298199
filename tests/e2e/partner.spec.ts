import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { failNext, networkErrorAlways, resetMockOverrides } from './support/mock-api';
import { PERSONAS, signIn } from './support/personas';
import { screenshotBothWidths } from './support/look';

test('a partner user sets up the account, confirms the scheduled test and goes to the health profile', async ({ page }) => {
  await page.goto('/partner/acme/welcome?membership_token=acme-demo-token');
  await expect(page.getByRole('heading', { level: 1, name: 'Hi Priya' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Acme logo' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Terms and conditions' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Setup account' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toContainText('Please enter a password');
  await page.getByLabel('Password').fill('Sunshine9');
  await page.getByLabel('I agree to the terms and conditions and privacy notice').check();
  await page.getByRole('button', { name: 'Setup account' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your health check' })).toBeVisible();
  for (const name of ['Cholesterol', 'Liver function', 'Vitamin D'])
    await expect(page.getByRole('listitem').filter({ hasText: name })).toBeVisible();
  await expect(page.locator('address')).toContainText('4 Canal Street');
  await expect(page.locator('address')).toContainText('M1 3HE');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/site\/health-profile$/);
});

test('partner welcome failures show the catalogue message and start-test failures theirs', async ({ page }) => {
  await page.goto('/partner/acme/welcome?membership_token=acme-demo-token');
  await page.getByLabel('Password').fill('Sunshine9');
  await page.getByLabel('I agree to the terms and conditions and privacy notice').check();
  await failNext(page, 'post', '/v1/partners/acme/account_setup', 500, [{ detail: 'boom' }]);
  await page.getByRole('button', { name: 'Setup account' }).click();
  await expect(page.getByRole('alert')).toHaveText('An error has occurred, please try again or get in touch if it continues');
  await expect(page.getByLabel('Password')).toHaveValue('Sunshine9');
  await page.getByRole('button', { name: 'Setup account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your health check' })).toBeVisible();
  await failNext(page, 'post', '/v1/tests/:id/start', 500);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('alert')).toHaveText('Failed to purchase test. Please get in touch if you continue to have this issue.');
});

/** In-app navigation, so the per-page mock override set just before survives (a page load would drop it). */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test('loading the partner: a 404 is "not found", a 500 or network failure the catalogue message', async ({ page }) => {
  await page.goto('/partner/acme/welcome?membership_token=acme-demo-token');
  await expect(page.getByRole('heading', { level: 1, name: 'Hi Priya' })).toBeVisible();
  await navigateInApp(page, '/partner/nobody/welcome');
  await expect(page.getByRole('heading', { level: 1, name: "We couldn't find this partner." })).toBeVisible();
  await networkErrorAlways(page, 'get', '/v1/partners/beta');
  await navigateInApp(page, '/partner/beta/welcome');
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('An error has occurred, please try again or get in touch if it continues');
  // A failed load is retried once, so both answers fail.
  await failNext(page, 'get', '/v1/partners/gamma', 500, [{ detail: 'boom' }]);
  await failNext(page, 'get', '/v1/partners/gamma', 500, [{ detail: 'boom' }]);
  await navigateInApp(page, '/partner/gamma/welcome');
  await expect(page.getByRole('alert')).toHaveText('An error has occurred, please try again or get in touch if it continues');
});

test('a failure loading the tests after setup shows the catalogue message; "Confirm account" then continues', async ({ page }) => {
  await page.goto('/partner/acme/welcome?membership_token=acme-demo-token');
  await page.getByLabel('Password').fill('Sunshine9');
  await page.getByLabel('I agree to the terms and conditions and privacy notice').check();
  await networkErrorAlways(page, 'get', '/v1/tests');
  await page.getByRole('button', { name: 'Setup account' }).click();
  await expect(page.getByRole('alert')).toHaveText('An error has occurred, please try again or get in touch if it continues');
  await expect(page.getByRole('button', { name: 'Confirm account' })).toBeVisible();
  await resetMockOverrides(page);
  await page.getByLabel('I agree to the terms and conditions and privacy notice').check();
  await page.getByRole('button', { name: 'Confirm account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your health check' })).toBeVisible();
});

test('an existing account confirms instead of choosing a password; a confirmed test has no Confirm button', async ({ page }) => {
  // Setting the account up once gives the person a password: coming back makes it an existing account.
  await page.goto('/partner/acme/welcome?membership_token=acme-demo-token');
  await page.getByLabel('Password').fill('Sunshine9');
  await page.getByLabel('I agree to the terms and conditions and privacy notice').check();
  await page.getByRole('button', { name: 'Setup account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your health check' })).toBeVisible();

  await page.goto('/partner/acme/welcome');
  await expect(page.getByRole('heading', { level: 1, name: 'Hi Priya' })).toBeVisible();
  await expect(page.getByText('Confirm your account to continue.')).toBeVisible();
  await expect(page.getByLabel('Password')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Setup account' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Confirm account' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toContainText(
    'You must agree to the terms and conditions and privacy notice before you can create an account',
  );
  await page.getByLabel('I agree to the terms and conditions and privacy notice').check();
  await page.getByRole('button', { name: 'Confirm account' }).click();
  await expect(page).toHaveURL(/\/partner\/acme\/tests\/test-partner-1$/);
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page).toHaveURL(/\/site\/health-profile$/);

  // The test is active now, not scheduled: its page says so and offers no Confirm.
  await page.goto('/partner/acme/tests/test-partner-1');
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your health check' })).toBeVisible();
  await expect(page.getByText('This health check has already been confirmed.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm', exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);
  // With no scheduled test left, confirming the account goes straight to the health profile.
  await page.goto('/partner/acme/welcome');
  await page.getByLabel('I agree to the terms and conditions and privacy notice').check();
  await page.getByRole('button', { name: 'Confirm account' }).click();
  await expect(page).toHaveURL(/\/site\/health-profile$/);
});

test('partner setup: a 422 with a pointer lands on the password field and keeps what was typed', async ({ page }) => {
  await page.goto('/partner/acme/welcome?membership_token=acme-demo-token');
  await page.getByLabel('Password').fill('Sunshine9');
  await page.getByLabel('I agree to the terms and conditions and privacy notice').check();
  await failNext(page, 'post', '/v1/partners/acme/account_setup', 422, [
    { detail: 'Password is too common', pointer: '/data/attributes/password' },
  ]);
  await page.getByRole('button', { name: 'Setup account' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: 'Password is too common' })).toHaveAttribute('href', '#partner-setup-account_password');
  await expect(page.locator('.field-error')).toHaveText('Password is too common');
  await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
  // The catalogue gives partner welcome failures one fixed message.
  await expect(page.locator('.form-error')).toHaveText('An error has occurred, please try again or get in touch if it continues');
  await expect(page.getByLabel('Password')).toHaveValue('Sunshine9');
  await expect(page.getByLabel('I agree to the terms and conditions and privacy notice')).toBeChecked();
  await expectNoAxeViolations(page);
});

test('an unknown partner has a heading that says so', async ({ page }) => {
  await page.goto('/partner/nope/welcome');
  await expect(page.getByRole('heading', { level: 1, name: "We couldn't find this partner." })).toBeVisible();
  await expect(page.getByText("Please check the link you were sent, or get in touch if it still doesn't work.")).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotBothWidths(page, 'partner-not-found');
});

test('a person of another organisation is told plainly that the partner welcome is not for their account', async ({ page }) => {
  await signIn(page, PERSONAS.otherPartner, '/partner/acme/welcome');
  await expect(page.getByRole('heading', { level: 1, name: 'This health check is not for your account' })).toBeVisible();
  await expect(
    page.getByText(
      "You're signed in as northwind@example.com, which is not linked to Acme. If Acme has organised a health check for you, sign out and open the link they sent you again.",
    ),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Hi Nia' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Setup account|Confirm account/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await screenshotBothWidths(page, 'partner-other-account');
  await page.getByRole('link', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/site\//);
  // Signed out, the partner's own link works for the person it was meant for.
  await page.goto('/partner/acme/welcome?membership_token=acme-demo-token');
  await expect(page.getByRole('heading', { level: 1, name: 'Hi Priya' })).toBeVisible();
});

test('a customer with no organisation gets the same plain message', async ({ page }) => {
  await signIn(page, PERSONAS.results, '/partner/acme/welcome');
  await expect(page.getByRole('heading', { level: 1, name: 'This health check is not for your account' })).toBeVisible();
});

test('after a failed setup, a double-click on "Setup account" sets up once and never lands on the terms link', async ({ page }) => {
  const setups: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/account_setup')) setups.push(request.url());
  });
  await page.goto('/partner/acme/welcome?membership_token=acme-demo-token');
  await page.getByLabel('Password').fill('Sunshine9');
  await page.getByLabel('I agree to the terms and conditions and privacy notice').check();
  await failNext(page, 'post', '/v1/partners/acme/account_setup', 500, [{ detail: 'boom' }]);
  const setup = page.getByRole('button', { name: 'Setup account' });
  await setup.click();
  await expect(page.getByRole('alert')).toHaveText('An error has occurred, please try again or get in touch if it continues');
  // The failure's message hides while the new attempt runs but keeps its space, so the second click of a
  // double-click still meets the button, not the terms link that would have moved up under the pointer.
  await setup.dblclick();
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your health check' })).toBeVisible();
  await expect(page).not.toHaveURL(/\/site\/terms/);
  expect(setups.length).toBe(2);
});

test('a double-click on "Confirm" starts the test once', async ({ page }) => {
  const starts: string[] = [];
  const reports: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/v1\/tests\/[^/]+\/start$/.test(new URL(request.url()).pathname)) starts.push(request.url());
  });
  page.on('console', (entry) => {
    if (entry.text().startsWith('[error-report]')) reports.push(entry.text());
  });
  await page.goto('/partner/acme/welcome?membership_token=acme-demo-token');
  await page.getByLabel('Password').fill('Sunshine9');
  await page.getByLabel('I agree to the terms and conditions and privacy notice').check();
  await page.getByRole('button', { name: 'Setup account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your health check' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm', exact: true }).dblclick();
  await expect(page).toHaveURL(/\/site\/health-profile$/);
  expect(starts).toHaveLength(1);
  expect(reports).toEqual([]);
});
