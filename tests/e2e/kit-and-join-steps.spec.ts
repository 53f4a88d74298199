import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { expectReflow, screenshotBothWidths } from './support/look';
import { PASSWORD, PERSONAS, signIn } from './support/personas';

test('a signed-out person registers a kit: the code is tidied and checked, sign-in brings them back, then the guide', async ({ page }) => {
  await page.goto('/register-kit');
  await expect(page.getByRole('heading', { level: 1, name: 'Register your kit' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotBothWidths(page, 'register-kit');
  const code = page.getByLabel('Kit code');

  await code.fill('VK7Q-4M2P-9XT!');
  await page.getByRole('button', { name: 'Register kit' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeVisible();
  await expect(page.getByText('Enter the code exactly as it is printed on the card, like VK7Q-4M2P-9XTR').first()).toBeVisible();
  await expect(code).toHaveValue('VK7Q-4M2P-9XT!');

  await code.fill('VK00-0000-0000');
  await page.getByRole('button', { name: 'Register kit' }).click();
  await expect(page.getByText('We can’t find a kit with that code. Check it against the card inside your kit.').first()).toBeVisible();

  await code.fill('VK5B-1R9F-7JQM');
  await page.getByRole('button', { name: 'Register kit' }).click();
  await expect(page.getByText('This kit has already been registered. If it wasn’t you, please get in touch.').first()).toBeVisible();

  await code.fill(' vk7q 4m2p 9xtr ');
  await page.getByRole('button', { name: 'Register kit' }).click();
  await expect(
    page.getByText('Your kit code VK7Q-4M2P-9XTR is valid. Sign in, or create an account, to register it to you.'),
  ).toBeVisible();
  await expectReflow(page);

  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/site\/login/);
  await page.getByLabel('Email').fill(PERSONAS.results);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/register-kit\?kit_code=VK7Q-4M2P-9XTR/);
  await expect(page.getByLabel('Kit code')).toHaveValue('VK7Q-4M2P-9XTR');
  await page.getByRole('button', { name: 'Register kit' }).dblclick();
  await expect(page).toHaveURL(/\/sample-collection-guide\?referrer=kit&registered=true/);
  await expect(page.getByText('Your kit is registered. Here’s how to collect your sample.')).toBeVisible();
});

test('the funnel’s extra steps: important information must be confirmed, where-you-heard is optional, the query is kept', async ({
  page,
}) => {
  const query = 'funnel=signUp&type=oneOff&product=baseline';
  const tracked: string[] = [];
  page.on('console', (entry) => {
    if (entry.text().startsWith('[analytics] track')) tracked.push(entry.text());
  });
  await signIn(page, PERSONAS.new, `/join/important-information?${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Before you take your test' })).toBeVisible();
  // Back from the marketing site's details step: this person sees four steps, details third.
  await expect(page.getByText(/Step 3 of 4/)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Sign-up progress' }).getByRole('listitem')).toHaveText([
    'Create account',
    'Verify email',
    'Your details',
    'Payment',
  ]);
  // Reaching a step of the funnel is an analytics event (the fixture has accepted analytics cookies).
  await expect
    .poll(() =>
      tracked.some(
        (line) => line.includes('"event":"Sign Up Step Viewed"') && line.includes('"step":"details"') && line.includes('"funnel":"signUp"'),
      ),
    )
    .toBe(true);
  await expectNoAxeViolations(page);
  await screenshotBothWidths(page, 'join-important-information');

  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeVisible();
  await expect(page.getByText('Confirm you have read this to continue').first()).toBeVisible();
  await page.getByLabel('I understand my results and report are not a diagnosis and do not replace my GP').check();
  await page.getByLabel('I will contact my GP or call NHS 111 if I feel unwell, whatever my results say').check();
  await page.getByLabel('I will post my sample on the day I collect it, Monday to Thursday').check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(new RegExp(`/join/user-attribution\\?${query}&via=details$`));
  await expect(page.getByText(/Step 3 of 4/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'One last question' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotBothWidths(page, 'join-user-attribution');
  await page.getByLabel('A podcast').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/join/payment\\?${query}&via=details$`));
  // Payment after details is the fourth of the same four.
  await expect(page.getByText(/Step 4 of 4/)).toBeVisible();

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'One last question' })).toBeVisible();
  await page.getByRole('link', { name: 'Skip this question' }).click();
  await expect(page).toHaveURL(new RegExp(`/join/payment\\?${query}&via=details$`));
  await expect(page.getByText(/Step 4 of 4/)).toBeVisible();
});
