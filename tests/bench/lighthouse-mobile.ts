import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface LighthouseScores {
  url: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
}

/** Lighthouse's default (mobile, throttled) run of each URL; reports are kept in outDir. */
export async function lighthouseMobile(urls: readonly string[], outDir: string): Promise<LighthouseScores[]> {
  mkdirSync(outDir, { recursive: true });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const scores: LighthouseScores[] = [];
  try {
    for (const url of urls) {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'] });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { lhr } = result;
      const name = new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'root';
      writeFileSync(path.join(outDir, `${name}.json`), typeof result.report === 'string' ? result.report : JSON.stringify(lhr));
      const audit = (id: string): number => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
      scores.push({
        url,
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        bestPractices: Math.round((lhr.categories['best-practices']?.score ?? 0) * 100),
        firstContentfulPaintMs: audit('first-contentful-paint'),
        largestContentfulPaintMs: audit('largest-contentful-paint'),
        totalBlockingTimeMs: audit('total-blocking-time'),
      });
    }
  } finally {
    await chrome.kill();
  }
  return scores;
}
