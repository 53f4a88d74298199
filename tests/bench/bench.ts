import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { BENCH_ROUTES, LIGHTHOUSE_ROUTES } from './bench-routes';
import { startBenchServer, type BenchServer } from './bench-server';
import { lighthouseMobile, type LighthouseScores } from './lighthouse-mobile';
import { pageBytes } from './page-bytes';
import { surveyWalk, type SurveyWalkTimings } from './survey-walk';

// Measures the production build as a browser gets it; numbers are reported against the budgets, never asserted.
const { values } = parseArgs({
  options: {
    // Measure a server that is already running (e.g. an older build) instead of starting the local one.
    'base-url': { type: 'string' },
    port: { type: 'string', default: process.env.BENCH_PORT ?? '4811' },
    runs: { type: 'string', default: '5' },
    out: { type: 'string', default: 'bench-results' },
    'skip-lighthouse': { type: 'boolean' },
    'skip-walk': { type: 'boolean' },
  },
});
const runs = Number(values.runs);
const out = values.out ?? 'bench-results';
const kb = (bytes: number): string => (bytes / 1024).toFixed(1);

let server: BenchServer | null = null;
// Ctrl-C ends the server too (bench-server stops it on exit).
process.once('SIGINT', () => process.exit(130));
process.once('SIGTERM', () => process.exit(143));

if (!values['base-url'] && !(existsSync('dist/index.html') && existsSync('dist-site/index.html'))) {
  console.error('No production build: run `npm run build` first.');
  process.exit(1);
}
mkdirSync(out, { recursive: true });
try {
  if (!values['base-url']) server = await startBenchServer(Number(values.port));
  const baseUrl = values['base-url'] ?? server?.url ?? '';
  console.log(`Measuring ${baseUrl}`);

  const bytes = await pageBytes(baseUrl, BENCH_ROUTES);
  let lighthouse: LighthouseScores[] = [];
  if (!values['skip-lighthouse']) {
    lighthouse = await lighthouseMobile(baseUrl, BENCH_ROUTES.filter((route) => LIGHTHOUSE_ROUTES.includes(route.name)), `${out}/lighthouse`, runs);
  }
  let walk: SurveyWalkTimings | null = null;
  if (!values['skip-walk']) walk = await surveyWalk(baseUrl);

  console.log(`\nFirst visit: every script and stylesheet fetched (gzip -6), Lighthouse mobile median of ${runs} runs\n`);
  console.log('| route | JS+CSS gzip kB | budget kB | files | performance | accessibility | LCP ms | TBT ms |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const route of BENCH_ROUTES) {
    const size = bytes.find((entry) => entry.route === route.name);
    const score = lighthouse.find((entry) => entry.route === route.name);
    const budget = route.budgetKb === null ? '–' : `${route.budgetKb}${size && size.gzipBytes / 1024 > route.budgetKb ? ' (over)' : ''}`;
    const cells = score ? [score.performance, score.accessibility, score.largestContentfulPaintMs, score.totalBlockingTimeMs] : ['–', '–', '–', '–'];
    console.log(`| ${route.name} | ${size ? kb(size.gzipBytes) : '?'} | ${budget} | ${size?.files.length ?? '?'} | ${cells.join(' | ')} |`);
  }
  if (walk) console.log(`\nSurvey health-check flow: ${walk.questions} Next clicks, median ${walk.medianMs.toFixed(1)} ms, p90 ${walk.p90Ms.toFixed(1)} ms, max ${walk.maxMs.toFixed(1)} ms (Next to the next question painted)`);
  writeFileSync(`${out}/bench.json`, JSON.stringify({ baseUrl, bytes, lighthouse, surveyWalk: walk }, null, 2));
  console.log(`\nDetails (files per route, every Lighthouse run): ${out}/bench.json`);
} finally {
  server?.stop();
}
