import { expectNoAxeViolations } from './support/axe';
import { screenshotBothWidths } from './support/look';
import { PERSONAS, signIn } from './support/personas';
import { expect, test } from './support/test';

// Issue 20, item 21: a finished plan is not waiting to start, and someone on a plan is not offered another.
test.describe.configure({ timeout: 90_000 });

test("a finished plan's task says the plan has finished, not that its week has yet to start", async ({ page }) => {
  await signIn(page, PERSONAS.results, '/new-health-plan/plans/plan-0/2/task/plan-0-w2-oats-breakfast');
  await expect(page.getByText('This plan has finished, so its tasks can no longer be logged. What you logged is kept.')).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText(/hasn't started yet/)).toHaveCount(0);
  await expect(page.getByText(/Keep going/)).toHaveCount(0);
  for (const action of ['Log one', 'Mark as done', 'Skip this task'])
    await expect(page.getByRole('button', { name: action, exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await screenshotBothWidths(page, 'issue20-finished-plan-task');
  await page.goto('/new-health-plan/plans/plan-0/2');
  await expect(page.getByText(/This week starts on/)).toHaveCount(0);
});

test('someone with an active plan who opens the onboarding is told they already have one, with a link to it', async ({ page }) => {
  await signIn(page, PERSONAS.results, '/new-health-plan/onboarding/weekly-plan/intro');
  await expect(page.getByRole('heading', { level: 1, name: 'You already have a health plan' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Step 1 of 4')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await screenshotBothWidths(page, 'issue20-onboarding-already-on-plan');
  await page.getByRole('link', { name: 'Go to your health plan' }).click();
  await expect(page).toHaveURL(/\/new-health-plan\/plans\/plan-1$/);
});
