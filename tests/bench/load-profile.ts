import { parseArgs } from 'node:util';
import { launchChromium } from './launch-chromium';
import { consentCookieName } from '../../src/domain/cookie-consent';
import { appConfig } from '../../src/generated/app-config.gen';
import { BENCH_ROUTES } from './bench-routes';
import { startBenchServer } from './bench-server';
import { signInThroughSite } from './sign-in';
import type { TraceEvent } from './trace-windows';

// One route's load as a returning visitor, from a trace: when each request started and ended, the renderer main
// thread's long tasks (CPU time, what ran), and when the first and largest paints came. For finding what the
// largest paint waits for; the numbers are unthrottled unless --rate slows the CPU, so compare them with each other,
// not with Lighthouse's.
const { values } = parseArgs({
  options: {
    route: { type: 'string', default: '404' },
    port: { type: 'string', default: '4861' },
    'min-task': { type: 'string', default: '4' },
    rate: { type: 'string', default: '1' },
    app: { type: 'string', default: 'dist' },
  },
});
const route = BENCH_ROUTES.find((candidate) => candidate.name === values.route);
if (!route) throw new Error(`No bench route named ${values.route}`);
const server = await startBenchServer(Number(values.port), values.app);
const browser = await launchChromium();
try {
  const context = await browser.newContext();
  if (route.persona) await signInThroughSite(await context.newPage(), server.url, route.persona, route.path);
  await context.addCookies([{ name: consentCookieName(appConfig.constants.cookiePrefix), value: 'rejected', url: server.url }]);
  // Marks when each part of the page first reaches the DOM, so the trace shows what a paint waited for.
  await context.addInitScript(() => {
    const seen = new Set<string>();
    new MutationObserver(() => {
      for (const selector of ['.banner__message', 'main', 'main h1', 'main .skeleton', 'main form', 'main .yaml-form']) {
        if (seen.has(selector) || !document.querySelector(selector)) continue;
        seen.add(selector);
        performance.mark(`dom ${selector}`);
      }
    }).observe(document, { subtree: true, childList: true });
  });
  // A first load warms the server; the traced one starts with an empty memory cache in a new page.
  for (const traced of [false, true]) {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    // --rate 4: DevTools' slow phone, to see which tasks Lighthouse's 4x simulation makes long.
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(values.rate) });
    if (traced)
      await browser.startTracing(page, {
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'toplevel',
          'loading',
          'blink.user_timing',
          'v8.execute',
        ],
      });
    await page.goto(`${server.url}${route.path}`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    if (!traced) {
      await page.close();
      continue;
    }
    const events = (
      JSON.parse((await browser.stopTracing()).toString('utf8')) as {
        traceEvents: (TraceEvent & { args?: { data?: Record<string, unknown>; frame?: string } })[];
      }
    ).traceEvents;
    const navigation = events.find(
      (event) =>
        event.name === 'navigationStart' &&
        String((event.args?.data as { documentLoaderURL?: string } | undefined)?.documentLoaderURL ?? '').startsWith(server.url),
    );
    if (!navigation) throw new Error('No navigationStart in the trace');
    const main = { pid: navigation.pid, tid: navigation.tid };
    const at = (event: TraceEvent): string => ((event.ts - navigation.ts) / 1000).toFixed(0).padStart(5);
    const lines: [number, string][] = [];
    const requests = new Map<string, string>();
    for (const event of events) {
      if (event.ts < navigation.ts) continue;
      const data = (event.args?.data ?? {}) as Record<string, unknown>;
      if (event.name === 'ResourceSendRequest' && String(data.url).startsWith(server.url)) {
        requests.set(String(data.requestId), String(data.url).replace(server.url, ''));
        lines.push([event.ts, `${at(event)} request ${String(data.url).replace(server.url, '')} (${String(data.priority)})`]);
      } else if (event.name === 'ResourceFinish' && requests.has(String(data.requestId)))
        lines.push([event.ts, `${at(event)}   done ${requests.get(String(data.requestId)) ?? '?'}`]);
      else if (['firstContentfulPaint', 'largestContentfulPaint::Candidate'].includes(event.name) && event.pid === main.pid)
        lines.push([event.ts, `${at(event)} ** ${event.name} ${JSON.stringify(event.args?.data ?? {})}`]);
      else if (event.cat === 'blink.user_timing' && event.name.startsWith('dom ') && event.pid === main.pid)
        lines.push([event.ts, `${at(event)} ## ${event.name}`]);
      else if (
        event.pid === main.pid &&
        event.tid === main.tid &&
        event.ph === 'X' &&
        event.name === 'RunTask' &&
        (event.tdur ?? 0) / 1000 >= Number(values['min-task'])
      ) {
        const inside = events.filter(
          (child) =>
            child.pid === main.pid &&
            child.tid === main.tid &&
            child.ph === 'X' &&
            child.ts >= event.ts &&
            child.ts < event.ts + (event.dur ?? 0) &&
            child.name !== 'RunTask' &&
            (child.dur ?? 0) > 1000,
        );
        const what = inside
          .slice(0, 4)
          .map(
            (child) =>
              `${child.name}${
                (child.args?.data as { url?: string } | undefined)?.url
                  ? ` ${String((child.args?.data as { url?: string }).url)
                      .split('/')
                      .pop()}`
                  : ''
              } ${((child.dur ?? 0) / 1000).toFixed(1)}`,
          )
          .join(', ');
        lines.push([event.ts, `${at(event)} task ${((event.tdur ?? 0) / 1000).toFixed(1)} ms CPU: ${what}`]);
      }
    }
    for (const [, line] of lines.sort((a, b) => a[0] - b[0])) console.log(line);
  }
} finally {
  await browser.close();
  server.stop();
}
