import type { Page } from '@playwright/test';
import { scrollToChart } from './support/chart';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { failAlways, failNext, networkErrorAlways, resetMockOverrides } from './support/mock-api';
import { PERSONAS, signIn } from './support/personas';
import { expectReflow, screenshotBothWidths } from './support/look';

// These journeys visit several chart pages, each scanned by axe and photographed at two widths: on the shared
// 2-core machine that takes longer than the default 30 s.
test.describe.configure({ timeout: 90_000 });

/**
 * Mock overrides live in the page, so a full page load would drop them: after setting one, move the way the
 * app's own links do (history push) rather than page.goto.
 */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test('a result page reads the value, range, change, history, report and description, and passes axe', async ({ page }) => {
  await signIn(page, PERSONAS.results, '/results/cycle-results-1/FERR');
  await expect(page.getByRole('heading', { level: 1, name: 'Ferritin' })).toBeVisible({ timeout: 20_000 });
  const value = page.locator('.result-value-card');
  await expect(value).toContainText('18 ug/L');
  await expect(value).toContainText('Low');
  await expect(page.getByRole('listitem').filter({ hasText: 'Optimal: 50 to under 150 ug/L' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'You: 18 ug/L' })).toContainText('Low: under 30 ug/L');
  await expect(page.getByText(/^Compared with your result of 31 ug\/L on /)).toBeVisible();
  await expect(page.getByText(/^Within your normal variation: a change of 41.9%/)).toBeVisible();
  await expect(page.getByText(/^4 results since .+, now low\.$/)).toBeVisible();
  const table = page.getByRole('table', { name: /Ferritin results, oldest first/ });
  await expect(table.getByRole('row')).toHaveCount(5);
  await expect(table.getByRole('row').filter({ hasText: 'Uploaded by you' })).toContainText('22 ug/L');
  await expect(table.getByRole('row').filter({ hasText: 'Uploaded by you' })).toContainText(
    'Not directly comparable with the result before: a different lab, a different sample type.',
  );
  await scrollToChart(page);
  await expect(page.getByRole('img', { name: 'Chart of your Ferritin results over time' })).toBeVisible();
  await expect(page.getByText('Written by Dr Amara Okafor')).toBeVisible();
  await expect(page.getByText('Ferritin is a protein that stores iron.')).toBeVisible();
  await expect(page.getByText('Low iron stores. Your doctor has added advice to your report.')).toBeVisible();
  await expect(page.getByText('The average among 9,310 members is 74 ug/L.')).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotBothWidths(page, 'result-analyte');
  await expectReflow(page);

  await page.getByRole('link', { name: 'See your forecast' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Ferritin forecast' })).toBeVisible();
  await expect(page.getByText(/^Expected to move from 18 ug\/L \(Low\) to 38 ug\/L \(Normal\) by .+, likely between/)).toBeVisible();
  await expect(page.getByRole('table', { name: /Forecast for Ferritin/ }).getByRole('row')).toHaveCount(5);
  await expect(page.getByRole('listitem').filter({ hasText: 'Eat iron-rich foods with vitamin C' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotBothWidths(page, 'result-forecast');
  await expectReflow(page);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Ferritin' })).toBeVisible();
});

test('a real change, a below-detection value, a binary result and a result with no published variation read in words', async ({ page }) => {
  await signIn(page, PERSONAS.results, '/results/cycle-results-1/ALT');
  await expect(page.getByText(/^A real change down: 45.7%, more than the 28.8%/)).toBeVisible();
  await page.goto('/results/cycle-results-1/CRP');
  await expect(page.locator('.result-value-card')).toContainText('< 0.5 mg/L');
  await expect(
    page.getByText('This result is given only as a limit the lab can measure to, so we cannot say how much it has changed.'),
  ).toBeVisible();
  await expect(page.getByText('Below the lowest level the lab can measure (0.5 mg/L).')).toBeVisible();
  await page.goto('/results/cycle-results-1/ACOVG');
  await expect(page.locator('.result-value-card')).toContainText('Positive');
  await expect(page.locator('.result-value-card')).toContainText('Normal');
  await expectNoAxeViolations(page);
  await page.goto('/results/cycle-results-1/NHDL');
  await expect(page.getByText('We have no published figure for how much this result varies from day to day')).toBeVisible();
  for (const text of ['NaN', 'undefined']) await expect(page.locator('main')).not.toContainText(text);

  await failAlways(page, 'get', '/api/v1/documents', 500);
  await page.goto('/results/cycle-results-1/TSH');
  await expect(page.locator('.result-value-card')).toContainText('2.6 mU/L');
  await expect(page.getByText('The description of this test could not be loaded.')).toBeVisible();
  await expect(page.getByText('Written by Dr Amara Okafor')).toBeVisible();
});

test('printing a result gives the report without navigation or buttons', async ({ page }) => {
  await signIn(page, PERSONAS.results, '/results/cycle-results-1/CHOL');
  await expect(page.getByRole('heading', { level: 1, name: 'Total cholesterol' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print this result' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Back to your health scores' })).toBeHidden();
  await expect(page.getByRole('region', { name: 'Notices' })).toBeHidden();
  await expect(page.getByRole('navigation').first()).toBeHidden();
  await expect(page.getByText('4.6 mmol/L').first()).toBeVisible();
  await expect(page.getByText('Written by Dr Amara Okafor')).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/result-print.png', fullPage: true });
  const pdf = await page.pdf({ format: 'A4' });
  expect(pdf.byteLength).toBeGreaterThan(1000);
});

test('an unknown test shows the not-found page; a failed load says why and Try again recovers', async ({ page }) => {
  await signIn(page, PERSONAS.results, '/results/cycle-nope/CHOL');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.goto('/results/cycle-results-1/NOPE');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await networkErrorAlways(page, 'get', '/v1/analyte_results');
  await navigateInApp(page, '/results/cycle-results-1/HDL');
  await expect(page.getByRole('alert').filter({ hasText: 'We could not load your HDL cholesterol result.' })).toBeVisible();
  await resetMockOverrides(page);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('.result-value-card')).toContainText('1.7 mmol/L');
});

test('predicted results show the lowest predicted level and each step', async ({ page }) => {
  await signIn(page, PERSONAS.results, '/predicted-results');
  await expect(page.getByRole('heading', { level: 1, name: 'Your predicted results' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Ferritin' })).toContainText('In 12 weeks: 38 ug/L Normal');
  await expectNoAxeViolations(page);
  await screenshotBothWidths(page, 'predicted-results');
  await expectReflow(page);
  await page.getByRole('link', { name: 'See the prediction for LDL cholesterol' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Predicted LDL cholesterol' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Prediction for each step of your plan' }).getByRole('row')).toHaveCount(3);
  await expect(page.getByText('In 12 weeks: 2.2 mmol/L Normal')).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotBothWidths(page, 'predicted-result');
  await expectReflow(page);
});

test('a failing predicted-results fetch is retried once after 20 s, then goes to the Error page', async ({ page }) => {
  await page.clock.install();
  await signIn(page, PERSONAS.results, '/results/cycle-results-1/LDL');
  await expect(page.getByRole('heading', { level: 1, name: 'LDL cholesterol' })).toBeVisible();
  await failNext(page, 'get', '/v1/predictive_results', 500);
  const isPredictions = (url: string) => new URL(url).pathname === '/v1/predictive_results';
  const failed = page.waitForResponse((response) => isPredictions(response.url()) && response.status() === 500);
  await navigateInApp(page, '/predicted-results');
  await expect(page.getByRole('status')).toHaveText('Loading…');
  // The failure arrives on real network time, and the page's fake clock also moves on its own between steps, so
  // the wait is measured on that clock: from when the failure has arrived to the step the retry goes out in,
  // stepping a second at a time with real time between steps for the page to handle what arrived.
  await failed;
  const failedAt = await page.evaluate(() => Date.now());
  let retried = false;
  page.on('request', (request) => {
    if (isPredictions(request.url())) retried = true;
  });
  for (let steps = 0; !retried && steps < 30; steps += 1) {
    // Well before the retry is due, the page still says it is loading (no error shown in between).
    if ((await page.evaluate(() => Date.now())) - failedAt < 18_000) await expect(page.getByRole('status')).toHaveText('Loading…');
    await page.waitForTimeout(50);
    await page.clock.runFor(1_000);
  }
  const waited = (await page.evaluate(() => Date.now())) - failedAt;
  expect(waited, 'ms from the failure to the retry').toBeGreaterThanOrEqual(19_000);
  expect(waited, 'ms from the failure to the retry').toBeLessThanOrEqual(22_000);
  // The retry's answer arrives on real network time, and the page's timers (query batching, Suspense reveal) only
  // run when the fake clock moves: step it until the page shows the results.
  const heading = page.getByRole('heading', { level: 1, name: 'Your predicted results' });
  await expect
    .poll(async () => {
      await page.clock.runFor(100);
      return heading.isVisible();
    })
    .toBe(true);
  await expect(heading).toBeVisible();

  await networkErrorAlways(page, 'get', '/v1/predictive_results');
  await page.evaluate(() => window.history.back());
  await expect(page.getByRole('heading', { level: 1, name: 'LDL cholesterol' })).toBeVisible();
  await navigateInApp(page, '/predicted-results/FERR');
  // The failed call settles on real network time; step the fake clock until the one retry has run and failed too.
  await expect
    .poll(async () => {
      await page.clock.runFor(5_000);
      return page.url();
    })
    .toMatch(/\/error$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
});

test('health scores: the update modal once, percent and band, what changed, next update, other categories and history', async ({
  page,
}) => {
  await signIn(page, PERSONAS.results, '/health-scores');
  await expect(page).toHaveURL(/\/health-scores\/longevity$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Longevity' })).toBeVisible();
  // The first scores a person sees are not an update; once they have seen an older calculation, a newer one is.
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.evaluate(() => localStorage.setItem('vitalia:user-results:health-score-seen', '2020-01-01T00:00:00Z'));
  await page.reload();
  const dialog = page.getByRole('dialog', { name: 'Your health scores have been updated' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'OK, got it' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Health scores' })).toBeVisible();
  await expect(page.getByText('86%', { exact: true })).toBeVisible();
  await expect(page.getByText('Good', { exact: true })).toBeVisible();
  await expect(page.getByText('Up 2 points since your last score')).toBeVisible();
  await expect(page.getByText(/^Next update on \d{1,2} [A-Z][a-z]+ \d{4}$/)).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotBothWidths(page, 'health-scores');
  await expectReflow(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Longevity' })).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.getByRole('link', { name: 'Energy' }).click();
  await expect(page.getByText('74%', { exact: true })).toBeVisible();
  await expect(page.getByText('Fair', { exact: true })).toBeVisible();
  await expect(page.getByText('Down 3 points since your last score')).toBeVisible();
  await page.getByRole('link', { name: 'See your score history' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Energy score history' })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(6);
  await expect(page.getByText(/^5 scores since .+, now 74% \(fair\)\.$/)).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotBothWidths(page, 'health-score-history');
  await expectReflow(page);
  await page.goto('/health-scores/sleep');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('failed@example.com: a failed sample, why it failed, and a free replacement ordered once', async ({ page }) => {
  await signIn(page, PERSONAS.failed, '/results/cycle-failed-1/CHOL');
  await expect(page.locator('.result-value-card')).toContainText('Test failed');
  await expect(page.getByText('Reason: Not enough blood in the tube to test')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Why did my sample fail?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Why your sample could not be tested' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'There was not enough blood to test' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotBothWidths(page, 'failure-reason');
  await expectReflow(page);
  await failNext(page, 'post', '/v1/sample_failures/:testCycleId/redeem_credit', 500);
  await page.getByRole('button', { name: 'Send my free replacement kit' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'We could not order your replacement kit. Please try again, or get in touch if it keeps happening.',
  );
  await page.getByRole('button', { name: 'Send my free replacement kit' }).dblclick();
  await expect(page.getByRole('status').filter({ hasText: 'Your replacement kit is on its way.' })).toBeVisible();
  const replacements = await page.evaluate(async () => {
    const response = await fetch('/v1/tests', { credentials: 'include' });
    const body = (await response.json()) as { data: { id: string }[] };
    return body.data.filter((test) => test.id.startsWith('test-replacement')).length;
  });
  expect(replacements).toBe(1);

  await page.goto('/failure-reason/cycle-failed-old');
  await expect(page.getByText(/This test does not come with a free replacement/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send my free replacement kit' })).toHaveCount(0);
});
