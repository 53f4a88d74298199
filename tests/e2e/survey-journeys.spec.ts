import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { PERSONAS, signIn } from './support/personas';
import { answerCurrentQuestion, answerToLastQuestion, walkFlow } from './support/survey-walker';
import { expectDateShown, fillDate } from './support/dates';

// Issue 11, items 11-17: the survey as a person uses it (browser Back, blur, numbers, units, recap).

const question = (page: Page) => page.locator('form.survey-question');
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const next = (page: Page) => question(page).getByRole('button', { name: 'Next' }).click();

async function screenshots(page: Page, name: string): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // Nothing sideways at a phone's width: the page is no wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `test-results/screenshots/${name}-${width}.png`, fullPage: true });
  }
}

async function answerGoals(page: Page, goals: readonly string[]): Promise<void> {
  await expect(heading(page, 'What are your health goals?')).toBeVisible();
  for (const goal of goals) await question(page).getByLabel(goal, { exact: true }).check();
  await next(page);
}

test('the browser Back and Forward buttons move between questions, which are numbered', async ({ page }) => {
  await signIn(page, PERSONAS.new, '/health-profile-survey/health-profile');
  await expect(page.getByText('Question 1', { exact: true })).toBeVisible();
  await answerGoals(page, ['Energy', 'Sleep']);
  await expect(heading(page, 'Which goal is most important to you?')).toBeVisible();
  await expect(page.getByText('Question 2', { exact: true })).toBeVisible();
  await question(page).getByLabel('Sleep', { exact: true }).check();
  await next(page);
  await expect(heading(page, 'What is your date of birth?')).toBeVisible();
  await expect(page.getByText('Question 3', { exact: true })).toBeVisible();
  await screenshots(page, 'survey-question-numbered');

  await page.goBack();
  await expect(heading(page, 'Which goal is most important to you?')).toBeVisible();
  await expect(question(page).getByLabel('Sleep', { exact: true })).toBeChecked();
  await page.goBack();
  await expect(heading(page, 'What are your health goals?')).toBeVisible();
  await expect(question(page).getByLabel('Energy', { exact: true })).toBeChecked();
  await expect(page).toHaveURL(/\/health-profile-survey\/health-profile/);
  await page.goForward();
  await expect(heading(page, 'Which goal is most important to you?')).toBeVisible();

  // The page's own Back agrees with the browser's: one step, and the browser's Forward returns.
  await question(page).getByRole('button', { name: 'Back' }).click();
  await expect(heading(page, 'What are your health goals?')).toBeVisible();
  await page.goForward();
  await expect(heading(page, 'Which goal is most important to you?')).toBeVisible();

  // Dropping to one goal skips important-goal, so the numbers move up.
  await page.goBack();
  await question(page).getByLabel('Sleep', { exact: true }).uncheck();
  await next(page);
  await expect(heading(page, 'What is your date of birth?')).toBeVisible();
  await expect(page.getByText('Question 2', { exact: true })).toBeVisible();
});

