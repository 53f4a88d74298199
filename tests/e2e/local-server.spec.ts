import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { latestEmailLink } from './support/emails';
import { PASSWORD, PERSONAS, signIn } from './support/personas';

const README_PERSONAS = [PERSONAS.results, PERSONAS.new, PERSONAS.unverified, PERSONAS.partner, PERSONAS.tfp];

for (const email of README_PERSONAS) {
  test(`README persona ${email} signs in on the marketing site with the README password`, async ({ page }) => {
    await signIn(page, email, '/settings');
    // Unverified for 3 days: the verification wall stands before the settings.
    if (email === PERSONAS.unverified)
      await expect(page.getByRole('heading', { level: 1, name: 'Verify your email address' })).toBeVisible();
    else await expect(page.getByRole('region', { name: 'Contact details' }).getByLabel('Email')).toHaveValue(email, { timeout: 15_000 });
  });
}

test('the partner member signs in and the welcome page asks to confirm, not to choose a password', async ({ page }) => {
  await signIn(page, PERSONAS.partner, '/partner/acme/welcome');
  await expect(page.getByRole('heading', { level: 1, name: 'Hi Pat' })).toBeVisible();
  await expect(page.getByText('Confirm your account to continue.')).toBeVisible();
  await expect(page.getByLabel('Password')).toHaveCount(0);
});

test('a person reads the verification email in the stand-in mailbox and follows its link', async ({ page }) => {
  await page.goto('/site/mailbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Mailbox' })).toBeVisible();
  await expect(page.getByText('No emails yet.', { exact: false })).toBeVisible();

  await page.goto('/join?funnel=signUp');
  await page.getByLabel('First name').fill('Ana');
  await page.getByLabel('Last name').fill('Silva');
  await page.getByLabel('Email').fill('ana.mailbox@example.com');
  await page.getByLabel('Password').fill('Sunsh1ne!');
  await page.getByLabel('I agree to the terms and conditions and privacy notice').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your email address' })).toBeVisible();

  await page.goto('/site/mailbox');
  const email = page.getByRole('listitem').filter({ hasText: 'To ana.mailbox@example.com' });
  await expect(email.getByRole('heading', { level: 2, name: 'Verify your email address' })).toBeVisible();
  await expectNoAxeViolations(page);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `test-results/screenshots/mailbox-${width}.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
  await email.getByRole('link', { name: 'Verify your email address' }).click();
  // Made in the sign-up funnel, the link returns to its Verify step with the funnel's query.
  await expect(page).toHaveURL(/\/join\/verify\?funnel=signUp&code=[\w-]{22}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your email address is verified' })).toBeVisible();
  // The helper the tests use reads the same email.
  expect(await latestEmailLink(page, 'ana.mailbox@example.com')).toMatch(/^\/join\/verify\?funnel=signUp&code=[\w-]{22}$/);
});

test('each test has its own data: a change here is not seen by a new scope', async ({ page, browser, baseURL }) => {
  await signIn(page, PERSONAS.results, '/settings');
  await page.getByRole('region', { name: 'Contact details' }).getByLabel('Phone number').fill('07700900555');
  await page.getByRole('region', { name: 'Contact details' }).getByRole('button', { name: 'Save contact details' }).click();
  await expect(page.getByRole('region', { name: 'Contact details' }).getByRole('status')).toHaveText('Your changes have been saved.');

  const other = await browser.newContext({ baseURL });
  await other.addCookies([{ name: 'vitalia_test_scope', value: `other-${Date.now()}`, url: baseURL ?? '' }]);
  const otherPage = await other.newPage();
  await otherPage.goto('/site/login?redirectTo=%2Fsettings');
  await otherPage.getByLabel('Email').fill(PERSONAS.results);
  await otherPage.getByLabel('Password').fill(PASSWORD);
  await otherPage.getByRole('button', { name: 'Sign in' }).click();
  await expect(otherPage.getByRole('region', { name: 'Contact details' }).getByLabel('Phone number')).toHaveValue('07700900123');
  await other.close();
});
