import type { Locator, Page } from '@playwright/test';
import { scrollToChart } from './support/chart';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { failAlways, failNext, networkErrorAlways, resetMockOverrides } from './support/mock-api';
import { expectReflow, screenshotBothWidths } from './support/look';
import { PERSONAS, signIn } from './support/personas';
import { fillDate } from './support/dates';

// Issue 20, items 1 to 13: what a person is told about their health. Each test reads the page as a person does.
test.describe.configure({ timeout: 90_000 });

const DAY = 86_400_000;
const longDate = (ms: number) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(ms));

/** Overrides belong to the page's scope; move the way the app's own links do, so the next load sees them. */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

const historyTable = (page: Page, name: string): Locator => page.getByRole('table', { name: new RegExp(`^${name} results, oldest first`) });
/** The history row of an upload with this value, e.g. "50 nmol/L". */
const uploadedRow = (page: Page, name: string, value: string): Locator =>
  historyTable(page, name)
    .getByRole('row')
    .filter({ hasText: 'Uploaded by you' })
    .filter({ has: page.getByRole('cell', { name: value, exact: true }) });

async function uploadOne(page: Page, date: string, analyte: string, value: string, unit: string, area = 'Vitamins'): Promise<void> {
  await page.goto('/results-upload/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Upload your results' })).toBeVisible();
  await fillDate(page.getByRole('group', { name: 'Date of the test' }), date);
  await page.getByRole('group', { name: 'What the test covered' }).getByLabel(area).check();
  const row = page.getByRole('group', { name: 'Result 1', exact: true });
  await row.getByLabel('Analyte').selectOption({ label: analyte });
  await row.getByLabel('Value').fill(value);
  await row.getByLabel('Unit').selectOption({ label: unit });
  await page.getByRole('button', { name: 'Upload results' }).click();
}

test('1. uploaded results sit on the test date entered, in the chart and the list, and stay there after an edit', async ({ page }) => {
  // The seeded upload was taken 30 days ago and typed in 20 days ago.
  const taken = longDate(Date.now() - 30 * DAY);
  const typedIn = longDate(Date.now() - 20 * DAY);
  await signIn(page, PERSONAS.results, '/results/cycle-results-1/VITD');
  await expect(page.getByRole('heading', { level: 1, name: 'Vitamin D (25-OH)' })).toBeVisible({ timeout: 20_000 });
  const seeded = uploadedRow(page, 'Vitamin D \\(25-OH\\)', '50 nmol/L');
  await expect(seeded).toContainText(taken);
  await expect(seeded).not.toContainText(typedIn);
  await scrollToChart(page);
  await expect(page.locator('.chart-point title').filter({ hasText: `${taken}: 50 nmol/L` })).toHaveCount(1);

  // A new upload dated in January is listed and plotted in January, not on the day it was saved.
  await uploadOne(page, '2026-01-10', 'Vitamin D (25-OH)', '61', 'nmol/L');
  await expect(page.getByRole('heading', { level: 1, name: 'Vitamin D (25-OH)' })).toBeVisible();
  await expect(uploadedRow(page, 'Vitamin D \\(25-OH\\)', '61 nmol/L')).toContainText('10 January 2026');
  await scrollToChart(page);
  await expect(page.locator('.chart-point title').filter({ hasText: '10 January 2026: 61 nmol/L' })).toHaveCount(1);

  // Saving an edit keeps the point on the test date (the edited one), never today.
  await page.goto('/results-upload/upload-results-1');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit uploaded results' })).toBeVisible();
  await fillDate(page.getByRole('group', { name: 'Date of the test' }), '2026-09-14');
  await page.getByRole('button', { name: 'Save changes' }).click();
  // Saved: the page moves on to the result.
  await expect(page).toHaveURL(/\/results\/[^/]+\/[A-Z0-9]+$/);
  await page.goto('/results/cycle-results-1/VITD');
  await expect(uploadedRow(page, 'Vitamin D \\(25-OH\\)', '50 nmol/L')).toContainText('14 September 2026');
  await expect(uploadedRow(page, 'Vitamin D \\(25-OH\\)', '50 nmol/L')).not.toContainText(longDate(Date.now()));
});

