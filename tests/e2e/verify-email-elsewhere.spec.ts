import { expectNoAxeViolations } from './support/axe';
import { screenshotBothWidths } from './support/look';
import { PERSONAS, signIn } from './support/personas';
import { expect, test } from './support/test';

// Issue 20, item 25: a used link, and a second tab.
test.describe.configure({ timeout: 90_000 });

test('re-opening a used verify link signed out says the address is already verified and offers sign-in', async ({ page }) => {
  await page.goto('/verify-email?code=valid-code');
  await expect(page.getByRole('heading', { level: 1, name: 'Your email address is verified' })).toBeVisible({ timeout: 20_000 });
  await page.goto('/verify-email?code=valid-code');
  await expect(page.getByRole('heading', { level: 1, name: 'Your email address is already verified' })).toBeVisible();
  await expect(page.getByText("We couldn't verify your email address")).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  const signInLink = page.getByRole('link', { name: 'Sign in to continue' });
  await expect(signInLink).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotBothWidths(page, 'issue20-verify-already-verified');
  await signInLink.click();
  await expect(page).toHaveURL(/\/site\/login\?redirectTo=/);
  await page.getByLabel('Email').fill(PERSONAS.new);
  await page.getByLabel('Password').fill('Passw0rd!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Signed in and verified, the person goes on to where a new account starts: the survey's recommendations.
  await expect(page.getByRole('heading', { level: 1, name: 'Your recommendations' })).toBeVisible();
  await expect(page).toHaveURL(/\/health-profile-survey\/recommendations$/);
});

test('a second open tab learns of the verification without a reload', async ({ page, context }) => {
  await signIn(page, PERSONAS.new, '/verify-email');
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your email address' })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[data-banner="email-verification"]')).toBeVisible();

  const other = await context.newPage();
  await other.goto('/verify-email?code=valid-code');
  await expect(other.getByRole('heading', { level: 1, name: 'Your email address is verified' })).toBeVisible();

  // The first tab, untouched: its page and banner move on by themselves.
  await expect(page.getByRole('heading', { level: 1, name: 'Your email address is verified' })).toBeVisible();
  await expect(page.locator('[data-banner="email-verification"]')).toHaveCount(0);
  await other.close();
});
