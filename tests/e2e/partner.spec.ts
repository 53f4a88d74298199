import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { failNext } from './support/mock-api';

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
  for (const name of ['Cholesterol', 'Liver function', 'Vitamin D']) await expect(page.getByRole('listitem').filter({ hasText: name })).toBeVisible();
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
