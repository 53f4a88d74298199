import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { BENCH_ROUTES, FLOOR_ROUTE, KB } from './bench-routes';
import { startBenchServer, type BenchServer } from './bench-server';
import { startFloorServer, type FloorServer } from './floor-page';
import { lighthouseMobile, type LighthouseScores, type Visit } from './lighthouse-mobile';
import { pageBytes, type PageBytes } from './page-bytes';
import { staticSurveyPage } from './survey-static-page';
import {
  kindsText,
  slowestText,
  staticSurveyWalk,
  surveyWalk,
  WALKERS,
  type QuestionWalkTimings,
  type RecordedFlow,
  type SurveyWalkTimings,
} from './survey-walk';
import { startTlsProxy, type TlsProxy } from './tls-proxy';

// Measures the production build as a browser gets it, beside the floor page built in the same run. A route over its
// byte budget fails the bench (exit code 1); timings are reported against issue 23's goals.
const { values } = parseArgs({
  options: {
    // Measure a server that is already running (e.g. an older build) instead of starting the local one.
    'base-url': { type: 'string' },
    port: { type: 'string', default: process.env.BENCH_PORT ?? '4811' },
    'floor-port': { type: 'string', default: process.env.BENCH_FLOOR_PORT ?? String(Number(process.env.BENCH_PORT ?? '4811') + 10) },
    runs: { type: 'string', default: '5' },
    out: { type: 'string', default: 'bench-results' },
    'skip-lighthouse': { type: 'boolean' },
    'skip-walk': { type: 'boolean' },
    // Lighthouse over the server's own plain HTTP/1.1 (to compare with figures measured that way) instead of
    // through the TLS proxy that serves HTTP/2 as production's does (tls-proxy.ts).
    http1: { type: 'boolean' },
    // Only these routes (names as in bench-routes.ts, comma-separated): a quicker look at one change.
    routes: { type: 'string' },
  },
});
const runs = Number(values.runs);
const only = values.routes?.split(',').map((name) => name.trim());
const routes = only ? BENCH_ROUTES.filter((route) => only.includes(route.name)) : BENCH_ROUTES;
const out = values.out ?? 'bench-results';
const transport = values.http1 ? 'HTTP/1.1' : 'HTTP/2 over TLS';
const kb = (bytes: number): string => (bytes / KB).toFixed(1);
const FLOOR_AGAIN = { ...FLOOR_ROUTE, name: 'floor, after the app' };
const ratio = (value: number, floor: number | undefined): string => (floor ? `${(value / floor).toFixed(2)}×` : '–');

let server: BenchServer | null = null;
let floor: FloorServer | null = null;
const proxies: TlsProxy[] = [];
// Ctrl-C ends the server too (bench-server stops it on exit).
process.once('SIGINT', () => process.exit(130));
process.once('SIGTERM', () => process.exit(143));