test('2. an uploaded value is judged by the same ranges as a lab result, on both sides of a bound', async ({ page }) => {
  // Seeded exactly on the bound between 25 to under 50 (Low) and 50 to under 75 (Normal).
  await signIn(page, PERSONAS.results, '/results/upload-results-1/VITD');
  const card = page.locator('.result-value-card');
  await expect(card).toContainText('50 nmol/L', { timeout: 20_000 });
  await expect(card).toContainText('Normal');
  await expect(card).not.toContainText('Status not available');
  await expect(page.getByRole('listitem').filter({ hasText: 'You: 50 nmol/L' })).toContainText('Normal: 50 to under 75 nmol/L');
  await expectNoAxeViolations(page);
  await screenshotBothWidths(page, 'result-uploaded-on-bound');

  // Just under the bound is Low, as the lab's own result would be.
  await uploadOne(page, '2026-02-01', 'Vitamin D (25-OH)', '49.9', 'nmol/L');
  await expect(card).toContainText('49.9 nmol/L');
  await expect(card).toContainText('Low');
  await expect(page.getByRole('listitem').filter({ hasText: 'You: 49.9 nmol/L' })).toContainText('Low: 25 to under 50 nmol/L');
  // In the history too, each upload carries its status.
  const table = historyTable(page, 'Vitamin D \\(25-OH\\)');
  await expect(uploadedRow(page, 'Vitamin D \\(25-OH\\)', '49.9 nmol/L')).toContainText('Low');
  await expect(uploadedRow(page, 'Vitamin D \\(25-OH\\)', '50 nmol/L')).toContainText('Normal');
  await expect(table).not.toContainText('Status not available');
});

test('3. "since your last test" compares only like-for-like results and says why it passes one over', async ({ page }) => {
  await signIn(page, PERSONAS.results, '/results/cycle-results-1/FERR');
  const section = page.getByRole('region', { name: 'Since your last test' });
  // The venous upload of 22 ug/L came between; the verdict is against the finger-prick lab result of 31 ug/L.
  await expect(section).toContainText(/Compared with your result of 31 ug\/L on .+, from the same kind of test\./, { timeout: 20_000 });
  await expect(section).toContainText(
    /Your later result of 22 ug\/L on .+ is left out of this comparison: it came from a different lab, a different sample type\./,
  );
  await expect(section.locator('.rcv-verdict')).toHaveText(
    /^(A real change down: 41\.9%|Within your normal variation: a change of 41\.9%)/,
  );
  await expectNoAxeViolations(page);
  await screenshotBothWidths(page, 'result-change-comparable');

  // B12 is compared with the lab's 340 pmol/L, not with the converted upload (which would read 32.3 % up).
  await page.goto('/results/cycle-results-1/B12');
  await expect(section).toContainText(/Compared with your result of 340 pmol\/L on /);
  await expect(section).not.toContainText('32.3%');
  await expect(section.locator('.rcv-verdict')).toContainText('20.6%');

  // An uploaded result itself gets no verdict, and says why.
  await page.goto('/results/upload-results-1/B12');
  await expect(section).toContainText(
    /This result was uploaded from another lab, whose method we do not know, so we do not judge whether it is a real change\./,
  );
  await expect(section).not.toContainText('A real change');
});

test('4. the score page and the score history tell one truth about the last change', async ({ page }) => {
  await signIn(page, PERSONAS.results, '/health-scores/longevity');
  const shift = page.getByRole('region', { name: 'What changed' }).getByText(/since your last score$/);
  await expect(shift).toBeVisible({ timeout: 20_000 });
  const said = (await shift.textContent()) ?? '';
  await page.getByRole('link', { name: 'See your score history' }).click();
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  const percents = (await rows.allTextContents()).slice(1).map((text) => Number(/(\d+)%/.exec(text)?.[1]));
  const moved = (percents.at(-1) ?? 0) - (percents.at(-2) ?? 0);
  expect(moved, 'the history moves').not.toBe(0);
  expect(said).toBe(`${moved > 0 ? 'Up' : 'Down'} ${Math.abs(moved)} ${Math.abs(moved) === 1 ? 'point' : 'points'} since your last score`);
});

