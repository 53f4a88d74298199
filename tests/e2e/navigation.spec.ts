import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { expectNoOverlap, expectReflow, screenshotBothWidths } from './support/look';
import { PERSONAS, signIn } from './support/personas';

const MAIN_LINKS = [
  'Home',
  'Results',
  'Upload results',
  'Health Overview',
  'Health profile',
  'Update package',
  'Subscriptions',
  'Health hub',
];

test('wide screens: the Account menu is closed until opened, never covers the navigation, and Escape closes it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, PERSONAS.results);
  const account = page.getByRole('button', { name: 'Account', exact: true });
  const main = page.getByRole('navigation', { name: 'Main navigation' });
  const orderHistory = page.getByRole('link', { name: 'Order history' });
  await expect(orderHistory).toBeHidden();
  await expect(page.getByRole('button', { name: 'Delete account' })).toBeHidden();
  for (const label of MAIN_LINKS) {
    const link = main.getByRole('link', { name: label, exact: true });
    await expect(link).toBeVisible();
    await expectNoOverlap(link, account);
  }
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
  await expect(page.getByRole('complementary', { name: 'Your Vitalia' })).toBeVisible();

  await account.click();
  await expect(orderHistory).toBeVisible();
  for (const label of ['Settings', 'Refer a friend'])
    await expect(page.getByRole('banner').getByRole('link', { name: label, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete account' })).toBeVisible();
  // Open, the menu is on top: what is under the middle of "Order history" is that link.
  const box = await orderHistory.boundingBox();
  const topmost = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.textContent ?? '', {
    x: (box?.x ?? 0) + (box?.width ?? 0) / 2,
    y: (box?.y ?? 0) + (box?.height ?? 0) / 2,
  });
  expect(topmost).toBe('Order history');
  await expectNoOverlap(
    page.getByRole('banner').locator('.disclosure-menu__panel'),
    main.getByRole('link', { name: 'Health hub', exact: true }),
  );
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/screenshots/account-menu-open-1280.png' });

  await page.keyboard.press('Escape');
  await expect(orderHistory).toBeHidden();
  await expect(account).toBeFocused();
  await account.click();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(orderHistory).toBeHidden();
  await account.click();
  await orderHistory.click();
  await expect(page).toHaveURL(/\/your-orders/);
  await expect(orderHistory).toBeHidden();
});

test('wide screens, scrolled down a long page: the sidebar sticks below the stuck notices, none of its links under them', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await signIn(page, PERSONAS.results, '/results/cycle-results-1/CHOL');
  const notices = page.getByRole('region', { name: 'Notices' });
  const sidebar = page.getByRole('complementary', { name: 'Your Vitalia' });
  await expect(notices).toBeVisible();
  await expect(sidebar).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Scrolled as a person scrolls: the notices stay at the top of the window, and so does the sidebar, below them.
  await page.mouse.move(640, 400);
  await page.mouse.wheel(0, 1200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
  await expect(notices).toBeInViewport();
  await expectNoOverlap(sidebar.getByText('Your Vitalia'), notices);
  for (const link of await sidebar.getByRole('link').all()) {
    if (!(await link.isVisible()) || !(await link.evaluate((element) => element.getBoundingClientRect().top < window.innerHeight)))
      continue;
    await expectNoOverlap(link, notices);
  }
  // Tabbing to the sidebar's first link: it is on screen, and it is what is under its own middle.
  const first = sidebar.getByRole('link').first();
  await first.focus();
  await expect(first).toBeInViewport();
  const box = await first.boundingBox();
  const topmost = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('a')?.textContent ?? '', {
    x: (box?.x ?? 0) + (box?.width ?? 0) / 2,
    y: (box?.y ?? 0) + (box?.height ?? 0) / 2,
  });
  expect(topmost).toBe(await first.textContent());
});

test('narrow screens: a Menu button opens a drawer with every link; Escape and Close shut it and focus returns', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, PERSONAS.results);
  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account', exact: true })).toBeHidden();
  await expect(page.getByRole('complementary', { name: 'Your Vitalia' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Upload results' })).toBeHidden();

  await menu.click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Close menu' })).toBeFocused();
  const mainNav = drawer.getByRole('navigation', { name: 'Main navigation' });
  for (const label of MAIN_LINKS) await expect(mainNav.getByRole('link', { name: label, exact: true })).toBeVisible();
  const yours = drawer.getByRole('navigation', { name: 'Your Vitalia' });
  for (const label of ['Past results', 'Manage subscription', 'Account settings', 'Refer a friend'])
    await expect(yours.getByRole('link', { name: label, exact: true })).toBeVisible();
  const account = drawer.getByRole('navigation', { name: 'Account' });
  for (const label of ['Order history', 'Settings', 'Help center', 'Take quiz'])
    await expect(account.getByRole('link', { name: label, exact: true })).toBeVisible();
  for (const label of ['Delete account', 'Log out']) await expect(account.getByRole('button', { name: label })).toBeVisible();
  // The drawer fits the screen once it has slid in (measured mid-slide it can still stick out), and the page
  // behind cannot be reached.
  await expect
    .poll(async () => {
      const box = await drawer.boundingBox();
      return (box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 390;
    })
    .toBe(true);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/screenshots/navigation-drawer-open-390.png', fullPage: false });

  // Focus stays inside while open: Tab past the last link comes back round, Shift+Tab from the first goes to the last.
  const count = await drawer.locator('a[href], button').count();
  for (let index = 0; index < count + 2; index += 1) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);
  }
  await drawer.getByRole('button', { name: 'Close menu' }).focus();
  await page.keyboard.press('Shift+Tab');
  await expect(account.getByRole('link', { name: 'Take quiz' })).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menu).toBeFocused();

  await menu.click();
  await drawer.getByRole('button', { name: 'Close menu' }).click();
  await expect(drawer).toBeHidden();
  await expect(menu).toBeFocused();

  await menu.click();
  await yours.getByRole('link', { name: 'Account settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
});

test('the drawer closes when the window widens past the breakpoint, leaving the page usable', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await signIn(page, PERSONAS.results);
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  await page.getByRole('button', { name: 'Account', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Order history' })).toBeVisible();
});

test('a signed-out visitor sees the logo and Take quiz, no Menu button, at every width', async ({ page }) => {
  // A verification link opens signed out: the default layout without a session.
  await page.goto('/verify-email?code=not-a-real-code');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByRole('link', { name: 'Vitalia home' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Take quiz' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
  }
});

test('the signed-in shell reflows at 320 px and 200 % zoom, passes axe, and is photographed', async ({ page }) => {
  await signIn(page, PERSONAS.results);
  await expectReflow(page);
  await expectNoAxeViolations(page);
  await screenshotBothWidths(page, 'shell-health-scores');
});

test('a link followed from far down a page opens the next page at its top with focus on its content, and Back returns to where the person was', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await signIn(page, PERSONAS.results, '/predicted-results');
  const link = page.getByRole('link', { name: /^See the prediction for / }).last();
  await link.scrollIntoViewIfNeeded();
  const scrolledTo = await page.evaluate(() => window.scrollY);
  expect(scrolledTo).toBeGreaterThan(200);
  await link.click();
  const heading = page.getByRole('heading', { level: 1, name: /^Predicted / });
  await expect(heading).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.locator('main')).toBeFocused();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Your predicted results' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolledTo);
  await expect(link).toBeInViewport();
});
