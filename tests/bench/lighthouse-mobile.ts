import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { consentCookieName } from '../../src/domain/cookie-consent';
import { appConfig } from '../../src/generated/app-config.gen';
import type { BenchRoute } from './bench-routes';
import { loadThreadTime } from './load-thread-time';
import { signInThroughSite } from './sign-in';
import type { TraceEvent } from './trace-windows';

/**
 * A returning visitor has chosen about cookies already; a first visit has not, and sees the cookie banner. Both load
 * with an empty HTTP cache, as Lighthouse does by default. A cached visit is a returning visitor whose browser still
 * holds the app's files from an earlier load (its assets are hashed and served immutable for a year), as someone
 * opening the app again on their own phone most often is: only the page and its data come over the network.
 */
export type Visit = 'returning' | 'first' | 'cached';

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  /** The renderer main thread's CPU time over the load (NaN where the trace lacked it); see load-thread-time.ts. */
  mainThreadCpuMs: number;
  /** Its wall time: over the CPU time, the tasks waited for a core. */
  mainThreadWallMs: number;
  /** Total blocking time as if each task had run for its CPU time alone. */
  cpuBlockingMs: number;
}

export interface LighthouseScores extends LighthouseRun {
  route: string;
  visit: Visit;
  url: string;
  runs: LighthouseRun[];
}

// A run whose trace lacked a figure (NaN) is left out of that figure's median.
const median = (values: number[]): number => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : Math.round(((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2);
};

function medianRun(runs: LighthouseRun[]): LighthouseRun {
  const of = (key: keyof LighthouseRun) => median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    firstContentfulPaintMs: of('firstContentfulPaintMs'),
    largestContentfulPaintMs: of('largestContentfulPaintMs'),
    totalBlockingTimeMs: of('totalBlockingTimeMs'),
    mainThreadCpuMs: of('mainThreadCpuMs'),
    mainThreadWallMs: of('mainThreadWallMs'),
    cpuBlockingMs: of('cpuBlockingMs'),
  };
}

/**
 * Lighthouse's default mobile run (throttled), `runs` times per route, median reported; reports kept in outDir.
 * Before each route the cookies are cleared; signed-in routes sign the person in first in the same Chrome, and a
 * returning visit sets the consent cookie. Lighthouse clears the HTTP cache and service workers before each run but
 * keeps cookies and localStorage, so each run downloads everything again with the session and the choice kept; a
 * cached visit keeps the HTTP cache too.
 */
export async function lighthouseMobile(
  baseUrl: string,
  routes: readonly BenchRoute[],
  outDir: string,
  runs: number,
  visit: Visit,
): Promise<LighthouseScores[]> {
  mkdirSync(outDir, { recursive: true });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--ignore-certificate-errors',
    ],
  });
  const scores: LighthouseScores[] = [];
  try {
    for (const route of routes) {
      const url = `${baseUrl}${route.path}`;
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const context = browser.contexts()[0];
      if (!context) throw new Error('The launched Chrome has no default context');
      await context.clearCookies();
      if (route.persona) {
        const page = await context.newPage();
        await signInThroughSite(page, baseUrl, route.persona, route.path);
        await page.close();
      }
      if (visit !== 'first')
        await context.addCookies([{ name: consentCookieName(appConfig.constants.cookiePrefix), value: 'rejected', url: baseUrl }]);
      await browser.close();
      const routeRuns: LighthouseRun[] = [];
      // Headless Chrome now and then records no trace (NO_NAVSTART): that run measured nothing, so it is
      // retried rather than counted as a score of 0, up to twice the runs asked for.
      const cached = visit === 'cached';
      // A cached visit's first load (not counted) fills the HTTP cache that the measured ones keep.
      for (let attempt = cached ? 0 : 1; routeRuns.length < runs && attempt <= runs * 2; attempt += 1) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
          disableStorageReset: cached,
        });
        if (attempt === 0) continue;
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        const { lhr } = result;
        if (lhr.runtimeError) {
          console.warn(`Lighthouse run ${attempt} of ${route.name} failed (${lhr.runtimeError.code}); running again`);
          continue;
        }
        const name = `${route.name.replace(/\W+/g, '-').replace(/^-|-$/g, '')}-${visit}`;
        writeFileSync(
          path.join(outDir, `${name}-${routeRuns.length + 1}.json`),
          typeof result.report === 'string' ? result.report : JSON.stringify(lhr),
        );
        const audit = (id: string): number => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
        const thread = loadThreadTime(result.artifacts.Trace.traceEvents as unknown as TraceEvent[], new URL(url).origin);
        routeRuns.push({
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
          bestPractices: Math.round((lhr.categories['best-practices']?.score ?? 0) * 100),
          firstContentfulPaintMs: audit('first-contentful-paint'),
          largestContentfulPaintMs: audit('largest-contentful-paint'),
          totalBlockingTimeMs: audit('total-blocking-time'),
          mainThreadCpuMs: Math.round(thread?.cpuMs ?? Number.NaN),
          mainThreadWallMs: Math.round(thread?.wallMs ?? Number.NaN),
          cpuBlockingMs: Math.round(thread?.cpuBlockingMs ?? Number.NaN),
        });
      }
      // A route no run could measure is reported unmeasured ('–') rather than ending the whole bench.
      if (routeRuns.length === 0) {
        console.warn(`Every Lighthouse run of ${url} failed: not measured`);
        continue;
      }
      scores.push({ route: route.name, visit, url, ...medianRun(routeRuns), runs: routeRuns });
    }
  } finally {
    chrome.kill();
  }
  return scores;
}
