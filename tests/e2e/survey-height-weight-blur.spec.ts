import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { screenshotBothWidths } from './support/look';
import { PERSONAS, signIn } from './support/personas';
import { expect, test } from './support/test';
import { fillDate } from './support/dates';

// Issue 20, item 24: each box of the height and weight question is checked when it is left (SPEC 5).
test.describe.configure({ timeout: 90_000 });

const question = (page: Page) => page.locator('form.survey-question');
const next = (page: Page) => question(page).getByRole('button', { name: 'Next' }).click();

test('typing 20 cm and moving to kg says the height is not valid; the message stays while the weight is typed and goes when the height is put right', async ({
  page,
}) => {
  await signIn(page, PERSONAS.new, '/health-profile-survey/health-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'What are your health goals?' })).toBeVisible({ timeout: 20_000 });
  await question(page).getByLabel('Energy', { exact: true }).check();
  await next(page);
  await fillDate(question(page), '1985-04-12');
  await next(page);
  await question(page).getByLabel('Female', { exact: true }).check();
  await next(page);
  await next(page);
  await expect(page.getByRole('heading', { level: 1, name: 'What is your height and weight?' })).toBeVisible();

  const cm = question(page).getByLabel('cm', { exact: true });
  const kg = question(page).getByLabel('kg', { exact: true });
  await cm.fill('20');
  // Tab to the weight (its unit choice comes first, then the kg box).
  await cm.press('Tab');
  await expect(question(page).getByRole('alert')).toHaveText('Please enter a valid height');
  await expect(cm).toHaveAttribute('aria-invalid', 'true');
  await kg.click();
  await kg.fill('70');
  await expect(question(page).getByRole('alert')).toHaveText('Please enter a valid height');
  await expect(cm).toHaveValue('20');
  await expectNoAxeViolations(page);
  await screenshotBothWidths(page, 'issue20-survey-height-blur');

  await cm.fill('178');
  await expect(question(page).getByRole('alert')).toHaveCount(0);
  // The weight alone, when its box is left.
  await kg.fill('5');
  await kg.press('Tab');
  await expect(question(page).getByRole('alert')).toHaveText('Please enter a valid weight');
  await kg.fill('70');
  await expect(question(page).getByRole('alert')).toHaveCount(0);
  await next(page);
  await expect(page.getByRole('heading', { level: 1, name: 'What is your height and weight?' })).toHaveCount(0);
});