test('answers are checked when the person leaves the field, not only on Next', async ({ page }) => {
  await signIn(page, PERSONAS.new, '/health-profile-survey/health-profile');
  await answerGoals(page, ['Energy']);
  await expect(heading(page, 'What is your date of birth?')).toBeVisible();
  await fillDate(question(page), '2031-01-01');
  // Moving from one of the date's boxes to another is not leaving it.
  await question(page).getByLabel('Day', { exact: true }).focus();
  await page.keyboard.press('Tab');
  await expect(question(page).getByLabel('Month', { exact: true })).toBeFocused();
  await expect(page.getByRole('alert')).toHaveCount(0);
  // Leaving the field: a click elsewhere on the page.
  await page.getByText('Question 2', { exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter a real date in the past');
  await expect(heading(page, 'What is your date of birth?')).toBeVisible();
  // What was typed stays, and correcting it clears the message.
  await expectDateShown(question(page), '2031-01-01');
  await fillDate(question(page), '1985-04-12');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByText('Question 2', { exact: true }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await screenshots(page, 'survey-question-blur');
});

test('switching height and weight units converts what is shown and saves exactly that', async ({ page }) => {
  await signIn(page, PERSONAS.new, '/health-profile-survey/health-profile');
  await answerGoals(page, ['Energy']);
  await fillDate(question(page), '1985-04-12');
  await next(page);
  await question(page).getByLabel('Female', { exact: true }).check();
  await next(page);
  await next(page);
  await expect(heading(page, 'What is your height and weight?')).toBeVisible();
  await question(page).getByLabel('cm', { exact: true }).fill('178');
  await question(page).getByLabel('kg', { exact: true }).fill('70');
  await question(page).getByLabel('Feet and inches').check();
  await expect(question(page).getByLabel('ft', { exact: true })).toHaveValue('5');
  await expect(question(page).getByLabel('in', { exact: true })).toHaveValue('10');
  await question(page).getByLabel('Stones and pounds').check();
  await expect(question(page).getByLabel('st', { exact: true })).toHaveValue('11');
  await expect(question(page).getByLabel('lb', { exact: true })).toHaveValue('0');
  await question(page).getByLabel('in', { exact: true }).fill('11');
  await screenshots(page, 'survey-height-weight-imperial');
  await next(page);
  await expect(heading(page, 'What is your waist circumference?')).toBeVisible();
  // Back, the question shows what was stored: 5 ft 11 in, which is 180.3 cm in metric.
  await page.goBack();
  await expect(question(page).getByLabel('in', { exact: true })).toHaveValue('11');
  await question(page).getByLabel('Centimetres').check();
  await expect(question(page).getByLabel('cm', { exact: true })).toHaveValue('180.3');
  await question(page).getByLabel('Kilograms').check();
  await expect(question(page).getByLabel('kg', { exact: true })).toHaveValue('69.9');
});

test('the browser’s Back in the same task as Next’s release returns to the question Next left, and Forward to the one it opened', async ({
  page,
}) => {
  await signIn(page, PERSONAS.new, '/health-profile-survey/health-profile');
  await answerGoals(page, ['Energy']);
  await fillDate(question(page), '1985-04-12');
  await next(page);
  await question(page).getByLabel('Female', { exact: true }).check();
  await next(page);
  await expect(heading(page, 'What is your ethnicity?')).toBeVisible();
  await next(page);
  await expect(heading(page, 'What is your height and weight?')).toBeVisible();
  await question(page).getByLabel('cm', { exact: true }).fill('170');
  await question(page).getByLabel('kg', { exact: true }).fill('68');
  // Next is released and the browser goes back before the page runs anything else: Next's history entry must be
  // written by then, so Back leaves the question Next opened, not the one before it.
  await question(page)
    .getByRole('button', { name: 'Next' })
    .evaluate((button) => {
      const at = { bubbles: true, cancelable: true, composed: true, isPrimary: true, button: 0 };
      button.dispatchEvent(new PointerEvent('pointerdown', at));
      button.dispatchEvent(new MouseEvent('mousedown', at));
      button.dispatchEvent(new PointerEvent('pointerup', at));
      button.dispatchEvent(new MouseEvent('mouseup', at));
      (button as HTMLButtonElement).click();
      history.back();
    });
  await expect(heading(page, 'What is your height and weight?')).toBeVisible();
  await expect(page).toHaveURL(/[?&]question=height-weight(&|$)/);
  await expect(question(page).getByLabel('cm', { exact: true })).toHaveValue('170');
  await page.goForward();
  await expect(heading(page, 'What is your waist circumference?')).toBeVisible();
  // One entry per question, in the order they were walked.
  await page.goBack();
  await expect(heading(page, 'What is your height and weight?')).toBeVisible();
  await page.goBack();
  await expect(heading(page, 'What is your ethnicity?')).toBeVisible();
});

test('exercise days are whole numbers from 0 to 7', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, PERSONAS.new, '/health-profile-survey/health-profile');
  for (let step = 0; step < 20 && (await question(page).getAttribute('data-node')) !== 'vigorous-days'; step += 1) {
    const node = await answerCurrentQuestion(page, { sex: 'Female' });
    await next(page);
    await expect(question(page)).not.toHaveAttribute('data-node', node);
  }
  await expect(heading(page, 'On how many days a week do you do vigorous exercise?')).toBeVisible();
  const days = question(page).getByRole('textbox');
  await days.fill('2.5');
  await days.press('Tab');
  await expect(page.getByRole('alert')).toHaveText('Please enter a whole number from 0 to 7');
  await next(page);
  await expect(heading(page, 'On how many days a week do you do vigorous exercise?')).toBeVisible();
  await expect(days).toHaveValue('2.5');
  await days.fill('0');
  await next(page);
  // 0 days skips the minutes question.
  await expect(heading(page, 'On how many days a week do you do moderate exercise?')).toBeVisible();
});

test('a finished flow reopens on a recap with a link to each question; a change there reaches the saved profile', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, PERSONAS.new, '/health-profile-survey/recommendations');
  await page.getByRole('button', { name: 'Start' }).click();
  const seen = await walkFlow(page, { pick: { 'recommendations-intent': 'Answer a few more questions' } });
  expect(seen).toContain('important-goal');
  await expect(page).toHaveURL(/\/health-profile-survey\/additional-questions/);
  await page.goto('/health-profile-survey/recap');
  await expect(page.getByText('Which goal is most important to you?')).toBeVisible();

  await page.goto('/health-profile-survey/recommendations');
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(heading(page, 'Check your answers')).toBeVisible();
  await expect(page.getByText('Question 3', { exact: true })).toBeVisible();
  // Answers read as the person gave them: the date of birth in words, not as it is stored.
  await expect(page.getByText('12 April 1985', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshots(page, 'survey-flow-recap');

  // One link, not many Backs, to change an early answer; nothing new opens, so the recap returns.
  await page.getByRole('link', { name: 'Change What are your health goals?' }).click();
  await expect(heading(page, 'What are your health goals?')).toBeVisible();
  await question(page).getByLabel('Fitness', { exact: true }).uncheck();
  await next(page);
  await expect(heading(page, 'Check your answers')).toBeVisible();
  await expect(page.getByText('Which goal is most important to you?')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save your answers' }).click();
  await expect(page).toHaveURL(/\/health-profile-survey\/additional-questions/);

  // The saved profile (read back from the server) no longer has the important goal.
  await page.goto('/health-profile-survey/recap');
  await expect(page.getByText('What are your health goals?')).toBeVisible();
  await expect(page.getByText('Which goal is most important to you?')).toHaveCount(0);
});

test('each Next is a history entry of its own, and an answer is kept when the page goes straight after it', async ({ page }) => {
  // No idle moment ever comes, so the answers reach storage only as the page goes (pagehide).
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  await signIn(page, PERSONAS.new, '/health-profile-survey/health-profile');
  await expect(page).toHaveURL(/[?&]question=goals(&|$)/);
  await answerGoals(page, ['Energy']);
  await expect(heading(page, 'What is your date of birth?')).toBeVisible();
  await expect(page).toHaveURL(/[?&]question=dob(&|$)/);
  await fillDate(question(page), '1985-04-12');
  await next(page);
  await expect(heading(page, 'What is your biological sex?')).toBeVisible();
  await page.reload();
  await expect(heading(page, 'What is your biological sex?')).toBeVisible();
  await page.goBack();
  await expect(heading(page, 'What is your date of birth?')).toBeVisible();
  await expectDateShown(question(page), '1985-04-12');
  await page.goBack();
  await expect(heading(page, 'What are your health goals?')).toBeVisible();
  await expect(question(page).getByLabel('Energy', { exact: true })).toBeChecked();
});

test('a link to a question opens it when the answers lead there, and otherwise the question on screen stays', async ({ page }) => {
  await signIn(page, PERSONAS.new, '/health-profile-survey/health-profile');
  await answerGoals(page, ['Energy']);
  await expect(heading(page, 'What is your date of birth?')).toBeVisible();
  await page.goto('/health-profile-survey/health-profile?question=goals');
  await expect(heading(page, 'What are your health goals?')).toBeVisible();
  await expect(question(page).getByLabel('Energy', { exact: true })).toBeChecked();
  // Height and weight come after questions not answered yet: the link cannot skip them.
  await page.goto('/health-profile-survey/health-profile?question=height-weight');
  await expect(heading(page, 'What are your health goals?')).toBeVisible();
  await expect(page).toHaveURL(/[?&]question=goals(&|$)/);
});

test('the page’s own Back works after a date is typed, and the date typed is still there on the way forward', async ({ page }) => {
  await signIn(page, PERSONAS.new, '/health-profile-survey/health-profile');
  await answerGoals(page, ['Energy']);
  await expect(heading(page, 'What is your date of birth?')).toBeVisible();
  // Typed as a person types it: day, Tab, month, Tab, year.
  await question(page).getByLabel('Day', { exact: true }).click();
  await page.keyboard.type('12');
  await page.keyboard.press('Tab');
  await page.keyboard.type('4');
  await page.keyboard.press('Tab');
  await page.keyboard.type('1985');
  await question(page).getByRole('button', { name: 'Back' }).click();
  await expect(heading(page, 'What are your health goals?')).toBeVisible();
  await expect(question(page).getByLabel('Energy', { exact: true })).toBeChecked();
  await next(page);
  await expect(heading(page, 'What is your date of birth?')).toBeVisible();
  await expectDateShown(question(page), '1985-04-12');
  // Not an answer until Next takes it: the browser's Back and Forward keep it on screen too.
  await page.goBack();
  await expect(heading(page, 'What are your health goals?')).toBeVisible();
  await page.goForward();
  await expectDateShown(question(page), '1985-04-12');
  await next(page);
  await expect(heading(page, 'What is your date of birth?')).toBeHidden();
});

test('Finish goes from the last question straight to the page after the flow, with nothing of the flow shown in between', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, PERSONAS.new, '/health-profile-survey/additional-questions');
  const last = (await answerToLastQuestion(page, { sex: 'Female' })).at(-1) ?? '';
  // Everything the page shows from the press on, as it reaches the screen.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as { shownAfterFinish?: string[] }).shownAfterFinish = seen;
    new MutationObserver(() => {
      const main = document.querySelector('main h1')?.textContent ?? '';
      if (seen.at(-1) !== main) seen.push(main);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await question(page).getByRole('button', { name: 'Finish' }).click();
  await expect(heading(page, 'Thank you')).toBeVisible();
  await expect(page).toHaveURL(/\/additional-questions\/finish$/);
  // The last question, busy while its answers are saved, and then the thank-you page: no recap of the answers (or any
  // other view of the flow) flashes on its way there.
  const shown = await page.evaluate(() => (window as { shownAfterFinish?: string[] }).shownAfterFinish ?? []);
  expect(shown.filter((text) => text !== last)).toEqual(['Thank you']);
});

test('the banner the saved answers bring appears with the page after the flow, never above the last question as it leaves', async ({
  page,
}) => {
  await signIn(page, PERSONAS.new, '/health-profile-survey/recommendations');
  await page.getByRole('button', { name: 'Start' }).click();
  await answerToLastQuestion(page, { pick: { 'recommendations-intent': 'Answer a few more questions' } });
  const last = (await question(page).getAttribute('data-node')) ?? '';
  await expect(page.locator('[data-banner="test-recommendations"]')).toHaveCount(0);
  // Each state of the page from the press on: the question on screen (if any) and whether the banner is there.
  await page.evaluate(() => {
    const states: string[] = [];
    (window as { statesAfterFinish?: string[] }).statesAfterFinish = states;
    new MutationObserver(() => {
      const node = document.querySelector('form.survey-question')?.getAttribute('data-node') ?? 'none';
      const state = `${node}${document.querySelector('[data-banner="test-recommendations"]') ? ' + banner' : ''}`;
      if (states.at(-1) !== state) states.push(state);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await question(page).getByRole('button', { name: 'Finish' }).click();
  await expect(page.locator('form.survey-question[data-node="waist-circumference"]')).toBeVisible();
  await expect(page.locator('[data-banner="test-recommendations"]')).toBeVisible();
  // The banner pushes the page down: shown above the question that is leaving, it would move it in its last frame.
  const states = await page.evaluate(() => (window as { statesAfterFinish?: string[] }).statesAfterFinish ?? []);
  expect(states).not.toContain(`${last} + banner`);
  expect(states.at(-1)).toBe('waist-circumference + banner');
});

test('the browser’s Back while the last answers are saving stays on the question it went back to, and the answers are saved', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, PERSONAS.new, '/health-profile-survey/additional-questions');
  const finish = question(page).getByRole('button', { name: 'Finish' });
  const before = (await answerToLastQuestion(page, { sex: 'Female' })).at(-2) ?? '';
  // A slow save, as on a phone's connection: the person goes back while it is on its way.
  let saved = false;
  await page.route('**/v1/health_profile', async (route) => {
    if (route.request().method() !== 'PATCH') return route.fallback();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.fallback();
    saved = true;
  });
  const answer = page.waitForResponse(
    (response) => response.request().method() === 'PATCH' && response.url().endsWith('/v1/health_profile'),
  );
  await finish.click();
  await expect(question(page).getByRole('button', { name: 'Saving your answers…' })).toBeVisible();
  await page.goBack();
  await expect(heading(page, before)).toBeVisible();
  expect((await answer).ok()).toBe(true);
  expect(saved).toBe(true);
  // Once the save has its answer the buttons are free again, on the question the person went back to: its answer
  // does not carry them forward to the page after the flow.
  await expect(question(page).getByRole('button', { name: 'Next' })).toBeEnabled();
  await expect(question(page).getByRole('button', { name: 'Back' })).toBeEnabled();
  await expect(heading(page, before)).toBeVisible();
  await expect(page).not.toHaveURL(/\/finish$/);
  // The flow is finished: from here it leads to the recap of its answers.
  await next(page);
  await expect(page.getByRole('heading', { level: 1, name: /Check your answers/ })).toBeVisible();
});

test('the browser’s Back after the last answers are saved, before the page after the flow has opened, shows the flow again, finished and free to use', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The code of the page after the flow is slow to come, as on a phone's connection: the flow is saved, and on its way
  // there, when the person goes back.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/survey-finish-screen-*.js', async (route) => {
    await held;
    await route.fallback();
  });
  await signIn(page, PERSONAS.new, '/health-profile-survey/additional-questions');
  const finish = question(page).getByRole('button', { name: 'Finish' });
  const last = (await answerToLastQuestion(page, { sex: 'Female' })).at(-1) ?? '';
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PATCH' && response.url().endsWith('/v1/health_profile'),
  );
  await finish.click();
  expect((await saved).ok()).toBe(true);
  await expect(page).toHaveURL(/\/additional-questions\/finish$/);
  await page.goBack();
  release();
  // The question is on screen again with its buttons free, and nothing carries the person on to the page after.
  await expect(heading(page, last)).toBeVisible();
  await expect(question(page).getByRole('button', { name: 'Next' })).toBeEnabled();
  await expect(question(page).getByRole('button', { name: 'Back' })).toBeEnabled();
  await expect(page).toHaveURL(/\/additional-questions\?(.*&)?question=/);
  // The flow is finished: from here it leads to the recap of its answers.
  await next(page);
  await expect(page.getByRole('heading', { level: 1, name: /Check your answers/ })).toBeVisible();
});
