import { expect, test } from './support/test';

/** The app's own code never arrives: what shows is index.html alone. */
async function withoutTheAppsCode(page: import('@playwright/test').Page): Promise<void> {
  await page.route((url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js') && !url.pathname.includes('/boot-head-'), (route) => route.abort());
}

test.describe('first paint from index.html', () => {
  test.describe('a first visit', () => {
    test.use({ cookieConsent: null });

    test('shows the cookie banner before any of the app’s code runs, then the live banner in the same place', async ({ page }) => {
      await withoutTheAppsCode(page);
      await page.goto('/not-a-page');
      const banner = page.getByRole('region', { name: 'Cookies on Vitalia' });
      await expect(banner).toBeVisible();
      await expect(banner.getByRole('heading', { name: 'Cookies on Vitalia' })).toBeVisible();
      const staticBox = await banner.boundingBox();

      await page.unrouteAll();
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      const live = page.getByRole('region', { name: 'Cookies on Vitalia' });
      await expect(live).toHaveCount(1);
      expect(await live.boundingBox()).toEqual(staticBox);
      await live.getByRole('button', { name: 'Reject analytics cookies' }).click();
      await expect(page.getByText('You’ve rejected analytics cookies.')).toBeVisible();
    });

    test('on the cookies page the banner is not shown, even before the app runs', async ({ page }) => {
      await withoutTheAppsCode(page);
      await page.goto('/specs-accept-cookie-banner');
      await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Cookies on Vitalia' })).toBeHidden();
    });
  });

  test('a returning visitor who has chosen never sees the banner, not even before the app runs', async ({ page }) => {
    await withoutTheAppsCode(page);
    await page.goto('/not-a-page');
    await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookies on Vitalia' })).toBeHidden();
  });
});
