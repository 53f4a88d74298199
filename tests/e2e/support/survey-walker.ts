import { expect, type Page } from '@playwright/test';
import { fillDate } from './dates';

export interface Choices {
  sex?: 'Male' | 'Female';
  /** Answer text to pick for a node id, when not the first one offered. */
  pick?: Record<string, string>;
}

/** Answers the question on screen the way a person would, from its template. */
export async function answerCurrentQuestion(page: Page, choices: Choices = {}): Promise<string> {
  const form = page.locator('form.survey-question');
  await expect(form).toBeVisible();
  const node = (await form.getAttribute('data-node')) ?? '';
  const template = (await form.getAttribute('data-template')) ?? '';
  const wanted = node === 'sex' && choices.sex ? choices.sex : choices.pick?.[node];
  switch (template) {
    case 'text':
      await form.getByRole('textbox').fill('Ana');
      break;
    case 'date':
      await fillDate(form, '1985-04-12');
      break;
    case 'number':
      await form.getByRole('textbox').fill(node === 'waist-circumference' ? '80' : '2');
      break;
    case 'height-weight':
      await form.getByLabel('cm', { exact: true }).fill('170');
      await form.getByLabel('kg', { exact: true }).fill('68');
      break;
    case 'rating':
      await form.getByRole('radio').nth(2).check();
      break;
    case 'multi-choice': {
      const boxes = form.locator('input[type="checkbox"], input[type="radio"]');
      if (wanted) await form.getByLabel(wanted, { exact: true }).check();
      else await boxes.first().check();
      if (node === 'goals') await boxes.nth(1).check();
      break;
    }
    default:
      if (wanted) await form.getByLabel(wanted, { exact: true }).check();
      else await form.getByRole('radio').first().check();
  }
  return node;
}

/**
 * Answers and presses Next until the flow's last question (its button says Finish) is on screen, then answers it
 * without pressing: the headings of the questions answered, that last one's at the end.
 */
export async function answerToLastQuestion(page: Page, choices: Choices = {}, limit = 80): Promise<string[]> {
  const form = page.locator('form.survey-question');
  const headings: string[] = [];
  for (let step = 0; step < limit; step += 1) {
    const node = await answerCurrentQuestion(page, choices);
    headings.push((await form.locator('h1').textContent()) ?? '');
    if ((await form.getByRole('button', { name: 'Finish' }).count()) > 0) return headings;
    await form.getByRole('button', { name: 'Next' }).click();
    await expect(page.locator(`form.survey-question[data-node="${node}"]`)).toHaveCount(0);
  }
  throw new Error(`answered ${limit} questions without reaching the flow's last`);
}

/** Answers and presses Next until the page leaves the flow; returns the node ids seen. */
export async function walkFlow(page: Page, choices: Choices = {}, limit = 80): Promise<string[]> {
  const seen: string[] = [];
  await expect(page.locator('form.survey-question')).toBeVisible();
  const flowPath = new URL(page.url()).pathname;
  for (let step = 0; step < limit; step += 1) {
    if (new URL(page.url()).pathname !== flowPath || (await page.locator('form.survey-question').count()) === 0) return seen;
    const node = await answerCurrentQuestion(page, choices);
    seen.push(node);
    await page
      .locator('form.survey-question')
      .getByRole('button', { name: /^(Next|Finish)$/ })
      .click();
    // The next question, another page, or an error on this one.
    await expect(page.locator(`form.survey-question[data-node="${node}"]:not(:has([role="alert"]))`)).toHaveCount(0, { timeout: 5000 });
    if ((await page.locator('form.survey-question [role="alert"]').count()) > 0) return seen;
  }
  throw new Error(`walked ${limit} questions without leaving the flow`);
}