test('5. failed loads name what failed and never show server or network text', async ({ page }) => {
  const generic = 'Unfortunately there was an error, please try refreshing the page or if the problem persists please get in touch.';
  await signIn(page, PERSONAS.results, '/results/cycle-results-1/LDL');
  await expect(page.getByRole('heading', { level: 1, name: 'LDL cholesterol' })).toBeVisible({ timeout: 20_000 });

  await networkErrorAlways(page, 'get', '/v1/analyte_results');
  await navigateInApp(page, '/results/cycle-results-1/HDL');
  const alert = page.getByRole('alert').filter({ hasText: 'We could not load' });
  await expect(alert).toHaveText(`We could not load your HDL cholesterol result. ${generic}`);
  await expect(page.locator('main')).not.toContainText(/Network request failed|Failed to fetch|Internal server error/);
  // Said once, on the page, not again in the generic banner above it.
  await expect(page.getByText(/^Unfortunately there was an error/)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await screenshotBothWidths(page, 'result-load-failed');
  await resetMockOverrides(page);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('.result-value-card')).toContainText('1.7 mmol/L');

  await failAlways(page, 'get', '/v1/health_scores', 500, [{ detail: 'Internal server error' }]);
  await navigateInApp(page, '/health-scores/energy');
  await expect(alert).toHaveText(`We could not load your health scores. ${generic}`);
  await expect(page.locator('main')).not.toContainText('Internal server error');
  await navigateInApp(page, '/health-scores/energy/history');
  await expect(alert).toHaveText(`We could not load your score history. ${generic}`);
  await resetMockOverrides(page);

  await failAlways(page, 'get', '/v1/forecasts', 500, [{ detail: 'Internal server error' }]);
  await navigateInApp(page, '/results/cycle-results-1/forecasts/FERR');
  await expect(alert).toHaveText(`We could not load your Ferritin forecast. ${generic}`);
  await resetMockOverrides(page);

  await failAlways(page, 'get', '/v1/sample_failures/:testCycleId', 500, [{ detail: 'Internal server error' }]);
  await navigateInApp(page, '/failure-reason/cycle-results-1');
  await expect(alert).toHaveText(`We could not load the details of your failed sample. ${generic}`);
  await resetMockOverrides(page);

  // A failed upload says the upload failed, in the catalogue's words, not the server's.
  await page.goto('/results-upload/new');
  await fillDate(page.getByRole('group', { name: 'Date of the test' }), '2026-01-10');
  await page.getByRole('group', { name: 'What the test covered' }).getByLabel('Vitamins').check();
  const row = page.getByRole('group', { name: 'Result 1', exact: true });
  await row.getByLabel('Analyte').selectOption({ label: 'Vitamin B12' });
  await row.getByLabel('Value').fill('300');
  await row.getByLabel('Unit').selectOption({ label: 'pmol/L' });
  await failNext(page, 'post', '/v1/results_upload', 500, [{ detail: 'Internal server error' }]);
  await page.getByRole('button', { name: 'Upload results' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your results could not be uploaded. Please try again.' })).toBeVisible();
  await expect(page.locator('main')).not.toContainText('Internal server error');
});

test('6. a prediction shows its value and unit, and the predicted results and the forecast agree', async ({ page }) => {
  await signIn(page, PERSONAS.results, '/predicted-results');
  const ferritin = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Ferritin' }) });
  await expect(ferritin.locator('.prediction-now')).toHaveText(/^Now: 18 ug\/L\s*Low$/, { timeout: 20_000 });
  await expect(ferritin.locator('.prediction-after')).toHaveText(/^In 12 weeks: 38 ug\/L\s*Normal$/, { timeout: 20_000 });
  await expect(
    page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'LDL cholesterol' }) })
      .locator('.prediction-after'),
  ).toHaveText(/^In 12 weeks: 2\.2 mmol\/L\s*Normal$/);
  await expectNoAxeViolations(page);
  await screenshotBothWidths(page, 'predicted-results-values');
  await expectReflow(page);
  await ferritin.getByRole('link', { name: 'See the prediction for Ferritin' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Predicted Ferritin' })).toBeVisible();
  await expect(page.locator('.prediction-after')).toHaveText(/^In 12 weeks: 38 ug\/L\s*Normal$/);
  await expect(
    page.getByRole('table', { name: 'Prediction for each step of your plan' }).getByRole('row').filter({ hasText: 'Eat iron-rich foods' }),
  ).toContainText('38 ug/L');
  await screenshotBothWidths(page, 'predicted-result-values');

  await page.goto('/results/cycle-results-1/forecasts/FERR');
  await expect(page.getByText(/^Expected to move from 18 ug\/L \(Low\) to 38 ug\/L \(Normal\) by /)).toBeVisible();
});

