import { expectNoAxeViolations } from '../e2e/support/axe';
import { expect, test } from '../e2e/support/test';
import { openStudio, referencedLine, screenshot } from './studio-page';

test('the player walks the goals branch, names the rule and the values that decided it, and follows a change of answer', async ({
  page,
}) => {
  await openStudio(page, 'tab=survey&flow=recommendations');
  await expect(page.getByRole('heading', { level: 1, name: 'What is your first name?' })).toBeVisible();
  await page.getByRole('textbox', { name: 'What is your first name?' }).fill('Ana');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('checkbox', { name: 'Energy' }).check();
  await page.getByRole('checkbox', { name: 'Sleep' }).check();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Which goal is most important to you?' })).toBeVisible();

  const steps = page.getByRole('list', { name: 'Steps walked' });
  const goals = steps.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'goals What are your health goals?' }) });
  await expect(goals).toContainText('Answer: Energy, Sleep');
  await expect(goals).toContainText('Next: important-goal, by the flow’s own next for this question (branch 1)');
  const branches = goals.getByRole('list', { name: 'Branches checked after goals' });
  await expect(branches.getByText('answers.goals.length = 2')).toBeVisible();
  await expect(branches.getByText('constants.importantGoalMinGoals = 2')).toBeVisible();
  await expect(branches.getByText('holds', { exact: true })).toBeVisible();
  // The rule's YAML line is the branch itself.
  expect(await referencedLine(goals.locator('.studio-next > .studio-yaml-ref'))).toContain('answers.goals.length');
  expect(await referencedLine(goals.locator('.studio-yaml-ref').first())).toMatch(/^\s{2}goals:/);

  // The diagram highlights the path walked and the question on screen.
  await expect(page.getByRole('button', { name: /\(name, walked\)$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /\(goals, walked\)$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /\(important-goal, on screen\)$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /\(why-goal\)$/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'survey-player');

  // One goal takes the other branch: the first is listed as not holding, with the value that failed it.
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await page.getByRole('checkbox', { name: 'Sleep' }).uncheck();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Why is this goal important to you?' })).toBeVisible();
  await expect(goals).toContainText('Next: why-goal, by the flow’s own next for this question (branch 2)');
  await expect(branches.getByText('answers.goals.length = 1')).toBeVisible();
  await expect(branches.getByText('does not hold')).toBeVisible();
  await expect(page.getByRole('button', { name: /\(important-goal\)$/ })).toBeVisible();

  await page.getByRole('button', { name: /\(dob\)$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'What is your date of birth?' })).toBeVisible();
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'What is your first name?' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'What is your first name?' })).toHaveValue('');
});

test('the player starts from a persona’s saved answers and shows a question’s limits and validation', async ({ page }) => {
  await openStudio(page, 'tab=survey&flow=recommendations');
  await page.getByLabel('Start from').selectOption('persona:results@example.com');
  const steps = page.getByRole('list', { name: 'Steps walked' });
  await expect(steps.getByText('Answer: Rosa')).toBeVisible();
  await expect(steps.getByText('Answer: Energy, Sleep')).toBeVisible();

  await page.getByLabel('Start from').selectOption('node:height-weight');
  await expect(page.getByRole('heading', { level: 1, name: 'What is your height and weight?' })).toBeVisible();
  await expect(steps).toContainText('Limits: answer required; height 50–250 cm; weight 20–350 kg');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'height' })).toBeVisible();
});