if (!values['base-url'] && !(existsSync('dist/index.html') && existsSync('dist-site/index.html'))) {
  console.error('No production build: run `npm run build` first.');
  process.exit(1);
}
mkdirSync(out, { recursive: true });
let failed = false;
try {
  if (!values['base-url']) server = await startBenchServer(Number(values.port));
  floor = await startFloorServer(Number(values['floor-port']));
  const baseUrl = values['base-url'] ?? server?.url ?? '';
  // Lighthouse loads the pages (the app's and the floor's alike) the way a phone gets them from production's host:
  // over HTTP/2 through a TLS proxy. Bytes and the survey walk do not depend on the transport: they use the server.
  const viaProxy = async (url: string, port: number): Promise<string> => {
    if (values.http1) return url;
    const proxy = await startTlsProxy(url, port);
    proxies.push(proxy);
    return proxy.url;
  };
  const lighthouseUrl = await viaProxy(baseUrl, Number(values.port) + 1);
  const floorLighthouseUrl = await viaProxy(floor.url, Number(values['floor-port']) + 1);
  console.log(
    `Measuring ${baseUrl} beside the floor page on ${floor.url}; Lighthouse loads ${lighthouseUrl} and ${floorLighthouseUrl} (${transport})`,
  );

  const [floorBytes] = await pageBytes(floor.url, [FLOOR_ROUTE]);
  const bytes = await pageBytes(baseUrl, routes);
  const lighthouse: LighthouseScores[] = [];
  if (!values['skip-lighthouse']) {
    const measured = routes.filter((route) => route.lighthouse);
    lighthouse.push(...(await lighthouseMobile(floorLighthouseUrl, [FLOOR_ROUTE], `${out}/lighthouse`, runs, 'first')));
    for (const visit of ['returning', 'first'] satisfies Visit[])
      lighthouse.push(...(await lighthouseMobile(lighthouseUrl, measured, `${out}/lighthouse`, runs, visit)));
    // Chromium keeps nothing in its HTTP cache from a host whose certificate it had to be told to accept (the TLS
    // proxy's): a cached visit loads from the server itself, over HTTP/1.1. Only the page and its data come over the
    // network then, so the transport matters little.
    lighthouse.push(...(await lighthouseMobile(baseUrl, measured, `${out}/lighthouse`, runs, 'cached')));
    // The floor again at the end: a machine that got busier (or quieter) while the app was measured shows here.
    lighthouse.push(...(await lighthouseMobile(floorLighthouseUrl, [FLOOR_AGAIN], `${out}/lighthouse`, runs, 'first')));
  }
  const walks: SurveyWalkTimings[] = [];
  const staticWalks: (QuestionWalkTimings & { styles: boolean })[] = [];
  if (!values['skip-walk']) {
    // The 1x walk keeps the page and every question's form, for the same walk over a page with no app code.
    const flow: RecordedFlow = { document: '', forms: [] };
    for (const [index, slowdown] of [1, 4].entries())
      walks.push(await surveyWalk(baseUrl, WALKERS[index] ?? WALKERS[0], slowdown, index === 0 ? flow : undefined));
    for (const styles of [true, false]) {
      const html = staticSurveyPage(flow, { styles });
      for (const slowdown of [1, 4])
        staticWalks.push({ ...(await staticSurveyWalk(`${baseUrl}/bench/survey-static-page`, html, slowdown)), styles });
    }
  }

  const floorLcp = lighthouse.find((entry) => entry.route === FLOOR_ROUTE.name)?.largestContentfulPaintMs;
  const scoreOf = (route: string, visit: Visit) => lighthouse.find((entry) => entry.route === route && entry.visit === visit);
  console.log(
    `\nFirst visit: every script and stylesheet fetched (gzip -6, kB of ${KB} bytes); Lighthouse mobile over ${transport}, median of ${runs} runs`,
  );
  console.log(
    `Floor page (react, react-dom, react-router's declarative router, Query): ${floorBytes ? kb(floorBytes.gzipBytes) : '?'} kB, LCP ${floorLcp ?? '–'} ms\n`,
  );
  console.log(
    '| route | JS+CSS kB | budget kB | × floor | files | returning: perf | LCP ms | × floor | TBT ms | first visit: perf | LCP ms | returning, files cached (HTTP/1.1): perf | LCP ms |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const route of routes) {
    const size: PageBytes | undefined = bytes.find((entry) => entry.route === route.name);
    const over = size !== undefined && size.gzipBytes / KB > route.budgetKb;
    if (over || size === undefined) failed = true;
    const returning = scoreOf(route.name, 'returning');
    const first = scoreOf(route.name, 'first');
    const cached = scoreOf(route.name, 'cached');
    const cells = [
      route.name,
      size ? kb(size.gzipBytes) : '?',
      `${route.budgetKb}${over ? ' **over**' : ''}`,
      size && floorBytes ? ratio(size.gzipBytes, floorBytes.gzipBytes) : '–',
      size?.files.length ?? '?',
      returning?.performance ?? '–',
      returning?.largestContentfulPaintMs ?? '–',
      returning ? ratio(returning.largestContentfulPaintMs, floorLcp) : '–',
      returning?.totalBlockingTimeMs ?? '–',
      first?.performance ?? '–',
      first?.largestContentfulPaintMs ?? '–',
      cached?.performance ?? '–',
      cached?.largestContentfulPaintMs ?? '–',
    ];
    console.log(`| ${cells.join(' | ')} |`);
  }
  const threadRows = [
    scoreOf(FLOOR_ROUTE.name, 'first'),
    ...routes.map((route) => scoreOf(route.name, 'returning')),
    scoreOf(FLOOR_AGAIN.name, 'first'),
  ].filter((entry) => entry !== undefined);
  if (threadRows.length > 0) {
    const ms = (value: number): string => (Number.isFinite(value) ? String(value) : '–');
    // Lighthouse times each task by the wall clock: where the page's main thread waited for a core, the wait counts
    // as blocking. CPU time is the page's own cost; the ratio says how busy the machine was (near 1 on a quiet one).
    console.log(
      `\nThe renderer main thread over each load (Lighthouse's trace, median of ${runs}; the floor page on a first visit, before and after the app's routes, these returning):\n`,
    );
    console.log('| page | perf | CPU ms | wall ms | wall ÷ CPU | TBT ms (Lighthouse, wall time) | TBT ms from CPU time |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const entry of threadRows)
      console.log(
        `| ${entry.route} | ${entry.performance} | ${ms(entry.mainThreadCpuMs)} | ${ms(entry.mainThreadWallMs)} | ${ratio(entry.mainThreadWallMs, entry.mainThreadCpuMs)} | ${entry.totalBlockingTimeMs} | ${ms(entry.cpuBlockingMs)} |`,
      );
  }
  for (const walk of walks) {
    console.log(
      `\nSurvey health-check flow at ${walk.cpuSlowdown}× CPU: ${walk.questions} Next clicks, Next to the next question painted median ${walk.medianMs.toFixed(1)} ms, p90 ${walk.p90Ms.toFixed(1)} ms, max ${walk.maxMs.toFixed(1)} ms (traced to the main thread's Paint: median ${walk.tracedMedianMs.toFixed(1)} ms); first invalid Next to its message painted ${walk.invalidSubmitMs.toFixed(1)} ms; layout shift while the survey loads ${walk.loadingShift.toFixed(4)} and during the walk ${walk.walkShift.toFixed(4)}; main-thread CPU per Next (click's task to painted) median ${walk.cpuMedianMs.toFixed(1)} ms, of it the click's dispatch ${walk.clickCpuMedianMs.toFixed(1)} ms (${kindsText(walk.kindsMedianMs)}); slowest Next: ${slowestText(walk.slowest)}; the finishing press (it saves the answers) to the next page painted ${walk.finishMs === null ? '–' : `${walk.finishMs.toFixed(1)} ms`}`,
    );
  }
  for (const walk of staticWalks) {
    const app = walks.find((candidate) => candidate.cpuSlowdown === walk.cpuSlowdown);
    console.log(
      `The same walk over the app's own page and questions with no app code (survey-static-page.ts: each form swapped in whole)${walk.styles ? '' : ', and no stylesheet either'} at ${walk.cpuSlowdown}× CPU: Next to painted median ${walk.medianMs.toFixed(1)} ms${app ? ` (the app ${ratio(app.medianMs, walk.medianMs)})` : ''}, p90 ${walk.p90Ms.toFixed(1)} ms; traced to Paint ${walk.tracedMedianMs.toFixed(1)} ms; CPU per Next ${walk.cpuMedianMs.toFixed(1)} ms, of it the click's dispatch ${walk.clickCpuMedianMs.toFixed(1)} ms`,
    );
  }
  writeFileSync(
    `${out}/bench.json`,
    JSON.stringify({ baseUrl, floor: floorBytes, bytes, lighthouse, surveyWalks: walks, staticSurveyWalks: staticWalks }, null, 2),
  );
  console.log(`\nDetails (files per route, every Lighthouse run): ${out}/bench.json`);
  if (failed) console.error('\nA route is over its byte budget (or was not measured): the bench fails.');
} finally {
  await Promise.all(proxies.map((proxy) => proxy.stop()));
  server?.stop();
  await floor?.stop();
}
if (failed) process.exit(1);
