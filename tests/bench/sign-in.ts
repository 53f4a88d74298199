import type { Page } from '@playwright/test';

/** Signs in the way a person does (the marketing site's login page) and waits to be back in the app. */
export async function signInThroughSite(page: Page, baseUrl: string, email: string, redirectTo: string): Promise<void> {
  await page.goto(`${baseUrl}/site/login?redirectTo=${encodeURIComponent(redirectTo)}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('Passw0rd!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/site/'));
  await page.waitForLoadState('networkidle');
}
