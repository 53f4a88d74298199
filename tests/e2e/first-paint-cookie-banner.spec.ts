import { expect, test } from './support/test';

/** The app's own code never arrives: what shows is index.html alone. */
async function withoutTheAppsCode(page: import('@playwright/test').Page): Promise<void> {
  await page.route(
    (url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js') && !url.pathname.includes('/boot-head-'),
    (route) => route.abort(),
  );
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

    test('the app adopts index.html’s banner element instead of painting a copy (a copy would be a late largest paint)', async ({
      page,
    }) => {
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(
        (url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js') && !url.pathname.includes('/boot-head-'),
        async (route) => {
          await held;
          await route.continue();
        },
      );
      await page.goto('/not-a-page', { waitUntil: 'commit' });
      const banner = page.getByRole('region', { name: 'Cookies on Vitalia' });
      await expect(banner).toBeVisible();
      await banner.evaluate((element) => {
        (element as HTMLElement & { paintedByIndexHtml?: boolean }).paintedByIndexHtml = true;
      });
      release();
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expect(banner).toHaveCount(1);
      expect(
        await banner.evaluate((element) => (element as HTMLElement & { paintedByIndexHtml?: boolean }).paintedByIndexHtml === true),
      ).toBe(true);
      await banner.getByRole('button', { name: 'Accept analytics cookies' }).click();
      await expect(page.getByText('You’ve accepted analytics cookies.')).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: 'You’ve accepted analytics cookies.' })).toBeFocused();
    });

    test('the adopted banner’s link opens the cookies page inside the app, and the banner goes there', async ({ page }) => {
      await page.goto('/not-a-page');
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      const banner = page.getByRole('region', { name: 'Cookies on Vitalia' });
      await banner.getByRole('link').click();
      await expect(page).toHaveURL(/\/specs-accept-cookie-banner$/);
      await expect(banner).toBeHidden();
      await page.goBack();
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expect(banner).toBeVisible();
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
