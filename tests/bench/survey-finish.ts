import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CDPSession, Page } from '@playwright/test';
import { startBenchServer } from './bench-server';
import { launchChromium } from './launch-chromium';
import {
  fillAnswer,
  finishTime,
  installPressTimer,
  NEXT_START,
  pressNext,
  signInToSurvey,
  slowCpu,
  TRACE_CATEGORIES,
  WALKERS,
} from './survey-walk';
import { pressTraceText } from './press-trace';

// The health-check flow's finishing press alone (it saves the answers, then opens the page the flow leads to),
// several times at each CPU slowdown: the questions before it are answered at full speed and not timed, so a run
// costs a fraction of the whole walk's. Each run has a fresh server and database (the answers are saved).
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4841' },
    runs: { type: 'string', default: '3' },
    cpu: { type: 'string', default: '1,4' },
    // A build to serve instead of dist/ (e.g. one made with `--minify false`, to read the profile's names).
    app: { type: 'string', default: 'dist' },
    // Where to write a sampled CPU profile of each press (DevTools' Performance panel opens .cpuprofile files).
    profile: { type: 'string' },
    // Where to write a trace of each press; its work from the click to the painted page is printed by kind and task.
    trace: { type: 'string' },
  },
});

const median = (numbers: number[]): number => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)] ?? 0;
const fixed = (value: number): string => value.toFixed(1);

/** Resolves once nothing answers on `url` any more: the next run's server can have its port. */
async function untilGone(url: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      await fetch(url);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Answers every question but the last, without timing: true once the last one is on screen. */
async function walkToLastQuestion(page: Page): Promise<boolean> {
  const form = page.locator('form.survey-question');
  for (let step = 0; step < 80; step += 1) {
    if ((await form.getByRole('button', { name: 'Finish' }).count()) > 0) return true;
    const node = await fillAnswer(page);
    if (node === null) return false;
    await form.getByRole('button', { name: 'Next' }).click();
    await page.waitForFunction((previous) => document.querySelector('form.survey-question')?.getAttribute('data-node') !== previous, node);
  }
  return false;
}

/** A sampled CPU profile of the page from now, 100 µs apart. */
async function startProfile(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  return cdp;
}

async function saveProfile(cdp: CDPSession, file: string): Promise<void> {
  const { profile } = await cdp.send('Profiler.stop');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(profile));
  console.log(`CPU profile of the press: ${file}`);
}

/** The saves and read-backs the press made: each request's start and end, from the press. */
interface PressRequest {
  what: string;
  startMs: number;
  endMs: number;
}

for (const slowdown of (values.cpu ?? '1,4').split(',').map(Number)) {
  const times: number[] = [];
  const busyTimes: number[] = [];
  for (let run = 0; run < Number(values.runs); run += 1) {
    const server = await startBenchServer(Number(values.port), values.app);
    const browser = await launchChromium();
    try {
      const load = loadavg()[0] ?? 0;
      const page = await browser.newPage();
      await signInToSurvey(page, server.url, WALKERS[run % WALKERS.length] ?? WALKERS[0]);
      if (!(await walkToLastQuestion(page))) throw new Error(`The walk did not reach the flow's last question (stopped on ${page.url()})`);
      const node = (await fillAnswer(page)) ?? '';
      await page.waitForLoadState('networkidle');
      // Anyone answering the whole flow takes longer than the 10 s in which a load's first page notes its reads
      // (src/boot/learn-page-requests.ts); a walk at full speed may not, and its press would end that note.
      const sinceLoad = await page.evaluate(() => performance.now());
      await page.waitForTimeout(Math.max(0, 10_500 - sinceLoad));
      await slowCpu(page, slowdown);
      await installPressTimer(page);
      // The click's wall-clock time, which the requests' timings are in.
      await page.evaluate(() =>
        document.addEventListener(
          'click',
          (event) => void ((window as { pressedAt?: number }).pressedAt = performance.timeOrigin + event.timeStamp),
          { capture: true, once: true },
        ),
      );
      const finished: { what: string; startTime: number; endTime: number }[] = [];
      page.on('requestfinished', (request) => {
        const timing = request.timing();
        if (request.url().includes('/v1/'))
          finished.push({
            what: `${request.method()} ${new URL(request.url()).pathname}`,
            startTime: timing.startTime,
            endTime: timing.startTime + timing.responseEnd,
          });
      });
      const profiler = values.profile ? await startProfile(page) : null;
      if (values.trace) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
      await pressNext(page, node).catch(() => undefined);
      const ms = await finishTime(page, 20_000);
      if (profiler && values.profile) await saveProfile(profiler, `${values.profile}/finish-${slowdown}x-${run + 1}.cpuprofile`);
      if (values.trace) {
        const traceText = (await browser.stopTracing()).toString('utf8');
        const file = `${values.trace}/finish-${slowdown}x-${run + 1}.json`;
        await mkdir(values.trace, { recursive: true });
        await writeFile(file, traceText);
        console.log(
          `Trace of the press: ${file}\n${pressTraceText(JSON.parse(traceText).traceEvents, NEXT_START, 'survey-finish-painted')}`,
        );
      }
      if (ms === null) {
        console.log(
          `${slowdown}x run ${run + 1} (load ${load.toFixed(2)}): the finishing press did not open the next page within 20 s (on ${page.url()})`,
        );
        continue;
      }
      times.push(ms);
      const busyMs = (await page.evaluate(() => window.surveyFinishBusyMs)) ?? Number.NaN;
      busyTimes.push(busyMs);
      const pressedAt = (await page.evaluate(() => (window as { pressedAt?: number }).pressedAt)) ?? 0;
      const requests: PressRequest[] = finished
        .filter((request) => request.startTime >= pressedAt)
        .map((request) => ({ what: request.what, startMs: request.startTime - pressedAt, endMs: request.endTime - pressedAt }));
      const shown = requests
        .sort((a, b) => a.startMs - b.startMs)
        .map((request) => `${request.what} ${fixed(request.startMs)}–${fixed(request.endMs)}`);
      console.log(
        `${slowdown}x run ${run + 1} (load ${load.toFixed(2)}): the finishing press painted busy ${fixed(busyMs)} ms, the next page ${fixed(ms)} ms; its requests (ms after the click): ${shown.join(', ')}`,
      );
    } finally {
      await browser.close();
      server.stop();
      await untilGone(server.url);
    }
  }
  console.log(
    `${slowdown}x median of ${times.length} runs: the finishing press painted busy ${fixed(median(busyTimes))} ms, the next page ${fixed(median(times))} ms\n`,
  );
}
