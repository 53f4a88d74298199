import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from '@playwright/test';
import { expect, test } from './support/test';
import { PASSWORD, PERSONAS } from './support/personas';

/**
 * Login CSRF (issue 22), in Chromium from a second origin: a page on another site posts a text/plain form whose
 * body reads as JSON to the app's /auth/token, so the victim's browser would be signed in to the attacker's
 * account and everything the victim then enters would land there. The victim's browser here has no test scope
 * cookie (a cross-site form would not send it either), so it works on the server's default scope, where the
 * attacker's account (a persona) exists.
 */
let attacker: Server;
let attackerOrigin = '';

/**
 * The attacker's page: a hidden text/plain form that submits itself on load. A text/plain body is `name=value`;
 * the `=` lands inside a first "username", and JSON keeps the last of a repeated key, so the body parses as
 * exactly the password grant for the attacker's account.
 */
function attackPage(target: string): string {
  const name = `{"grant_type":"password","password":"${PASSWORD}","username":"x`;
  const value = `","username":"${PERSONAS.results}"}`;
  return `<!doctype html><html lang="en"><head><title>Win a prize</title></head><body><h1>Win a prize</h1>
<form method="POST" action="${target}/auth/token" enctype="text/plain"><input type="hidden" name='${name}' value='${value}'></form>
<script>document.forms[0].submit()</script></body></html>`;
}

test.beforeAll(async ({ baseURL }) => {
  attacker = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(attackPage(baseURL ?? ''));
  });
  // localhost is another site than 127.0.0.1 to the browser: another origin, cross-site.
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  attackerOrigin = `http://localhost:${(attacker.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => attacker.close(() => resolve())));

async function victimBrowser(browser: Browser, baseURL: string | undefined) {
  return browser.newContext({
    baseURL,
    storageState: {
      cookies: [
        {
          name: 'vitalia_cookie_consent',
          value: 'accepted',
          domain: '127.0.0.1',
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [],
    },
  });
}

test('a cross-site text/plain form cannot sign the victim in to the attacker’s account', async ({ browser, baseURL }) => {
  const context = await victimBrowser(browser, baseURL);
  const page = await context.newPage();
  const answer = page.waitForResponse((response) => response.url().endsWith('/auth/token'));
  await page.goto(`${attackerOrigin}/`);
  expect((await answer).status()).toBe(415);
  expect((await context.cookies()).filter((cookie) => cookie.name === 'vitalia_session')).toEqual([]);
  // The victim opens the app: nobody is signed in, so the settings send them to sign in.
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/site\/login\?/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await context.close();
});

test('the same sign-in from the app’s own sign-in page works (the defence is the origin, not the form)', async ({ browser, baseURL }) => {
  const context = await victimBrowser(browser, baseURL);
  const page = await context.newPage();
  await page.goto('/site/login?redirectTo=%2Fsettings');
  await page.getByLabel('Email').fill(PERSONAS.results);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('region', { name: 'Contact details' }).getByLabel('Email')).toHaveValue(PERSONAS.results, {
    timeout: 15_000,
  });
  await context.close();
});
