import { randomUUID } from 'node:crypto';
import { expect, test as base } from '@playwright/test';
import { SCOPE_COOKIE } from '../../../mocks/server/cookies';

/** The analytics-cookie choice the browser starts with; consent tests start with none (the banner shows). */
type CookieConsent = 'accepted' | 'rejected' | null;

/**
 * Every test works on its own scope of the local server (test mode): a database seeded from scratch for it alone,
 * chosen by a cookie set before the first page loads, so tests run in parallel without seeing each other's data.
 * Unless a test says otherwise, the person has already accepted analytics cookies, so the cookie banner is not
 * in the way of journeys that are about something else.
 */
export const test = base.extend<{ scope: string; cookieConsent: CookieConsent }>({
  cookieConsent: ['accepted', { option: true }],
  scope: [
    async ({ context, baseURL, cookieConsent }, use) => {
      const scope = randomUUID();
      const url = baseURL ?? 'http://127.0.0.1/';
      await context.addCookies([
        { name: SCOPE_COOKIE, value: scope, url },
        ...(cookieConsent ? [{ name: 'vitalia_cookie_consent', value: cookieConsent, url }] : []),
      ]);
      await use(scope);
      // A test that ends on an address change can leave a page mid-navigation; closing the context then can wait
      // on the renderer past the test's timeout (seen once in CI). Let each page finish loading first.
      await Promise.all(context.pages().map((page) => page.waitForLoadState('load', { timeout: 5_000 }).catch(() => undefined)));
    },
    { auto: true },
  ],
});

export { expect };
