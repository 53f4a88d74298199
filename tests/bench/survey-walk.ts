import { writeFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { launchChromium, TSX_NAME_SHIM } from './launch-chromium';
import { dispatchCpu, traceWindows, type TraceEvent } from './trace-windows';

/** What DevTools' Performance panel records: tasks with their CPU time, script, style, layout, paint, user timing. */
export const TRACE_CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'v8.execute',
];

export interface SurveyWalkTimings {
  /** Chromium's CPU throttling rate: 1 is this machine, 4 a slow phone (DevTools' 4x slowdown). */
  cpuSlowdown: number;
  /** The first question's Next pressed with nothing answered, to its message painted. */
  invalidSubmitMs: number;
  questions: number;
  /** Layout shift (CLS's sum, shifts without recent input) while the survey loaded: sign-in page to first question. */
  loadingShift: number;
  /** Layout shift without recent input during the walk itself. */
  walkShift: number;
  medianMs: number;
  p90Ms: number;
  maxMs: number;
  /**
   * The renderer main thread's CPU time from the click's task to the end of the Paint of the next question, median
   * over the Next clicks (from a trace): what a Next costs before it is seen, which other processes on the machine
   * change far less than the wall times above.
   */
  cpuMedianMs: number;
  /** From the click's task to the end of the first Paint after the question is in the DOM (trace), median. */
  tracedMedianMs: number;
  /**
   * CPU time of the Next click's own dispatch (the survey's handler, React's render and commit, the DOM changes),
   * median: the part of a Next the app's code decides, without the browser's input handling and frame around it.
   */
  clickCpuMedianMs: number;
  /** Wall self time per kind of work (script, style, layout, paint, other) up to that Paint, median per Next. */
  kindsMedianMs: Record<string, number>;
  /** The three slowest Next presses, by the question they left: where the max and p90 come from. */
  slowest: QuestionTiming[];
  /**
   * The flow's last press (Finish), which saves the answers: from its click to the page the flow leads to painted
   * (its heading in the DOM, off the survey's page); not among the Next presses above. Null when the walk did not end.
   */
  finishMs: number | null;
}

/** One Next press: the question it was pressed on and its time to the next question painted. */
export interface QuestionTiming {
  node: string;
  ms: number;
}

declare global {
  interface Window {
    layoutShifts?: { value: number; hadRecentInput: boolean }[];
    surveyTimings?: QuestionTiming[];
    surveyFinishMs?: number;
    /** The flow's last press, from its click to the frame that shows it busy (saving): its first visible answer. */
    surveyFinishBusyMs?: number;
    invalidSubmitMs?: number;
  }
}

/** In the page: from a click on Next to the frame after the question's error message is in the DOM (painted). */
function timeInvalidSubmit(): Promise<number> {
  return new Promise((resolve, reject) => {
    setTimeout(() => reject(new Error('Next with the first question blank showed no message within 5 s')), 5000);
    const form = document.querySelector('form.survey-question');
    const button = form?.querySelector('button[type="submit"]');
    if (!(form instanceof HTMLFormElement) || !(button instanceof HTMLButtonElement)) throw new Error('No question on screen');
    const observer = new MutationObserver(() => {
      if (!form.querySelector('[role="alert"]')) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started), 0));
    });
    observer.observe(form, { subtree: true, childList: true });
    const started = performance.now();
    button.click();
  });
}

/** Time per kind of work as the bench prints it: `script 3.1, style 0.8, ...`. */
export const kindsText = (kinds: Record<string, number>): string =>
  Object.entries(kinds)
    .map(([kind, ms]) => `${kind} ${ms.toFixed(1)}`)
    .join(', ');

/** The slowest presses as the bench prints them: each question's node and its time. */
export const slowestText = (presses: QuestionTiming[]): string =>
  presses.map((press) => `${press.node} ${press.ms.toFixed(1)} ms`).join(', ');

/** User-timing marks around each Next, so a trace of the walk can tell what each one cost the main thread. */
export const NEXT_START = 'survey-next-start';
const NEXT_PAINTED = 'survey-next-painted';
const NEXT_IN_DOM = 'survey-next-in-dom';

/**
 * In the page: from the Next click to the frame after the next question is in the DOM (painted). The click's own
 * timestamp starts the clock, so the time its task waited behind other work counts as a person would feel it. The
 * frame callback is asked for in the click's capture phase, before the page's own handlers run, so in the frame
 * that paints the next question it runs first, and the task it queues runs right after that paint: ahead of any
 * work the page itself queued from a frame callback to run after the paint, which is not on the way to it.
 */
