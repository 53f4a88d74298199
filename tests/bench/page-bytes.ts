import type { Browser } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { launchChromium } from './launch-chromium';
import type { BenchRoute } from './bench-routes';
import { signInThroughSite } from './sign-in';

export interface PageBytes {
  route: string;
  /** Every script and stylesheet the page fetched, lazy chunks included, as gzip level 6 would serve them. */
  gzipBytes: number;
  rawBytes: number;
  files: { url: string; gzipBytes: number }[];
}

/**
 * What a person's browser downloads on a first visit to the route: read from the browser's network log (not the
 * build manifest), in a fresh HTTP cache, signed in where the route needs it, after the page has settled.
 */
async function measureRoute(browser: Browser, baseUrl: string, route: BenchRoute): Promise<PageBytes> {
  let storageState: Awaited<ReturnType<Awaited<ReturnType<Browser['newContext']>>['storageState']>> | undefined;
  if (route.persona) {
    const signInContext = await browser.newContext();
    await signInThroughSite(await signInContext.newPage(), baseUrl, route.persona, route.path);
    storageState = await signInContext.storageState();
    await signInContext.close();
  }
  // A new context has an empty HTTP cache; the storage state carries only the session.
  const context = await browser.newContext(storageState ? { storageState } : {});
  const page = await context.newPage();
  const urls = new Set<string>();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') urls.add(response.url());
  });
  await page.goto(`${baseUrl}${route.path}`, { waitUntil: 'networkidle' });
  // On a busy machine the network can idle while the entry still runs, before the screen's chunk is asked for:
  // the screen's heading is what says the page is there.
  await page.locator('main h1').first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  await page.waitForLoadState('networkidle');
  // The bytes are fetched again from the server (static files, the same bytes): reading bodies from the page
  // hangs when a service worker served them, as one may in a build measured with --base-url.
  const files = await Promise.all(
    [...urls].map(async (url) => {
      const body = Buffer.from(await (await fetch(url)).arrayBuffer());
      return { url: new URL(url).pathname, raw: body.length, gzip: gzipSync(body, { level: 6 }).length };
    }),
  );
  await context.close();
  return {
    route: route.name,
    gzipBytes: files.reduce((sum, file) => sum + file.gzip, 0),
    rawBytes: files.reduce((sum, file) => sum + file.raw, 0),
    files: files.map((file) => ({ url: file.url, gzipBytes: file.gzip })).sort((a, b) => b.gzipBytes - a.gzipBytes),
  };
}

export async function pageBytes(baseUrl: string, routes: readonly BenchRoute[]): Promise<PageBytes[]> {
  const browser = await launchChromium();
  try {
    const results: PageBytes[] = [];
    for (const route of routes) results.push(await measureRoute(browser, baseUrl, route));
    return results;
  } finally {
    await browser.close();
  }
}
