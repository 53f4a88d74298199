import { expect, test } from './support/test';
import { PERSONAS, signIn } from './support/personas';

const isCurrentUserCall = (url: string): boolean => new URL(url).pathname === '/v1/user';

test.describe('first load', () => {
  test('the brand and "Loading…" show at once while the session is checked, then the page replaces them', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) => isCurrentUserCall(url.href),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.goto('/not-a-page', { waitUntil: 'commit' });
    const splash = page.getByRole('status').filter({ hasText: 'Loading…' });
    await expect(splash).toBeVisible();
    await expect(page.getByText('Vitalia', { exact: true })).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(splash).toBeHidden();
  });

  test('who is signed in is asked once: the page preloads it and the app reuses that answer', async ({ page }) => {
    await signIn(page, PERSONAS.results, '/settings');
    const calls: string[] = [];
    page.on('request', (request) => {
      if (isCurrentUserCall(request.url())) calls.push(request.url());
    });
    const warnings: string[] = [];
    page.on('console', (entry) => {
      if (/preload/i.test(entry.text())) warnings.push(entry.text());
    });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Signed in: the account menu only exists for a known person, so the preloaded answer was the live session.
    await expect(page.getByRole('button', { name: 'Account', exact: true })).toBeVisible();
    expect(calls).toHaveLength(1);
    expect(warnings).toEqual([]);
  });

  test('a signed-in page asks for the banners’ data and the reads it started with last time from its head, alongside the app’s code, and the app takes those answers', async ({
    page,
  }) => {
    await signIn(page, PERSONAS.results, '/settings');
    // A returning visitor: the app has named them in its user cookie, which the page's head reads, and this first
    // visit has made the page's own reads.
    await expect
      .poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === 'vitalia_user' && cookie.value !== ''))
      .toBe(true);
    // A visit to the page that changes nothing (signing in may, and the page stops noting its reads at a change).
    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: 'Payment method' })).toBeVisible();
    // The page has noted its own reads for its next load (kept once its first 10 s are over).
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('vitalia:user-results:page-requests') ?? ''), { timeout: 15_000 })
      .toContain('/v1/payment_method');
    const warnings: string[] = [];
    page.on('console', (entry) => {
      if (/preload/i.test(entry.text())) warnings.push(entry.text());
    });
    await page.reload();
    // The frame's app banner is shown once the banners' data is in.
    await expect(page.getByText('Get the app to see your results on the go.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Payment method' })).toBeVisible();
    const askedFor = (path: string) =>
      page.evaluate(
        (wanted) =>
          performance
            .getEntriesByType('resource')
            .map((entry) => ({ path: new URL(entry.name).pathname, by: (entry as PerformanceResourceTiming).initiatorType }))
            .filter((entry) => entry.path === wanted),
        path,
      );
    // Asked by the page's <link> preloads (not by the app's fetch), once each: the app's fetch took the preloaded answer.
    // The page's own reads too (the saved card, the preferences), which it started with when it was last loaded.
    for (const path of ['/v1/user', '/v1/health_profile', '/v1/tests', '/v1/payment_method', '/v1/user_preferences/user-results']) {
      await expect.poll(() => askedFor(path), path).toEqual([{ path, by: 'link' }]);
    }
    expect(warnings).toEqual([]);
  });

  test('a signed-out page preloads nobody’s data', async ({ page }) => {
    const paths: string[] = [];
    page.on('request', (request) => paths.push(new URL(request.url()).pathname));
    await page.goto('/not-a-page');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(paths.filter((path) => path === '/v1/health_profile' || path === '/v1/tests')).toEqual([]);
  });

  test('a fresh load shows the frame as soon as the person is known, the page follows, and each of its requests is made once', async ({
    page,
  }) => {
    await signIn(page, PERSONAS.results, '/settings');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The settings page's own code arrives late: the frame does not wait for it.
    await page.route(/\/assets\/account-settings-screen-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // What went over the network, as the page's resource timing has it: a fetch that took a preloaded answer is not
    // a request of its own (the browser's request events report it a second time, from its memory cache).
    const requestsMade = async () => {
      const paths = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
      const counts = new Map<string, number>();
      for (const path of paths.filter((candidate) => candidate.startsWith('/v1/'))) counts.set(path, (counts.get(path) ?? 0) + 1);
      return counts;
    };
    await page.goto('/settings');
    await expect(page.getByRole('button', { name: 'Account', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
    // Said only once the wait is noticeable: the main area says the page is loading.
    const loading = page.getByRole('main').getByRole('status').filter({ hasText: 'Loading…' });
    await expect(loading).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
    // The page's own reads start once its code is in, so its sections may each say they are loading for a moment:
    // every one of those goes too.
    await expect(loading).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Payment method' })).toBeVisible();
    await expect(page.getByRole('checkbox').first()).toBeVisible();
    const shifted = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) total += (entry as PerformanceEntry & { value: number }).value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 200);
        }),
    );
    expect(shifted).toBe(0);
    const requests = await requestsMade();
    for (const path of ['/v1/user', '/v1/health_profile', '/v1/tests', '/v1/payment_method']) expect(requests.get(path), path).toBe(1);
    expect([...requests.keys()].filter((path) => path.startsWith('/v1/user_preferences/')).map((path) => requests.get(path))).toEqual([1]);
    // The banners' data stays known as the person moves on: the next page does not ask for it again.
    await page.getByRole('link', { name: 'Refer a friend' }).first().click();
    await expect(page).toHaveURL(/\/referral$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const afterMoving = await requestsMade();
    for (const path of ['/v1/health_profile', '/v1/tests']) expect(afterMoving.get(path), `${path} after moving on`).toBe(1);
  });
});
