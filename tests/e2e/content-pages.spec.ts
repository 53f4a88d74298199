import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { failNext } from './support/mock-api';
import { expectReflow, screenshotBothWidths } from './support/look';
import { PERSONAS, signIn } from './support/personas';

test('an article shows its title, author, date, body, podcast and references, with external links opening safely', async ({ page }) => {
  await page.goto('/article/iron-and-energy');
  await expect(page.getByRole('heading', { level: 1, name: 'Iron, ferritin and your energy' })).toBeVisible();
  await expect(page.getByText('By Dr Amira Okafor')).toBeVisible();
  await expect(page.getByText(/^Last updated/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Eating for iron' })).toBeVisible();
  const nhs = page.getByRole('link', { name: 'NHS: iron deficiency anaemia' });
  await expect(nhs).toBeVisible();
  await expect(nhs).toHaveAttribute('target', '_blank');
  await expect(nhs).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(page.getByRole('heading', { level: 2, name: 'References' })).toBeVisible();
  await expect(page.getByRole('link', { name: /podcasts\.vitalia\.example/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await expectReflow(page);
  await screenshotBothWidths(page, 'article');
});

test('an article with script, event handlers and javascript: links renders inert', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto('/article/sleep-and-stress');
  await expect(page.getByRole('heading', { level: 1, name: 'Sleep, stress and cortisol' })).toBeVisible();
  await expect(page.getByText('Try a regular wind-down routine')).toBeVisible();
  const link = page.getByText('A link that must not run');
  await expect(link).toBeVisible();
  await link.click();
  expect(await page.evaluate(() => (window as unknown as { articlePwned?: boolean }).articlePwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
  await expect(page.locator('main script')).toHaveCount(0);
});

test('an article that cannot be found or loaded shows the Error page at its own address, with Try again when it may work', async ({
  page,
}) => {
  await page.goto('/article/expired-article');
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expect(page).toHaveURL(/\/article\/expired-article$/);
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);

  await page.goto('/site/overview');
  await failNext(page, 'get', '/content-api/api/v1/documents/article/iron-and-energy', 500);
  await page.goto('/article/iron-and-energy');
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expect(page).toHaveURL(/\/article\/iron-and-energy$/);
  await expect(page).toHaveTitle(/Something went wrong/);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toHaveCount(0);
  await expect(page.getByRole('article')).toBeVisible();
  await expect(page).toHaveURL(/\/article\/iron-and-energy$/);
});

test('the questionnaire shows earlier answers, checks required ones and sends the round trip', async ({ page }) => {
  await signIn(page, PERSONAS.results, '/questionnaires/womens-health');
  await expect(page.getByRole('heading', { level: 1, name: 'Women’s health questionnaire' })).toBeVisible();
  await expect(page.getByText(/You last answered on \d{1,2} \w+ \d{4}/)).toBeVisible();
  // Earlier answers are filled in.
  await expect(page.getByLabel('Regular (every 21 to 35 days)')).toBeChecked();
  await expect(page.getByLabel('Trouble sleeping')).toBeChecked();
  await expect(page.getByRole('heading', { name: /Question 1/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await expectReflow(page);
  await screenshotBothWidths(page, 'questionnaire');

  await page.getByLabel('Irregular').check();
  await page.getByLabel('Hot flushes').check();
  await page.getByRole('button', { name: 'Send answers' }).click();
  await expect(page.getByText('Thank you. Your answers have been sent to our doctors.')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Irregular')).toBeChecked();
  await expect(page.getByLabel('Hot flushes')).toBeChecked();
  await expect(page.getByLabel('Trouble sleeping')).toBeChecked();
});

test('a questionnaire answered for the first time refuses a missing required answer, keeping what was typed', async ({ page }) => {
  await signIn(page, PERSONAS.results, '/questionnaires/sleep-check');
  await expect(page.getByRole('heading', { level: 1, name: 'Sleep check' })).toBeVisible();
  await page.getByRole('textbox').last().fill('Noise from the street');
  await page.getByRole('button', { name: 'Send answers' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeVisible();
  await expect(summary).toBeFocused();
  await expect(page).toHaveTitle(/^Error: /);
  await expect(page.getByRole('textbox').last()).toHaveValue('Noise from the street');
  await expectNoAxeViolations(page);
  await screenshotBothWidths(page, 'questionnaire-errors');
});

test('an unknown questionnaire sends the person home', async ({ page }) => {
  await signIn(page, PERSONAS.results, '/questionnaires/does-not-exist');
  // Home is the marketing site's overview; the test waits for it to be on screen, not only for the address to
  // change, so it never ends (and closes the browser) in the middle of that cross-page navigation.
  await expect(page.getByRole('heading', { level: 1, name: 'Marketing site: overview' })).toBeVisible();
  await expect(page).toHaveURL(/\/site\/overview$/);
});

test('refer a friend shows the code, the link and the friend’s offer, and copies the link', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, PERSONAS.results, '/referral');
  await expect(page.getByRole('heading', { level: 1, name: 'Refer a friend' })).toBeVisible();
  await expect(page.getByText('Your friend gets 10% off their first test when they use your code.')).toBeVisible();
  await expect(page.getByLabel('Your referral code')).toHaveValue('ROSA10');
  await expect(page.getByLabel('Your referral link')).toHaveValue(/\/join\?funnel=signUp&discount_code=ROSA10$/);
  await page.getByRole('button', { name: 'Copy Your referral link' }).click();
  await expect(page.getByText('Copied to your clipboard.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/join\?funnel=signUp&discount_code=ROSA10$/);
  await expectNoAxeViolations(page);
  await expectReflow(page);
  await screenshotBothWidths(page, 'referral');
});

test('the sample collection guide opens without signing in when the person comes from their kit', async ({ page }) => {
  await page.goto('/sample-collection-guide?referrer=kit');
  await expect(page.getByRole('heading', { level: 1, name: 'How to collect your blood sample' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Prick your finger' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Results within 48 hours of posting your sample')).toBeVisible();
  await expectNoAxeViolations(page);
  await expectReflow(page);
  await screenshotBothWidths(page, 'sample-collection-guide');

  await page.goto('/sample-collection-guide');
  await expect(page).toHaveURL(/\/site\/login/);
});

test('an article whose image has no alt text passes axe at phone and desktop widths (the image is marked decorative)', async ({ page }) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/article/sleep-and-stress');
    await expect(page.getByRole('heading', { level: 1, name: 'Sleep, stress and cortisol' })).toBeVisible();
    await expect(page.getByText('Try a regular wind-down routine')).toBeVisible();
    await expect(page.locator('main img')).toHaveCount(1);
    await expectNoAxeViolations(page);
  }
});
