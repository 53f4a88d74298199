import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { screenshotBothWidths } from './support/look';
import { failAlways, resetMockOverrides } from './support/mock-api';
import { PERSONAS, signIn } from './support/personas';
import { expect, test } from './support/test';

// Issue 20, items 17 and 18: a failure keeps the page, says what failed, and a Try again that works clears it.
test.describe.configure({ timeout: 120_000 });

const tryAgain = (page: Page) => page.getByRole('button', { name: 'Try again' });
const genericBanner = (page: Page) => page.locator('[data-banner="generic-error"]');

test('a failed basket update keeps the basket and says the update failed; trying again works', async ({ page }) => {
  await signIn(page, PERSONAS.results, '/shop/products/omega-3-fish-oil');
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByText('Added to your basket.')).toBeVisible();
  await page.goto('/shop/cart');
  const quantity = page.getByLabel('Quantity of Omega-3 fish oil, 60 capsules');
  await expect(quantity).toHaveValue('1');

  // The update fails, and so does the refresh after it: the basket stays on screen with what was typed.
  await failAlways(page, 'patch', '/v1/shop/line_items/*', 500, [{ detail: 'Internal server error' }]);
  await failAlways(page, 'get', '/v1/shop/orders', 500);
  await quantity.fill('2');
  await page.getByRole('button', { name: 'Update quantity' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: "We couldn't update your basket. Your basket has not changed; please try again." }),
  ).toBeVisible();
  await expect(page.getByText(/Unfortunately there was an error/)).toHaveCount(0);
  await expect(page.getByText('Internal server error')).toHaveCount(0);
  await expect(quantity).toHaveValue('2');
  await expect(page.getByTestId('cart-total')).toHaveText('£14.99');
  await expectNoAxeViolations(page);
  await screenshotBothWidths(page, 'issue20-cart-update-failed');

  await resetMockOverrides(page);
  await page.getByRole('button', { name: 'Update quantity' }).click();
  await expect(page.getByTestId('cart-total')).toHaveText('£29.98');
  await expect(page.getByText("We couldn't update your basket.")).toHaveCount(0);
});

const LOADS: { name: string; path: string; fail: string; says: string; then: (page: Page) => Promise<void> }[] = [
  {
    // SPEC 8's generic banner copy, word for word.
    name: 'the basket',
    path: '/shop/cart',
    fail: '/v1/shop/orders',
    says: 'Unfortunately there was an error, please try refreshing the page or if the problem persists please get in touch.',
    then: async (page) => void (await expect(page.getByRole('heading', { level: 1, name: 'Your basket' })).toBeVisible()),
  },
  {
    name: 'Your orders',
    path: '/your-orders',
    fail: '/v1/shop/orders',
    says: 'Unfortunately there was an error, please try refreshing the page or if the problem persists please get in touch.',
    then: async (page) => void (await expect(page.getByText(/^Orders \d+ to \d+ of \d+$/)).toBeVisible()),
  },
  {
    name: 'a product',
    path: '/shop/products/vitamin-d3',
    fail: '/v1/shop/products/vitamin-d3',
    says: 'Unfortunately there was an error',
    then: async (page) => void (await expect(page.getByRole('heading', { level: 1, name: 'Vitamin D3 1000 IU' })).toBeVisible()),
  },
  {
    name: 'the specialists',
    path: '/shop/specialists',
    fail: '/v1/shop/products',
    says: 'Unfortunately there was an error',
    then: async (page) => void (await expect(page.getByRole('link', { name: /^Book / }).first()).toBeVisible()),
  },
  {
    name: 'the subscriptions',
    path: '/shop/subscriptions',
    fail: '/v1/shop/subscriptions',
    says: 'Error fetching subscriptions',
    then: async (page) => void (await expect(page.getByRole('heading', { level: 3, name: 'Omega-3 fish oil, 60 capsules' })).toBeVisible()),
  },
  {
    name: 'one subscription',
    path: '/shop/subscriptions/shop-subscription-omega',
    fail: '/v1/shop/subscriptions',
    says: 'Error fetching subscription',
    then: async (page) => void (await expect(page.getByRole('heading', { level: 1, name: /Omega-3 fish oil, 60 capsules/ })).toBeVisible()),
  },
];

for (const load of LOADS) {
  test(`${load.name}: a failed load says what failed in the catalogue's words, and Try again loads it`, async ({ page }) => {
    await signIn(page, PERSONAS.results, '/health-scores/longevity');
    await failAlways(page, 'get', load.fail, 500, [{ detail: 'Internal server error' }]);
    await page.goto(load.path);
    await expect(page.getByRole('alert').filter({ hasText: load.says })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Internal server error')).toHaveCount(0);
    await expect(page.getByText(/We couldn't load/)).toHaveCount(0);
    await expect(tryAgain(page)).toBeVisible();
    await expectNoAxeViolations(page);
    if (load.name === 'a product') await screenshotBothWidths(page, 'issue20-product-load-failed');
    await resetMockOverrides(page);
    await tryAgain(page).click();
    await load.then(page);
    await expect(tryAgain(page)).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${load.path}$`));
  });
}

test('plan home and recipes say a failure once, and after a Try again that works no red error banner is left', async ({ page }) => {
  await signIn(page, PERSONAS.results, '/health-scores/longevity');
  await failAlways(page, 'get', '/v1/health_plans', 500);
  await page.goto('/new-health-plan');
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible({ timeout: 15_000 });
  // The page says what failed, with its Try again; the generic banner does not say it a second time.
  await expect(page.getByText(/Unfortunately there was an error/)).toHaveCount(1);
  await expect(genericBanner(page)).toHaveCount(0);
  await screenshotBothWidths(page, 'issue20-plan-home-failed');
  await resetMockOverrides(page);
  await tryAgain(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your health plan' })).toBeVisible();
  await expect(genericBanner(page)).toHaveCount(0);

  await failAlways(page, 'get', '/content-api/api/v1/documents', 500);
  await page.goto('/recipes');
  await expect(tryAgain(page)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/Unfortunately there was an error/)).toHaveCount(1);
  await expect(genericBanner(page)).toHaveCount(0);
  await resetMockOverrides(page);
  await tryAgain(page).click();
  await expect(tryAgain(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Recipes' })).toBeVisible();
  await expect(genericBanner(page)).toHaveCount(0);
});
