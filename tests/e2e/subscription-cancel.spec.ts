import { expectNoAxeViolations } from './support/axe';
import { screenshotBothWidths } from './support/look';
import { PERSONAS, signIn } from './support/personas';
import { expect, test } from './support/test';

// Issue 20, items 16 and 22: cancelling with any reason works, the page says only what happened, and a cancelled
// subscription can be started again.
test.describe.configure({ timeout: 120_000 });

test('cancelling with "It\'s too expensive" works without an error, the resumed notice goes, and the subscription can be started again', async ({
  page,
}) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (entry) => {
    if (entry.type() === 'error' && /precompiled validator/i.test(entry.text())) pageErrors.push(entry.text());
  });
  const cancelBodies: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/cancel')) cancelBodies.push(request.postData() ?? '');
  });

  await signIn(page, PERSONAS.results, '/shop/subscriptions/shop-subscription-omega');
  await expect(page.getByRole('heading', { level: 1, name: /Omega-3 fish oil, 60 capsules/ })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Resume subscription' }).click();
  await expect(page.getByText('Subscription resumed.')).toBeVisible();

  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Cancel your subscription' })).toBeFocused();
  // The resumed notice belongs to what came before.
  await expect(page.getByText('Subscription resumed.')).toHaveCount(0);
  await page.getByLabel("It's too expensive").check();
  await expect(page.getByLabel("It's too expensive")).toBeChecked();
  await page.locator('.cancel-panel').getByRole('button', { name: 'Cancel subscription' }).click();

  await expect(page.getByText("Your subscription is cancelled. You won't be charged again.")).toBeVisible();
  await expect(page.getByText('Subscription resumed.')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(pageErrors).toEqual([]);
  expect(cancelBodies).toHaveLength(1);
  expect(JSON.parse(cancelBodies[0] ?? '{}')).toMatchObject({ data: { attributes: { reason: 'price' } } });

  // A way to start again, where the person buys it.
  const restart = page.getByRole('link', { name: 'Start Omega-3 fish oil, 60 capsules again' });
  await expect(restart).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotBothWidths(page, 'issue20-subscription-cancelled');
  await restart.click();
  await expect(page).toHaveURL(/\/shop\/products\/omega-3-fish-oil$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Omega-3 fish oil' })).toBeVisible();
});

test('a subscription cancelled earlier offers a way to start again', async ({ page }) => {
  await signIn(page, PERSONAS.results, '/shop/subscriptions/shop-subscription-magnesium');
  await expect(page.getByRole('heading', { level: 1, name: /Magnesium glycinate, 60 capsules/ })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('link', { name: 'Start Magnesium glycinate, 60 capsules again' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel subscription' })).toHaveCount(0);
  // A blood-test package, cancelled with no reason given (the reason is optional): start again from the package editor.
  await page.goto('/shop/subscriptions/subscription-results-pending');
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await page.locator('.cancel-panel').getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByText("Your subscription is cancelled. You won't be charged again.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start Essential again' })).toBeVisible();
});