test("7. forecasts are rounded to the analyte's reporting precision", async ({ page }) => {
  await signIn(page, PERSONAS.results, '/results/cycle-results-1/forecasts/FERR');
  const table = page.getByRole('table', { name: /Forecast for Ferritin/ });
  await expect(table.getByRole('row')).toHaveCount(5, { timeout: 20_000 });
  // Ferritin is reported in whole ug/L: no decimals anywhere on the page's numbers.
  await expect(page.locator('main')).not.toContainText(/\d\.\d+ ug\/L|\d\.\d+ to /);
  // 18 to 38 ug/L over 12 weeks: week 4 is 24.67, shown as 25.
  await expect(table.getByRole('row').nth(2).getByRole('cell', { name: '25 ug/L', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotBothWidths(page, 'result-forecast-rounded');
  await page.goto('/results/cycle-results-1/forecasts/LDL');
  const ldl = page.getByRole('table', { name: /Forecast for LDL cholesterol/ });
  await expect(ldl.getByRole('row')).toHaveCount(5);
  // LDL is reported to one decimal place.
  await expect(ldl).not.toContainText(/\d\.\d{2,}/);
  await expect(page.getByText(/^Expected to move from/)).not.toContainText(/\d\.\d{2,}/);
});

/** How many of a polygon's corners sit at its lowest edge: 1 when it points down, 2 when it points up. */
async function cornersAtBottom(shape: Locator): Promise<number> {
  return shape.evaluate((element) => {
    const ys = (element.getAttribute('points') ?? '')
      .trim()
      .split(/\s+/)
      .map((pair) => Number(pair.split(',')[1]));
    const bottom = Math.max(...ys);
    return ys.filter((y) => Math.abs(y - bottom) < 0.01).length;
  });
}

test('8. status words say Low or High with a shape that points that way; band bounds read unambiguously', async ({ page }) => {
  await signIn(page, PERSONAS.results, '/results/cycle-results-1/FERR');
  const tag = page.locator('.result-value-card .result-status');
  await expect(tag).toHaveText('Low', { timeout: 20_000 });
  expect(await cornersAtBottom(tag.locator('polygon'))).toBe(1);
  const bands = page.locator('.range-bands li');
  await expect(bands).toHaveText([
    'Low: under 30 ug/LYou: 18 ug/L',
    'Normal: 30 to under 50 ug/L',
    'Optimal: 50 to under 150 ug/L',
    'High: 150 ug/L or more',
  ]);
  await expect(page.locator('main')).not.toContainText('Abnormal');
  await expectNoAxeViolations(page);

  await page.goto('/results/cycle-results-1/ALT');
  // 19 U/L now; the middle result of 35 U/L was High, and its shape points up.
  const high = historyTable(page, 'Alanine aminotransferase \\(ALT\\)')
    .getByRole('row')
    .filter({ hasText: '35 U/L' })
    .locator('.result-status');
  await expect(high).toHaveText('High');
  expect(await cornersAtBottom(high.locator('polygon'))).toBe(2);
  await expect(page.locator('.range-bands li')).toHaveText([/^Normal: under 33 U\/L/, 'High: 33 U/L or more']);
});

test('9. the print view names the person, date of birth, sample type, lab and test date, and prints shapes', async ({ page }) => {
  await signIn(page, PERSONAS.results, '/results/cycle-results-1/FERR');
  await expect(page.getByRole('heading', { level: 1, name: 'Ferritin' })).toBeVisible({ timeout: 20_000 });
  await page.emulateMedia({ media: 'print' });
  const details = page.getByRole('definition');
  const expected: [string, string][] = [
    ['Name', 'Rosa Lindqvist'],
    ['Date of birth', '12 April 1985'],
    ['Sample type', 'Finger-prick'],
    ['Lab', 'Our accredited partner lab'],
    ['Test date', longDate(Date.now() - 60 * DAY)],
  ];
  for (const [term, value] of expected) {
    const row = page.locator('.result-details__row').filter({ has: page.getByText(term, { exact: true }) });
    await expect(row).toBeVisible();
    await expect(row.locator('dd')).toHaveText(value);
  }
  expect(await details.count()).toBeGreaterThanOrEqual(5);
  // The status icon prints at a size where its shape reads (a triangle pointing down), not a speck.
  const icon = page.locator('.result-value-card .status-icon');
  const box = await icon.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(16);
  expect(await cornersAtBottom(icon.locator('polygon'))).toBe(1);
  const fill = await icon.locator('polygon').evaluate((element) => getComputedStyle(element).printColorAdjust);
  expect(fill).toBe('exact');
  await page.screenshot({ path: 'test-results/screenshots/result-print-details.png', fullPage: true });
  await page.emulateMedia({ media: 'screen' });
  // On screen the name and date of birth stay out of the way; the test's own facts show.
  await expect(page.locator('.result-details__row').filter({ hasText: 'Rosa Lindqvist' })).toBeHidden();
  await expect(page.locator('.result-details__row').filter({ hasText: 'Finger-prick' })).toBeVisible();
});

test('10. the history chart at 390 px has labels of 12 px or more and nothing drawn over a band label', async ({ page }) => {
  await signIn(page, PERSONAS.results, '/results/cycle-results-1/FERR');
  await expect(page.getByRole('heading', { level: 1, name: 'Ferritin' })).toBeVisible({ timeout: 20_000 });
  await scrollToChart(page);
  await expect(page.getByRole('img', { name: 'Chart of your Ferritin results over time' })).toBeVisible({ timeout: 20_000 });
  for (const width of [390, 320, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const chart = page.getByRole('img', { name: 'Chart of your Ferritin results over time' });
    await chart.scrollIntoViewIfNeeded();
    // The chart redraws for its new width; wait until its text has settled at the size a person reads.
    await expect
      .poll(
        () =>
          chart.evaluate((svg) => {
            const scale = svg.getBoundingClientRect().width / (svg as SVGSVGElement).viewBox.baseVal.width;
            return Math.min(...Array.from(svg.querySelectorAll('text')).map((text) => parseFloat(getComputedStyle(text).fontSize) * scale));
          }),
        { message: `smallest chart text at ${width} px` },
      )
      .toBeGreaterThanOrEqual(12);
    const measured = await chart.evaluate((svg) => {
      const scale = svg.getBoundingClientRect().width / (svg as SVGSVGElement).viewBox.baseVal.width;
      const texts = Array.from(svg.querySelectorAll('text')).map((text) => ({
        text: text.textContent,
        px: parseFloat(getComputedStyle(text).fontSize) * scale,
        box: text.getBoundingClientRect(),
      }));
      const labels = Array.from(svg.querySelectorAll('.chart-band-label')).map((label) => label.getBoundingClientRect());
      const marks = Array.from(svg.querySelectorAll('.chart-point, .chart-marker')).map((mark) => mark.getBoundingClientRect());
      const overlaps = labels.flatMap((label) =>
        marks
          .filter((mark) => !(label.right <= mark.left || mark.right <= label.left || label.bottom <= mark.top || mark.bottom <= label.top))
          .map(() => label),
      );
      const outside = texts
        .filter((entry) => entry.box.left < svg.getBoundingClientRect().left - 1 || entry.box.right > svg.getBoundingClientRect().right + 1)
        .map((entry) => entry.text);
      const ticks = Array.from(svg.querySelectorAll('.chart-x-tick')).map((tick) => tick.getBoundingClientRect());
      const touchingTicks = ticks.filter((a, i) => ticks.some((b, j) => j > i && !(a.right <= b.left || b.right <= a.left)));
      return {
        smallest: Math.min(...texts.map((entry) => entry.px)),
        labels: labels.length,
        overlaps: overlaps.length,
        outside,
        touchingTicks: touchingTicks.length,
      };
    });
    expect(measured.smallest, `smallest chart text at ${width} px`).toBeGreaterThanOrEqual(12);
    expect(measured.labels, 'band labels drawn').toBeGreaterThan(0);
    expect(measured.overlaps, `marks over band labels at ${width} px`).toBe(0);
    expect(measured.outside, `chart text cut off at ${width} px`).toEqual([]);
    expect(measured.touchingTicks, `date labels on top of each other at ${width} px`).toBe(0);
  }
  await screenshotBothWidths(page, 'result-history-chart');
});

test("11. a failed sample's result page says it could not be tested and offers the free replacement there", async ({ page }) => {
  await signIn(page, PERSONAS.failed, '/results/cycle-failed-1/CHOL');
  await expect(page.locator('.result-value-card')).toContainText('Your sample could not be tested, so this test has no results.', {
    timeout: 20_000,
  });
  await expect(page.getByText("Your doctor's report is not ready yet.")).toHaveCount(0);
  await expect(page.getByRole('region', { name: "Your doctor's report" })).toContainText(
    "There is no doctor's report for this test, because your sample could not be tested.",
  );
  const offer = page.getByRole('region', { name: 'Your free replacement kit' });
  await expect(offer.getByText('9 Harbour Road')).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotBothWidths(page, 'result-failed-sample');
  await expectReflow(page);
  await offer.getByRole('button', { name: 'Send my free replacement kit' }).click();
  await expect(offer.getByRole('status')).toContainText('Your replacement kit is on its way.');
});

test('12. the replacement kit shows where it goes and the address can be changed first; an old failure links the help contact', async ({
  page,
}) => {
  await signIn(page, PERSONAS.failed, '/failure-reason/cycle-failed-1');
  await expect(page.getByRole('heading', { level: 1, name: 'Why your sample could not be tested' })).toBeVisible({ timeout: 20_000 });
  const where = page.locator('.replacement-offer .summary-list');
  await expect(where).toContainText('We will post it to');
  await expect(where).toContainText('9 Harbour Road');
  await expect(where).toContainText('LS1 4AP');
  await page.getByRole('button', { name: /Change address/ }).click();
  await expect(page.getByLabel('Address line 1')).toHaveValue('9 Harbour Road');
  await page.getByLabel('Address line 1').fill('22 Quay Street');
  await page.getByLabel('Postcode').fill('nope');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Enter a real postcode').or(page.locator('.field-error')).first()).toBeVisible();
  await expect(page.getByLabel('Address line 1')).toHaveValue('22 Quay Street');
  await page.getByLabel('Postcode').fill('LS1 5AB');
  await expectNoAxeViolations(page);
  await screenshotBothWidths(page, 'failure-reason-address');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(where).toContainText('22 Quay Street');
  await expect(where).toContainText('LS1 5AB');
  await page.getByRole('button', { name: 'Send my free replacement kit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your replacement kit is on its way.' })).toBeVisible();
  const saved = await page.evaluate(
    async () =>
      ((await (await fetch('/v1/user', { credentials: 'include' })).json()) as { data: { attributes: { address?: { line1?: string } } } })
        .data.attributes.address?.line1,
  );
  expect(saved).toBe('22 Quay Street');

  await page.goto('/failure-reason/cycle-failed-old');
  await expect(page.getByText(/This test does not come with a free replacement/)).toBeVisible();
  const contact = page.getByRole('main').getByRole('link', { name: 'help@vitalia.example', exact: true });
  await expect(contact).toBeVisible();
  await expect(contact).toHaveAttribute('href', 'mailto:help@vitalia.example');
  await expectNoAxeViolations(page);
  await screenshotBothWidths(page, 'failure-reason-old');
});

test('13. the predicted-results Error page offers Try again; an upload and an edit confirm what was saved', async ({ page }) => {
  await signIn(page, PERSONAS.results, '/results/cycle-results-1/LDL');
  await expect(page.getByRole('heading', { level: 1, name: 'LDL cholesterol' })).toBeVisible({ timeout: 20_000 });
  // A 403 is final at once (no 20 s retry), so the Error page comes straight away.
  await failNext(page, 'get', '/v1/predictive_results', 403);
  await navigateInApp(page, '/predicted-results');
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotBothWidths(page, 'error-try-again');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your predicted results' })).toBeVisible();
  await expect(page).toHaveURL(/\/predicted-results$/);

  await uploadOne(page, '2026-03-02', 'Vitamin B12', '400', 'ng/L');
  const banner = page.getByRole('alert').filter({ hasText: 'Success' });
  await expect(banner).toContainText('Your results from 2 March 2026 have been uploaded: Vitamin B12 295.2 pmol/L.');
  await expect(banner).toBeFocused();
  await expect(page.getByRole('heading', { level: 1, name: 'Vitamin B12' })).toBeVisible();
  await expect(page.locator('.result-value-card')).toContainText('295.2 pmol/L');
  await screenshotBothWidths(page, 'result-after-upload');
  // Gone on the next page.
  await page.getByRole('link', { name: 'Back to your health scores' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Health scores' })).toBeVisible();
  await expect(banner).toHaveCount(0);

  await page.goto('/results-upload/upload-results-1');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit uploaded results' })).toBeVisible();
  await fillDate(page.getByRole('group', { name: 'Date of the test' }), '2026-09-14');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(banner).toContainText(
    'Your changes to the results from 14 September 2026 have been saved: Vitamin B12 295.2 pmol/L, Vitamin D (25-OH) 50 nmol/L.',
  );
  await expect(banner).toBeFocused();
  await expectNoAxeViolations(page);
});
