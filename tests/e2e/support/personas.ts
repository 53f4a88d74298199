import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'Passw0rd!';

export const PERSONAS = {
  results: 'results@example.com',
  new: 'new@example.com',
  unverified: 'unverified@example.com',
  partner: 'partner@example.com',
  invited: 'invited@example.com',
  tfp: 'tfp@example.com',
  otherPartner: 'northwind@example.com',
  failed: 'failed@example.com',
} as const;

/** Signs in the way a person does: through the marketing site's login page, then back to redirectTo. */
export async function signIn(page: Page, email: string, redirectTo = '/health-scores/longevity'): Promise<void> {
  await page.goto(`/site/login?redirectTo=${encodeURIComponent(redirectTo)}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/site\/login/);
  // The address changes as the app's page starts to load; its body exists only once its head's script has run.
  await page.waitForLoadState('domcontentloaded');
}
