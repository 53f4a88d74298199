import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { mkdirSync } from 'node:fs';
import { expectNoAxeViolations } from './support/axe';
import { failNext } from './support/mock-api';
import { PERSONAS, signIn } from './support/personas';

const PLANNER = 'planner@example.com';

// Each screen is checked with axe and photographed at three widths, so a journey takes longer than the default.
test.describe.configure({ timeout: 120_000 });
const SHOTS = 'test-results/screenshots';

/**
 * Axe, nothing of the screen wider than the window at 320 px, and a full-page screenshot at 390 and 1280 px.
 * Only the screen's own content is measured: the shared banner area is another issue's (see the report).
 */
async function checkScreen(page: Page, name: string): Promise<void> {
  await expectNoAxeViolations(page);
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [320, 390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const sideways = await page.evaluate(() => {
      const screen = document.getElementById('screen-heading')?.closest('section, article');
      const limit = document.documentElement.clientWidth + 0.5;
      return [...(screen?.querySelectorAll('*') ?? [])].some((element) => element.getBoundingClientRect().right > limit);
    });
    expect(sideways, `${name} scrolls sideways at ${width} px`).toBe(false);
    if (width !== 320) await page.screenshot({ path: `${SHOTS}/health-plan-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

test("results@example.com sees their plan in week 3 with a 2-week streak, the weeks and the week's tasks by category", async ({ page }) => {
  await signIn(page, PERSONAS.results, '/new-health-plan');
  // The first test of a run meets a cold local server on a shared machine: its first answer can take longer.
  await expect(heading(page, 'Your health plan')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Week 3 of 12')).toBeVisible();
  await expect(page.getByText('2-week streak')).toBeVisible();
  await checkScreen(page, 'home');

  await page.getByRole('link', { name: 'See your whole plan' }).click();
  await expect(heading(page, 'Your 12-week plan')).toBeVisible();
  await expect(page.getByText('I want to keep up with my kids on our Sunday walks.')).toBeVisible();
  const weeks = page.getByRole('list').filter({ has: page.getByRole('link', { name: /Week 1\b/ }) });
  await expect(weeks.getByRole('listitem').nth(0)).toContainText('Kept up');
  await expect(weeks.getByRole('listitem').nth(1)).toContainText('Kept up');
  await expect(weeks.getByRole('listitem').nth(2)).toContainText('In progress');
  await expect(weeks.getByRole('listitem').nth(3)).toContainText('Not started yet');
  await checkScreen(page, 'plan');

  await page.getByRole('link', { name: /Week 3 \(This week\)/ }).click();
  await expect(heading(page, 'Week 3')).toBeVisible();
  for (const category of ['Alcohol', 'Food and drink', 'Activity', 'Rest and relaxation'])
    await expect(page.getByRole('heading', { level: 2, name: category })).toBeVisible();
  await expect(page.getByRole('link', { name: /Read how fibre lowers cholesterol\s*Done/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Learn what a unit of alcohol is\s*Skipped/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Have a wholegrain breakfast\s*2 of 3 done/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Go for a brisk walk\s*Choose how often/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Read the activity guidelines\s*To do/ })).toBeVisible();
  await checkScreen(page, 'week');
});

test('logging every task of week 3 to week complete, then the week review and its streak message', async ({ page }) => {
  await signIn(page, PERSONAS.results, '/new-health-plan/plans/plan-1/3');
  await expect(heading(page, 'Week 3')).toBeVisible();

  // One tap on the week page; a double tap logs once.
  await page.getByRole('button', { name: 'Log one: Have a wholegrain breakfast' }).dblclick();
  await expect(page.getByRole('link', { name: /Have a wholegrain breakfast\s*Done/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log one: Have a wholegrain breakfast' })).toBeDisabled();
  await expect(heading(page, 'Week 3')).toBeVisible();

  // An information task: read it and mark it as done.
  await page.getByRole('link', { name: /Read the activity guidelines/ }).click();
  await expect(page.getByText('Read this, then mark it as done.')).toBeVisible();
  await checkScreen(page, 'task-input');
  await page.getByRole('button', { name: 'Mark as done' }).click();
  await expect(page.getByText('Task done. Well done.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to week 3' }).click();

  // A tracking task without a target: choose one first.
  await page.getByRole('link', { name: /Go for a brisk walk/ }).click();
  await expect(page.getByText('Choose a target that suits your week.')).toBeVisible();
  await page.getByRole('button', { name: 'Set my target' }).click();
  await expect(page.getByText('Choose how many times you will do this', { exact: true })).toBeVisible();
  await checkScreen(page, 'task-not-set');
  await page.getByLabel('How many times will you do this this week?').selectOption('1');
  await page.getByRole('button', { name: 'Set my target' }).click();
  await expect(page.getByText('0 of 1 time this week')).toBeVisible();
  await expect(page.getByText("You haven't logged this yet this week.")).toBeVisible();
  // While a change is being saved the buttons show busy and ignore taps (a double tap logs once).
  await expect(page.getByRole('button', { name: 'Log one' })).not.toHaveAttribute('aria-busy', 'true');
  await page.getByRole('button', { name: 'Log one' }).click();
  await expect(page.getByText('Task done. Just one task left this week.')).toBeVisible();
  await checkScreen(page, 'task-one-left');
  await page.getByRole('button', { name: 'Undo the last one' }).click();
  await expect(page.getByText('0 of 1 time this week')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Undo the last one' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Log one' })).not.toHaveAttribute('aria-busy', 'true');
  await page.getByRole('button', { name: 'Log one' }).click();
  await expect(page.getByText('1 of 1 time this week')).toBeVisible();
  await page.getByRole('link', { name: 'Back to week 3' }).click();

  // The last task, logged twice.
  await page.getByRole('link', { name: /Take 10 minutes for slow breathing/ }).click();
  await expect(heading(page, 'Take 10 minutes for slow breathing')).toBeVisible();
  await page.getByRole('button', { name: 'Log one' }).click();
  await expect(page.getByText('Good progress. Keep going.')).toBeVisible();
  await checkScreen(page, 'task-made-progress');
  await page.getByRole('button', { name: 'Log one' }).click();
  await expect(page.getByText("That's every task this week done.")).toBeVisible();
  await expect(page.getByText('Three weeks: your new routine is starting to feel familiar.')).toBeVisible();
  await checkScreen(page, 'task-week-complete');

  await page.getByRole('link', { name: 'Review your week' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Week 3 complete' })).toBeVisible();
  await page.getByRole('button', { name: 'Save my review' }).click();
  await expect(page.getByText('Choose how this week felt')).toBeVisible();
  await page.getByLabel('What helped, or what got in the way? (optional)').fill('Walking with a friend helped.');
  await checkScreen(page, 'week-review');
  await page.getByLabel('About right').check();
  await page.getByRole('button', { name: 'Save my review' }).click();
  await expect(page.getByText('You said this week felt: About right')).toBeVisible();

  await page.reload();
  await expect(page.getByText('You said this week felt: About right')).toBeVisible();
  await page.getByRole('link', { name: 'Back to your plan' }).click();
  await expect(page.getByText('3-week streak')).toBeVisible();
});

test('skipping a task needs one of the skip reasons, and the week shows it as skipped', async ({ page }) => {
  await signIn(page, PERSONAS.results, '/new-health-plan/plans/plan-1/3');
  await page.getByRole('link', { name: /Take 10 minutes for slow breathing/ }).click();
  await expect(page.getByText("You haven't logged this yet this week.")).toBeVisible();
  await checkScreen(page, 'task-no-progress');
  // At least 24 px tall on a phone (WCAG 2.2, 2.5.8), as rendered.
  await page.setViewportSize({ width: 390, height: 844 });
  const skip = page.getByRole('button', { name: 'Skip this task' });
  await expect(skip).toBeVisible();
  const box = await skip.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(24);
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(24);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Skip this task' }).click();
  await page.getByRole('button', { name: 'Skip task' }).click();
  await expect(page.getByText("Choose why you're skipping this task")).toBeVisible();
  for (const reason of ['Too many tasks', "Don't know where to begin", 'Not suitable', 'Already do this', 'Other'])
    await expect(page.getByLabel(reason)).toBeVisible();
  await checkScreen(page, 'task-skip');
  await page.getByLabel('Too many tasks').check();
  await page.getByRole('button', { name: 'Skip task' }).click();
  await expect(page.getByText('You skipped this task: Too many tasks')).toBeVisible();
  await page.getByRole('link', { name: 'Back to week 3' }).click();
  await expect(page.getByRole('link', { name: /Take 10 minutes for slow breathing\s*Skipped/ })).toBeVisible();
});

test('keyboard only: open a task from the week and log it', async ({ page }) => {
  await signIn(page, PERSONAS.results, '/new-health-plan/plans/plan-1/3');
  await expect(heading(page, 'Week 3')).toBeVisible();
  const focusedText = () => page.evaluate(() => document.activeElement?.textContent ?? '');
  const focusedLink = () =>
    page.evaluate(() => (document.activeElement?.tagName === 'A' ? (document.activeElement.textContent ?? '') : ''));
  for (let presses = 0; presses < 60 && !(await focusedLink()).includes('Take 10 minutes for slow breathing'); presses += 1)
    await page.keyboard.press('Tab');
  expect(await focusedLink()).toContain('Take 10 minutes for slow breathing');
  await page.keyboard.press('Enter');
  await expect(heading(page, 'Take 10 minutes for slow breathing')).toBeVisible();
  for (let presses = 0; presses < 30 && (await focusedText()) !== 'Log one'; presses += 1) await page.keyboard.press('Tab');
  expect(await focusedText()).toBe('Log one');
  await page.keyboard.press('Enter');
  await expect(page.getByText('1 of 2 times this week')).toBeVisible();
  // A second press while the first is on its way is a double tap and ignored; wait until it is saved.
  await expect(page.getByRole('button', { name: 'Log one' })).not.toHaveAttribute('aria-busy', 'true');
  await page.keyboard.press('Space');
  await expect(page.getByText('2 of 2 times this week')).toBeVisible();
});

test('a failed task update keeps the logged progress, says so, and saves on retry', async ({ page }) => {
  await signIn(page, PERSONAS.results, '/new-health-plan/plans/plan-1/3');
  await page.getByRole('link', { name: /Take 10 minutes for slow breathing/ }).click();
  await expect(heading(page, 'Take 10 minutes for slow breathing')).toBeVisible();
  await failNext(page, 'patch', '/v1/tasks/:id', 500);
  await page.getByRole('button', { name: 'Log one' }).click();
  await expect(page.getByRole('alert')).toContainText("We couldn't save that, but your progress is still here: 1 of 2. Try again.");
  await expect(page.getByText('1 of 2 times this week')).toBeVisible();
  await checkScreen(page, 'task-save-failed');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('1 of 2 times this week')).toBeVisible();
});

test('while a change is being saved the busy buttons say so and stay readable, and the count shows the change', async ({ page }) => {
  await signIn(page, PERSONAS.results, '/new-health-plan/plans/plan-1/3');
  await page.getByRole('link', { name: /Take 10 minutes for slow breathing/ }).click();
  await expect(heading(page, 'Take 10 minutes for slow breathing')).toBeVisible();
  // A slow save, as on a slow connection: the screen is checked while the change is on its way.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/v1/tasks/*', async (route) => {
    if (route.request().method() === 'PATCH') await held;
    await route.fallback();
  });
  await page.getByRole('button', { name: 'Log one' }).click();
  await expect(page.getByText('1 of 2 times this week')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log one' })).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('button', { name: 'Undo the last one' })).toBeVisible();
  await checkScreen(page, 'task-saving');
  release();
  await expect(page.getByRole('button', { name: 'Log one' })).not.toHaveAttribute('aria-busy', 'true');
  await page.reload();
  await expect(page.getByText('1 of 2 times this week')).toBeVisible();
});

test('onboarding to a new plan: intro, overview, commitment (required), start; a double tap starts one plan', async ({ page }) => {
  await signIn(page, PLANNER, '/new-health-plan');
  await expect(page.getByRole('heading', { level: 2, name: 'Recommended for you' })).toBeVisible();
  for (const title of ['Move more', 'Work toward a healthy weight', 'Make time to unwind'])
    await expect(page.getByRole('listitem').filter({ hasText: title })).toBeVisible();
  await checkScreen(page, 'home-start');
  await page.getByRole('link', { name: 'Start your plan' }).click();

  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  await expect(heading(page, 'Your health plan')).toBeVisible();
  await checkScreen(page, 'onboarding-intro');
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page.getByText('Step 2 of 4')).toBeVisible();
  await expect(page.getByText('Go for a brisk walk')).toBeVisible();
  await checkScreen(page, 'onboarding-overview');
  await page.getByRole('link', { name: 'Continue' }).click();

  await expect(heading(page, 'Why does this matter to you?')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toContainText('Write why this plan matters to you');
  await checkScreen(page, 'onboarding-commitment-error');
  // The summary's link takes the person to the field to fix.
  await page.getByRole('alert').getByRole('link', { name: 'Write why this plan matters to you' }).click();
  await expect(page.getByLabel('Your reason')).toBeFocused();
  await page.getByLabel('Your reason').fill('To be fit for my grandchildren.');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(heading(page, 'Ready to start?')).toBeVisible();
  await expect(page.getByText('To be fit for my grandchildren.')).toBeVisible();
  await checkScreen(page, 'onboarding-start');
  await page.getByRole('link', { name: 'Change your reason' }).click();
  await expect(page.getByLabel('Your reason')).toHaveValue('To be fit for my grandchildren.');
  await page.goBack();
  await page.getByRole('button', { name: 'Start my plan' }).dblclick();

  await expect(heading(page, 'Your 12-week plan')).toBeVisible();
  await expect(page.getByText('Week 1 of 12')).toBeVisible();
  await expect(page.getByText('To be fit for my grandchildren.')).toBeVisible();
  await expect(page.getByText('Your streak starts with the first week you keep up.')).toBeVisible();
  await page.goto('/new-health-plan');
  await expect(page.getByRole('heading', { level: 2, name: 'Your plan now' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Finished plans' })).toHaveCount(0);
});

test('recipes for the plan, a recipe with its ingredients and method, and the recipes page', async ({ page }) => {
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  await signIn(page, PERSONAS.results, '/new-health-plan/plans/plan-1');
  await page.getByRole('link', { name: 'Recipes for your plan' }).click();
  await expect(heading(page, 'Recipes for your plan')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Overnight oats with berries' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sparkling ginger and lime cooler' })).toBeVisible();
  await checkScreen(page, 'your-recipes');
  await page.getByRole('link', { name: 'Overnight oats with berries' }).click();
  await expect(heading(page, 'Overnight oats with berries')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Ingredients' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Method' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: '50 g rolled oats' })).toBeVisible();
  expect(dialogs).toBe(0);
  await checkScreen(page, 'recipe');
  await page.getByRole('link', { name: 'Back to recipes' }).click();
  await expect(heading(page, 'Recipes')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mackerel and new potato traybake' })).toBeVisible();
  await checkScreen(page, 'recipes');
});

test('the complete page of a finished 4-week plan says what changed, kindly about its missed week', async ({ page }) => {
  await signIn(page, PERSONAS.results, '/new-health-plan');
  await page.getByRole('link', { name: /Your 4-week plan, finished/ }).click();
  await expect(heading(page, "You've finished your plan")).toBeVisible();
  await expect(page.getByText("Here's what changed over your 4 weeks.")).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: '3 of 4' })).toBeVisible();
  await expect(page.getByText("Only 12% of people finish their plan. You're one of them.")).toBeVisible();
  await checkScreen(page, 'complete');
  await page.getByRole('link', { name: 'Back to your plan' }).click();
  await expect(heading(page, 'Your 4-week plan')).toBeVisible();
  await expect(page.getByRole('link', { name: /Week 2.*Missed/ })).toBeVisible();
  await expect(page.getByText(/start again/i)).toHaveCount(0);

  await page.goto('/new-health-plan/plans/plan-1/complete');
  await expect(heading(page, "Your plan isn't finished yet")).toBeVisible();
});

test('an unknown plan, week, task, template, step or recipe shows the 404 page', async ({ page }) => {
  await signIn(page, PERSONAS.results, '/new-health-plan/plans/nope');
  await expect(heading(page, 'Page not found')).toBeVisible();
  for (const path of [
    '/new-health-plan/plans/plan-1/13',
    '/new-health-plan/plans/plan-1/0',
    '/new-health-plan/plans/plan-1/three',
    '/new-health-plan/plans/plan-1/3/task/nope',
    '/new-health-plan/onboarding/weekly-plan/finish',
    '/new-health-plan/onboarding/nope/intro',
    '/recipes/nope',
  ]) {
    await page.goto(path);
    await expect(heading(page, 'Page not found'), path).toBeVisible();
  }
  await checkScreen(page, 'not-found');
});
