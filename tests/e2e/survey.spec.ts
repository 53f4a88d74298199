import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { failNext } from './support/mock-api';
import { PERSONAS, signIn } from './support/personas';
import { answerCurrentQuestion, walkFlow } from './support/survey-walker';

test('the recommendations flow starts with its intro, branches on goals and ends at the chosen intent', async ({ page }) => {
  // Whether the test-recommendations banner (which the saved goals bring) is already there when the next page's
  // first question appears: a banner arriving after it would push the page down under the person's eyes.
  await page.addInitScript(() => {
    const seen = window as unknown as { bannerWithFirstQuestion?: boolean };
    new MutationObserver((_, observer) => {
      if (!document.querySelector('form.survey-question[data-node="waist-circumference"]')) return;
      seen.bannerWithFirstQuestion = document.querySelector('[data-banner="test-recommendations"]') !== null;
      observer.disconnect();
    }).observe(document, { subtree: true, childList: true });
  });
  await signIn(page, PERSONAS.new, '/health-profile-survey/recommendations');
  await expect(page.getByRole('heading', { level: 1, name: 'Your recommendations' })).toBeVisible();
  await page.getByRole('button', { name: 'Start' }).click();
  // A slow read-back of the saved profile, as on a slow connection: the next page must still not open without it.
  await page.route('**/v1/health_profile', async (route) => {
    if (route.request().method() === 'GET') await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.fallback();
  });
  const seen = await walkFlow(page, { pick: { 'recommendations-intent': 'Answer a few more questions' } });
  expect(seen).toContain('important-goal');
  expect(seen).toHaveLength(12);
  await expect(page).toHaveURL(/\/health-profile-survey\/additional-questions\?skipIntro=true(&question=waist-circumference)?$/);
  await expect(page.locator('[data-banner="test-recommendations"]')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { bannerWithFirstQuestion?: boolean }).bannerWithFirstQuestion)).toBe(true);
});

test('the health-check flow (54 questions) walks to its end and saves to the health profile', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, PERSONAS.results, '/health-profile-survey/health-check');
  const seen = await walkFlow(page, { sex: 'Male' });
  expect(seen).toContain('maintain-erection');
  expect(seen).not.toContain('female-health-stage');
  await expect(page).toHaveURL(/\/health-profile-survey\/health-profile\/finish$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible();
  await page.getByRole('link', { name: 'See your answers' }).click();
  await expect(page.getByText('How many hours do you sleep on a typical night?')).toBeVisible();
});

test('the additional-questions and health-profile flows reach their ends', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, PERSONAS.results, '/health-profile-survey/additional-questions');
  const additional = await walkFlow(page, { sex: 'Female', pick: { 'female-health-stage': 'Trying to get pregnant' } });
  expect(additional[0]).toBe('waist-circumference');
  await expect(page).toHaveURL(/\/health-profile-survey\/additional-questions\/finish$/);
  await page.goto('/health-profile-survey/health-profile');
  const profile = await walkFlow(page, { sex: 'Female', pick: { 'female-health-stage': 'Post menopausal' } });
  expect(profile.at(-1)).toBe('female-health-stage');
  await expect(page).toHaveURL(/\/health-profile-survey\/health-profile\/finish$/);
});

test('progress survives a reload and resumes at the same question', async ({ page }) => {
  await signIn(page, PERSONAS.new, '/health-profile-survey/health-profile');
  for (let step = 0; step < 5; step += 1) {
    await answerCurrentQuestion(page);
    await page.getByRole('button', { name: 'Next' }).click();
  }
  const before = await page.locator('form.survey-question').getAttribute('data-node');
  const progress = await page.getByRole('progressbar').getAttribute('aria-valuenow');
  await page.reload();
  await expect(page.locator('form.survey-question')).toHaveAttribute('data-node', before ?? '');
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', progress ?? '');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.locator('form.survey-question')).not.toHaveAttribute('data-node', before ?? '');
});

test('errors are announced and the limit of answers is enforced', async ({ page }) => {
  await signIn(page, PERSONAS.new, '/health-profile-survey/health-profile');
  await expect(page.locator('form.survey-question')).toHaveAttribute('data-node', 'goals');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please answer this question');
  for (const goal of ['Energy', 'Fitness', 'Mood', 'Sleep']) await page.getByLabel(goal, { exact: true }).check();
  await expect(page.getByLabel('Weight', { exact: true })).toBeDisabled();
  await expect(page.getByText('Choose up to 4 (4 chosen)')).toBeVisible();
});

test('each question template passes an axe scan and works with the keyboard only', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, PERSONAS.new, '/health-profile-survey/health-check');
  await expect(page.locator('form.survey-question')).toBeVisible();
  const scanned = new Set<string>();
  for (let step = 0; step < 60 && (await page.locator('form.survey-question').count()) > 0; step += 1) {
    const template = (await page.locator('form.survey-question').getAttribute('data-template')) ?? '';
    const node = await page.locator('form.survey-question').getAttribute('data-node');
    if (!scanned.has(template)) {
      await expectNoAxeViolations(page);
      scanned.add(template);
    }
    if (template === 'single-choice') {
      // Keyboard only: the new question's heading takes focus; Tab reaches the radios, Space picks, Enter submits.
      await expect(page.locator('form.survey-question h1')).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(page.locator('form.survey-question input[type="radio"]').first()).toBeFocused();
      await page.keyboard.press('Space');
      await page.keyboard.press('Enter');
    } else {
      await answerCurrentQuestion(page, { sex: 'Female' });
      // Enter in a box takes the answer on, as Next does (the form's implicit submission presses Next).
      if (template === 'number') await page.locator('form.survey-question').getByRole('textbox').press('Enter');
      else await page.getByRole('button', { name: /^(Next|Finish)$/ }).click();
    }
    await expect(page.locator(`form.survey-question[data-node="${node}"]`)).toHaveCount(0);
  }
  expect([...scanned].sort()).toEqual(['date', 'height-weight', 'multi-choice', 'number', 'rating', 'single-choice']);
});

test('a failed save keeps the answers and says so', async ({ page }) => {
  await signIn(page, PERSONAS.new, '/health-profile-survey/recommendations?skipIntro=true');
  await failNext(page, 'patch', '/v1/health_profile', 500);
  await walkFlow(page, { pick: { 'recommendations-intent': 'See my recommendations' } });
  await expect(page.getByRole('alert')).toHaveText("We couldn't save your answers. Please try again.");
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page).toHaveURL(/\/site\/recommendations$/);
});
