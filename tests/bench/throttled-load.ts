import { parseArgs } from 'node:util';
import type { BrowserContext } from '@playwright/test';
import { launchChromium, TSX_NAME_SHIM } from './launch-chromium';
import { consentCookieName } from '../../src/domain/cookie-consent';
import { appConfig } from '../../src/generated/app-config.gen';
import { BENCH_ROUTES, type BenchRoute } from './bench-routes';
import { startBenchServer, type BenchServer } from './bench-server';
import { signInThroughSite } from './sign-in';
import { startTlsProxy, type TlsProxy } from './tls-proxy';

// Bench routes loaded by a real Chromium on a slow phone, as a returning visitor (with --visit first, a first visit that
// sees the cookie banner): the network throttled in the browser (DevTools' throttling at Lighthouse's mobile figures)
// and the CPU slowed 4x, over HTTP/2 through the TLS proxy.
// Lighthouse's LCP is simulated from an unthrottled load; this is the load itself, for a change whose effect the
// simulation may not see (what competes for the bandwidth, in which order). Each build given with --app (a folder
// `npm run build` wrote, e.g. a copy of an older dist/) is served by a server of its own and loaded in turn.
const { values } = parseArgs({
  options: {
    routes: { type: 'string', default: 'settings,upload' },
    runs: { type: 'string', default: '5' },
    port: { type: 'string', default: '4871' },
    app: { type: 'string', multiple: true, default: ['dist'] },
    visit: { type: 'string', default: 'returning' },
  },
});

/** Lighthouse's mobile throttling: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up (in bytes per second). */
const NETWORK = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
const CPU_SLOWDOWN = 4;

interface LoadTimes {
  firstPaintMs: number;
  /** The largest paint, and what it was: the frame's banner, or the screen's own content. */
  largestPaintMs: number;
  largestElement: string;
  /** The first frame with the screen's own heading in the page's main area. */
  screenPaintedMs: number;
  /**
   * When the first and the last of the app's scripts had arrived (resource timing's responseEnd). Lighthouse's simulated
   * LCP counts every request that ended before the LCP it observed unthrottled, where the scripts can beat the first
   * paint; here is whether they do on the phone.
   */
  appCodeFirstMs: number;
  scriptsArrivedMs: number;
}

declare global {
  interface Window {
    loadTimes?: { firstPaint?: number; largest: [number, string][]; screenPainted?: number };
  }
}

/** In the page, from its start: its paints, and the frame after the screen's heading is in `main`. */
function watchPaints(): void {
  const times: NonNullable<Window['loadTimes']> = { largest: [] };
  window.loadTimes = times;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[])
      times.largest.push([entry.startTime, entry.element ? `${entry.element.tagName.toLowerCase()}.${entry.element.className}` : '?']);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') times.firstPaint = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  const observer = new MutationObserver(() => {
    if (!document.querySelector('main h1')) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => (times.screenPainted = performance.now()), 0));
  });
  observer.observe(document, { subtree: true, childList: true });
}

async function throttledLoad(context: BrowserContext, url: string): Promise<LoadTimes> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(TSX_NAME_SHIM);
    await page.addInitScript(watchPaints);
    await page.goto(url);
    await page.waitForFunction(() => window.loadTimes?.screenPainted !== undefined, null, { timeout: 60_000 });
    // A largest paint can still come after the heading (an image, a late section): give it time to be reported.
    await page.waitForTimeout(1500);
    const times = await page.evaluate(() => window.loadTimes);
    const largest = times?.largest.at(-1);
    if (!times || times.firstPaint === undefined || times.screenPainted === undefined || !largest)
      throw new Error(`${url} reported no paints`);
    // The app's code (every script but the head's classic one, which the first paint waits for by design).
    const [appCodeFirstMs, scriptsArrivedMs] = await page.evaluate(() => {
      const classic = new Set(
        [...document.querySelectorAll<HTMLScriptElement>('script[src]:not([type="module"])')].map((script) => script.src),
      );
      const ends = performance
        .getEntriesByType('resource')
        .filter((entry) => /\.js(?:$|\?)/.test(entry.name) && !classic.has(entry.name))
        .map((entry) => (entry as PerformanceResourceTiming).responseEnd);
      return [Math.min(...ends), Math.max(...ends)];
    });
    return {
      firstPaintMs: times.firstPaint,
      largestPaintMs: largest[0],
      largestElement: largest[1],
      screenPaintedMs: times.screenPainted,
      appCodeFirstMs,
      scriptsArrivedMs,
    };
  } finally {
    await page.close();
  }
}

