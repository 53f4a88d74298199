import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { lighthouseMobile } from './lighthouse-mobile';
import { routeBundleSizes } from './route-bundles';
import { surveyWalk } from './survey-walk';

// Measures the production build; numbers are reported, never asserted (timings vary by machine).
const PORT = Number(process.env.BENCH_PORT ?? 4797);
const OUT = 'bench-results';
const PAGES = ['/site/login', '/partner/acme/welcome', '/not-a-page'];

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} kB`;

async function waitForServer(url: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Preview server did not start on ${url}`);
}

if (!existsSync('dist/.vite/manifest.json')) {
  console.error('No production build: run `npm run build` first.');
  process.exit(1);
}
mkdirSync(OUT, { recursive: true });
const bundles = routeBundleSizes('dist');
console.log(`entry (every route): ${kb(bundles.entry.gzipBytes)} gzip, ${kb(bundles.entry.rawBytes)} raw`);
for (const [screen, sizes] of Object.entries(bundles.screens).sort(([a], [b]) => a.localeCompare(b))) {
  console.log(`  ${screen.padEnd(40)} first visit ${kb(sizes.firstVisit.gzipBytes).padStart(9)} gzip  own ${kb(sizes.own.gzipBytes).padStart(9)} gzip  ${kb(sizes.own.rawBytes).padStart(10)} raw`);
}

const server = spawn('npx', ['vite', 'preview', '--port', String(PORT), '--strictPort', '--host', '127.0.0.1'], { stdio: 'ignore' });
try {
  await waitForServer(`http://127.0.0.1:${PORT}/`);
  const scores = await lighthouseMobile(PAGES.map((page) => `http://127.0.0.1:${PORT}${page}`), `${OUT}/lighthouse`);
  console.log('\nLighthouse (mobile):');
  for (const score of scores) {
    console.log(`  ${score.url}: performance ${score.performance}, accessibility ${score.accessibility}, best practices ${score.bestPractices}, FCP ${score.firstContentfulPaintMs} ms, LCP ${score.largestContentfulPaintMs} ms, TBT ${score.totalBlockingTimeMs} ms`);
  }
  const walk = await surveyWalk(`http://127.0.0.1:${PORT}`);
  console.log(`\nSurvey health-check flow: ${walk.questions} Next clicks, median ${walk.medianMs.toFixed(1)} ms, p90 ${walk.p90Ms.toFixed(1)} ms, max ${walk.maxMs.toFixed(1)} ms (Next to the next question painted)`);
  const survey = bundles.screens['survey/survey-flow-screen'];
  if (survey) console.log(`Survey route JS+CSS: ${kb(survey.own.gzipBytes)} gzip of its own, ${kb(survey.firstVisit.gzipBytes)} gzip on a first visit with the shared entry`);
  writeFileSync(`${OUT}/bench.json`, JSON.stringify({ bundles, lighthouse: scores, surveyWalk: walk }, null, 2));
} finally {
  server.kill();
}
