import { chromium, type Page } from '@playwright/test';
import { chromiumExecutable } from '../e2e/chromium-path.mjs';

export interface SurveyWalkTimings {
  /** Chromium's CPU throttling rate: 1 is this machine, 4 a slow phone (DevTools' 4x slowdown). */
  cpuSlowdown: number;
  /** The first question's Next pressed with nothing answered, to its message painted. */
  invalidSubmitMs: number;
  questions: number;
  medianMs: number;
  p90Ms: number;
  maxMs: number;
}

declare global {
  interface Window {
    surveyTimings?: number[];
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

/** In the page: from the Next click to the frame after the next question is in the DOM (painted). */
function installTimer(): void {
  window.surveyTimings = [];
  let started = 0;
  let node = document.querySelector('form.survey-question')?.getAttribute('data-node') ?? '';
  document.addEventListener(
    'click',
    (event) => {
      // The click lands on the button's label or icon as often as on the button itself.
      const button = event.target instanceof Element ? event.target.closest('button[type="submit"]') : null;
      if (button?.closest('form.survey-question')) started = performance.now();
    },
    true,
  );
  new MutationObserver(() => {
    const current = document.querySelector('form.survey-question')?.getAttribute('data-node') ?? '';
    if (current === node || started === 0) return;
    node = current;
    const from = started;
    started = 0;
    requestAnimationFrame(() => setTimeout(() => window.surveyTimings?.push(performance.now() - from), 0));
  }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-node'] });
}

async function answer(page: Page): Promise<boolean> {
  const form = page.locator('form.survey-question');
  if ((await form.count()) === 0) return false;
  const template = await form.getAttribute('data-template');
  const node = await form.getAttribute('data-node');
  if (template === 'number') await form.getByRole('textbox').fill(node === 'waist-circumference' ? '80' : '2');
  else if (template === 'date') await form.locator('input[type="date"]').fill('1985-04-12');
  else if (template === 'height-weight') {
    await form.getByLabel('cm', { exact: true }).fill('170');
    await form.getByLabel('kg', { exact: true }).fill('68');
  } else if (template === 'text') await form.getByRole('textbox').fill('Ana');
  else if (template === 'rating') await form.getByRole('radio').nth(2).check();
  else await form.locator('input').first().check();
  await form.locator('button[type="submit"]').click();
  await page.waitForFunction((previous) => document.querySelector('form.survey-question')?.getAttribute('data-node') !== previous, node);
  return true;
}

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/**
 * Someone who has not answered the flow yet, one per walk: a finished flow reopens on its recap, with no question
 * to time, and the answers are saved to the account.
 */
export const WALKERS = ['new@example.com', 'tfp@example.com'] as const;

/**
 * Walks the 54-node health-check flow in Chromium as a person who has not answered it, with the CPU slowed down
 * `cpuSlowdown` times, and times the first Next pressed with nothing answered and then every Next.
 */
export async function surveyWalk(baseUrl: string, walker: string, cpuSlowdown: number): Promise<SurveyWalkTimings> {
  const executablePath = chromiumExecutable();
  const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/site/login?redirectTo=${encodeURIComponent('/health-profile-survey/health-check')}`);
    await page.getByLabel('Email').fill(walker);
    await page.getByLabel('Password').fill('Passw0rd!');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.locator('form.survey-question').waitFor();
    await page.waitForLoadState('networkidle');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    // The first question may open filled in from the profile: emptied, it is a required question left blank.
    const boxes = page.locator('form.survey-question').getByRole('textbox');
    for (let index = 0; index < (await boxes.count()); index += 1) await boxes.nth(index).fill('');
    const invalidSubmitMs = await page.evaluate(timeInvalidSubmit);
    await page.evaluate(installTimer);
    for (let step = 0; step < 60 && (await answer(page).catch(() => false)); step += 1);
    const timings = ((await page.evaluate(() => window.surveyTimings)) ?? []).sort((a, b) => a - b);
    if (timings.length === 0) throw new Error(`The survey walk timed no question (stopped on ${page.url()})`);
    return { cpuSlowdown, invalidSubmitMs, questions: timings.length, medianMs: percentile(timings, 0.5), p90Ms: percentile(timings, 0.9), maxMs: timings.at(-1) ?? 0 };
  } finally {
    await browser.close();
  }
}