const median = (numbers: number[]): number => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)] ?? 0;
const routes = (values.routes ?? '').split(',').map((name): BenchRoute => {
  const route = BENCH_ROUTES.find((candidate) => candidate.name === name.trim());
  if (!route) throw new Error(`No bench route named ${name}`);
  return route;
});

if (values.visit !== 'returning' && values.visit !== 'first') throw new Error(`--visit is returning or first, not ${values.visit}`);
const firstVisit = values.visit === 'first';

const browser = await launchChromium();
const servers: BenchServer[] = [];
const proxies: TlsProxy[] = [];
process.once('SIGINT', () => process.exit(130));
try {
  const builds = await Promise.all(
    (values.app ?? ['dist']).map(async (appDir, index) => {
      const port = Number(values.port) + index * 10;
      const server = await startBenchServer(port, appDir);
      servers.push(server);
      const proxy = await startTlsProxy(server.url, port + 1);
      proxies.push(proxy);
      return { appDir, server, proxy, contexts: new Map<string | null, BrowserContext>() };
    }),
  );
  const results = new Map<string, LoadTimes[]>();
  for (let run = 0; run < Number(values.runs); run += 1) {
    for (const route of routes) {
      // Builds in turn, the order alternating from run to run, so a drift of the machine weighs on each alike.
      for (const build of run % 2 === 0 ? builds : [...builds].reverse()) {
        let context = build.contexts.get(route.persona);
        if (!context) {
          context = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 412, height: 823 } });
          if (route.persona) await signInThroughSite(await context.newPage(), build.server.url, route.persona, route.path);
          // A first visit has made no choice about cookies yet: the page shows the banner.
          if (!firstVisit)
            await context.addCookies([
              { name: consentCookieName(appConfig.constants.cookiePrefix), value: 'rejected', url: build.proxy.url },
            ]);
          build.contexts.set(route.persona, context);
        }
        const times = await throttledLoad(context, `${build.proxy.url}${route.path}`);
        const key = `${route.name} | ${build.appDir}`;
        results.set(key, [...(results.get(key) ?? []), times]);
        console.log(
          `run ${run + 1} ${key}: first paint ${times.firstPaintMs.toFixed(0)} ms, largest ${times.largestPaintMs.toFixed(0)} ms (${times.largestElement}), screen painted ${times.screenPaintedMs.toFixed(0)} ms, app's scripts arrived ${times.appCodeFirstMs.toFixed(0)}–${times.scriptsArrivedMs.toFixed(0)} ms`,
        );
      }
    }
  }
  console.log(
    `\nMedians of ${values.runs} loads, ${firstVisit ? 'first visit' : 'returning visitor'}, ${NETWORK.latency} ms and ${(NETWORK.downloadThroughput * 8) / 1e6} Mbit/s, ${CPU_SLOWDOWN}x CPU:\n`,
  );
  console.log(
    '| route | build | first paint ms | largest paint ms | screen painted ms | first script arrived ms | last script arrived ms |',
  );
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: |');
  for (const [key, loads] of results)
    console.log(
      `| ${key} | ${median(loads.map((load) => load.firstPaintMs)).toFixed(0)} | ${median(loads.map((load) => load.largestPaintMs)).toFixed(0)} | ${median(loads.map((load) => load.screenPaintedMs)).toFixed(0)} | ${median(loads.map((load) => load.appCodeFirstMs)).toFixed(0)} | ${median(loads.map((load) => load.scriptsArrivedMs)).toFixed(0)} |`,
    );
} finally {
  await browser.close();
  await Promise.all(proxies.map((proxy) => proxy.stop()));
  for (const server of servers) server.stop();
}