function installTimer([startMark, paintedMark, domMark]: [string, string, string]): void {
  window.surveyTimings = [];
  const onScreen = () => document.querySelector('form.survey-question')?.getAttribute('data-node') ?? '';
  let node = onScreen();
  document.addEventListener(
    'click',
    (event) => {
      // The click lands on the button's label or icon as often as on the button itself.
      const button = event.target instanceof Element ? event.target.closest('button[type="submit"]') : null;
      if (!button?.closest('form.survey-question')) return;
      const from = event.timeStamp;
      const before = onScreen();
      performance.mark(startMark);
      // The flow's last press leaves its questions: it is done once the page it leads to shows its heading, with no
      // placeholder still waiting for its data.
      const finished = () => document.querySelector('h1') !== null && document.querySelector('.skeleton') === null;
      const untilPainted = () =>
        requestAnimationFrame(() => {
          const left = onScreen() === '';
          if (window.surveyFinishBusyMs === undefined && document.querySelector('form.survey-question button[data-busy]'))
            setTimeout(() => void (window.surveyFinishBusyMs ??= performance.now() - from), 0);
          if (onScreen() === before || (left && !finished())) {
            // Still the same question (a message instead, or not rendered yet), or on the way to the page after the
            // flow: the next frame, for 20 s at most (a busy machine's finish has taken several seconds).
            if (performance.now() - from < 20_000) untilPainted();
            return;
          }
          setTimeout(() => {
            if (left) {
              performance.mark('survey-finish-painted');
              window.surveyFinishMs = performance.now() - from;
              // A press whose next page painted in the very frame it was pressed in showed no busy frame before it.
              window.surveyFinishBusyMs ??= window.surveyFinishMs;
              return;
            }
            performance.mark(paintedMark);
            window.surveyTimings?.push({ node: before, ms: performance.now() - from });
          }, 0);
        });
      untilPainted();
    },
    true,
  );
  // When the next question reaches the DOM, for the trace (its first Paint after this is the one that shows it).
  new MutationObserver(() => {
    const current = onScreen();
    if (current === node) return;
    node = current;
    performance.mark(domMark);
  }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-node'] });
}

/** Times every press of Next (and the flow's last press) in `page` from now on: surveyTimings, surveyFinishMs. */
export async function installPressTimer(page: Page): Promise<void> {
  await page.evaluate(TSX_NAME_SHIM);
  await page.evaluate(installTimer, [NEXT_START, NEXT_PAINTED, NEXT_IN_DOM] as [string, string, string]);
}

/**
 * The flow's last press, from its click to the page it leads to painted; it may still be on its way (a walk waits
 * a fixed quiet time after each press): up to `waitMs` more. Null when it did not end.
 */
export function finishTime(page: Page, waitMs = 5000): Promise<number | null> {
  return page.evaluate(
    (wait) =>
      new Promise<number | null>((resolve) => {
        const until = performance.now() + wait;
        const check = () =>
          window.surveyFinishMs !== undefined
            ? resolve(window.surveyFinishMs)
            : performance.now() > until
              ? resolve(null)
              : setTimeout(check, 50);
        check();
      }),
    waitMs,
  );
}

/** How long a pointer rests on Next before pressing it: longer than any of the kit's hover transitions. */
const POINTER_REST_MS = 250;
/** How long the walk leaves the page alone after a press: longer than any Next takes to paint at 4x. */
const QUIET_AFTER_PRESS_MS = 300;

/** Answers the question on screen as the walker would and presses Next; false when no question is on screen. */
export async function answerQuestion(page: Page): Promise<boolean> {
  const node = await fillAnswer(page);
  if (node === null) return false;
  await pressNext(page, node);
  return true;
}

/** Answers the question on screen as the walker would, without pressing Next: its node, or null when there is none. */
export async function fillAnswer(page: Page): Promise<string | null> {
  const form = page.locator('form.survey-question');
  if ((await form.count()) === 0) return null;
  const template = await form.getAttribute('data-template');
  const node = await form.getAttribute('data-node');
  if (template === 'number') await form.getByRole('textbox').fill(node === 'waist-circumference' ? '80' : '2');
  else if (template === 'date') {
    await form.getByLabel('Day', { exact: true }).fill('12');
    await form.getByLabel('Month', { exact: true }).fill('4');
    await form.getByLabel('Year', { exact: true }).fill('1985');
  } else if (template === 'height-weight') {
    await form.getByLabel('cm', { exact: true }).fill('170');
    await form.getByLabel('kg', { exact: true }).fill('68');
  } else if (template === 'text') await form.getByRole('textbox').fill('Ana');
  else if (template === 'rating') await form.getByRole('radio').nth(2).check();
  else await form.locator('input').first().check();
  return node ?? '';
}

/** Work to start just before a press and stop once the next question has had time to paint (a profiler). */
export interface PressWatch {
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Presses Next on `node`'s question as a person would, and waits for the next question (or the end) to be shown.
 * `watch` brackets the press alone, without the pointer's approach or the wait for the next question.
 */
export async function pressNext(page: Page, node: string, watch?: PressWatch): Promise<void> {
  const form = page.locator('form.survey-question');
  // A person's pointer reaches Next and rests there before the press: the button's hover look has finished by
  // then. Playwright would move and press in one go, timing a hover fade no person waits through.
  // The press is the mouse's own (button down, button up), not Playwright's click action: that action listens to
  // the page's pointer, mouse and click events to check what they hit, and its checks (elementsFromPoint, which
  // lays the page out) ran inside the very task being timed: about 10 ms of each Next at 4x, in no person's click.
  const next = form.locator('button[type="submit"]');
  await next.scrollIntoViewIfNeeded();
  const box = await next.boundingBox();
  if (!box) throw new Error(`Next is not on screen on ${node}`);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForTimeout(POINTER_REST_MS);
  await watch?.start();
  await page.mouse.down();
  await page.mouse.up();
  // Nothing is asked of the page while the next question renders and paints: Playwright's waitForFunction runs its
  // injected script in the page at once and then in every frame, and at 4x those tasks (11-20 ms of them were seen
  // in traces) fell between the click and the frame being timed. The page's own timer says when it painted.
  await page.waitForTimeout(QUIET_AFTER_PRESS_MS);
  await watch?.stop();
  await page.waitForFunction((previous) => document.querySelector('form.survey-question')?.getAttribute('data-node') !== previous, node);
}

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/**
 * Someone who has not answered the flow yet, one per walk: a finished flow reopens on its recap, with no question
 * to time, and the answers are saved to the account.
 */
export const WALKERS = ['new@example.com', 'tfp@example.com'] as const;

/** Signs `walker` in on the stand-in login page and waits for the health-check flow's first question, settled. */
export async function signInToSurvey(page: Page, baseUrl: string, walker: string): Promise<void> {
  await page.goto(`${baseUrl}/site/login?redirectTo=${encodeURIComponent('/health-profile-survey/health-check')}`);
  await page.getByLabel('Email').fill(walker);
  await page.getByLabel('Password').fill('Passw0rd!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.locator('form.survey-question').waitFor();
  await page.waitForLoadState('networkidle');
}

/** What a walk of the flow's questions measured, whatever page it walked. */
export type QuestionWalkTimings = Omit<SurveyWalkTimings, 'invalidSubmitMs' | 'loadingShift'>;

const unexpectedShift = (shifts: { value: number; hadRecentInput: boolean }[]) =>
  shifts.filter((shift) => !shift.hadRecentInput).reduce((sum, shift) => sum + shift.value, 0);

/** Every layout shift from the first load of each page on, for the walk's CLS figures. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        window.layoutShifts?.push({ value: entry.value, hadRecentInput: entry.hadRecentInput });
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export async function slowCpu(page: Page, cpuSlowdown: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
}

/**
 * Answers and times every question from the one on screen to the end of the flow, tracing the walk. With `record`,
 * each question's form as it first appeared (before it is answered) is pushed to it, outside the timed presses.
 */
async function timeQuestions(
  browser: Browser,
  page: Page,
  cpuSlowdown: number,
  traceName: string,
  record?: string[],
): Promise<QuestionWalkTimings> {
  const shiftsBefore = unexpectedShift((await page.evaluate(() => window.layoutShifts)) ?? []);
  await installPressTimer(page);
  // A trace kept for a look also samples the JavaScript, for DevTools' flame chart.
  const categories = process.env.SURVEY_TRACE_DIR ? [...TRACE_CATEGORIES, 'disabled-by-default-v8.cpu_profiler'] : TRACE_CATEGORIES;
  await browser.startTracing(page, { categories });
  for (let step = 0; step < 60; step += 1) {
    if (record)
      record.push(
        await page
          .locator('form.survey-question')
          .evaluate((form) => form.outerHTML)
          .catch(() => ''),
      );
    if (!(await answerQuestion(page).catch(() => false))) break;
  }
  const finishMs = await finishTime(page);
  const traceText = (await browser.stopTracing()).toString('utf8');
  // For a look in DevTools' Performance panel (Load profile): SURVEY_TRACE_DIR=<folder>.
  if (process.env.SURVEY_TRACE_DIR) writeFileSync(`${process.env.SURVEY_TRACE_DIR}/${traceName}-${cpuSlowdown}x.json`, traceText);
  const trace = JSON.parse(traceText) as { traceEvents: TraceEvent[] };
  const presses = ((await page.evaluate(() => window.surveyTimings)) ?? []).sort((a, b) => a.ms - b.ms);
  const timings = presses.map((press) => press.ms);
  const walkShifts = (await page.evaluate(() => window.layoutShifts)) ?? [];
  if (timings.length === 0) throw new Error(`The survey walk timed no question (stopped on ${page.url()})`);
  const windows = traceWindows(trace.traceEvents, NEXT_START, NEXT_IN_DOM, { endAtPaint: true });
  const median = (values: number[]) =>
    percentile(
      [...values].sort((a, b) => a - b),
      0.5,
    );
  const kinds = [...new Set(windows.flatMap((window) => Object.keys(window.byKind)))];
  return {
    cpuSlowdown,
    walkShift: unexpectedShift(walkShifts) - shiftsBefore,
    questions: timings.length,
    medianMs: percentile(timings, 0.5),
    p90Ms: percentile(timings, 0.9),
    maxMs: timings.at(-1) ?? 0,
    tracedMedianMs: median(windows.map((window) => window.wallMs)),
    cpuMedianMs: median(windows.map((window) => window.cpuMs)),
    clickCpuMedianMs: median(dispatchCpu(trace.traceEvents, NEXT_START, 'click')),
    kindsMedianMs: Object.fromEntries(kinds.map((kind) => [kind, median(windows.map((window) => window.byKind[kind] ?? 0))])),
    slowest: presses.slice(-3).reverse(),
    finishMs,
  };
}

/** The app's page at the flow's first question and each question's form, as a walk at 1x saw them. */
export interface RecordedFlow {
  document: string;
  forms: string[];
}

/**
 * Walks the 54-node health-check flow in Chromium as a person who has not answered it, with the CPU slowed down
 * `cpuSlowdown` times, and times the first Next pressed with nothing answered and then every Next. With `record`,
 * the page and each question's form are kept there, for the hand-written page (survey-static-page.ts).
 */
export async function surveyWalk(baseUrl: string, walker: string, cpuSlowdown: number, record?: RecordedFlow): Promise<SurveyWalkTimings> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    // The survey loading (its screen, its engine, the person's answers), then every question of the walk.
    await recordLayoutShifts(page);
    await signInToSurvey(page, baseUrl, walker);
    const loadShifts = (await page.evaluate(() => window.layoutShifts)) ?? [];
    await slowCpu(page, cpuSlowdown);
    // The first question may open filled in from the profile: emptied, it is a required question left blank.
    const boxes = page.locator('form.survey-question').getByRole('textbox');
    for (let index = 0; index < (await boxes.count()); index += 1) await boxes.nth(index).fill('');
    if (record) {
      record.document = await page.evaluate(() => document.documentElement.outerHTML);
    }
    const invalidSubmitMs = await page.evaluate(timeInvalidSubmit);
    const walk = await timeQuestions(browser, page, cpuSlowdown, 'survey-walk', record?.forms);
    return { ...walk, invalidSubmitMs, loadingShift: unexpectedShift(loadShifts) };
  } finally {
    await browser.close();
  }
}

/**
 * Walks `html` (a page whose own script swaps each question in: survey-static-page.ts) served at `url`, with the
 * same presses, timer and trace as the app's walk.
 */
export async function staticSurveyWalk(url: string, html: string, cpuSlowdown: number): Promise<QuestionWalkTimings> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await recordLayoutShifts(page);
    await page.route(url, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
    await page.goto(url);
    await page.locator('form.survey-question').waitFor();
    await page.waitForLoadState('networkidle');
    await slowCpu(page, cpuSlowdown);
    return await timeQuestions(browser, page, cpuSlowdown, 'survey-static-page');
  } finally {
    await browser.close();
  }
}
