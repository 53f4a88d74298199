import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { failNext, networkErrorNext } from './support/mock-api';
import { PERSONAS, signIn } from './support/personas';

const INCOMPLETE = 'incomplete@example.com';

/** A screenshot of the current screen at phone and desktop widths, and no sideways scroll at 320 px. */
async function screenshots(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/screenshots/results-upload-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 320, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  await page.setViewportSize({ width: 1280, height: 900 });
}

const row = (page: Page, number: number): Locator => page.getByRole('group', { name: `Result ${number}`, exact: true });

async function fillRow(page: Page, number: number, analyte: string, value: string, unit: string) {
  const target = row(page, number);
  await target.getByLabel('Analyte').selectOption({ label: analyte });
  await target.getByLabel('Value').fill(value);
  await target.getByLabel('Unit').selectOption({ label: unit });
}

async function startUpload(page: Page, email: string = PERSONAS.results) {
  await signIn(page, email, '/results-upload/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Upload your results' })).toBeVisible();
}

async function fillBasics(page: Page) {
  await page.getByLabel('Date of the test').fill('2026-01-10');
  await page.getByRole('group', { name: 'What the test covered' }).getByLabel('Vitamins').check();
}

test('a full upload converts ng/L to pmol/L, sends only complete rows and lands on the results page', async ({ page }) => {
  await startUpload(page);
  await expect(page.locator('.site-footer')).toBeHidden();
  await expectNoAxeViolations(page);
  await fillBasics(page);
  await fillRow(page, 1, 'Vitamin B12', '400', 'ng/L');
  await expect(row(page, 1).getByText('The unit used is ng/L and the result will be converted: 400 ng/L is 295.2 pmol/L.')).toBeVisible();
  await page.getByRole('button', { name: 'Add another result' }).click();
  await expect(row(page, 2).getByLabel('Analyte')).toBeFocused();
  await expect(row(page, 2).getByRole('option', { name: 'Vitamin B12' })).toBeDisabled();
  await expect(row(page, 2).getByRole('option', { name: 'Ferritin' })).toBeEnabled();
  await fillRow(page, 2, 'Ferritin', '0', 'ug/L');
  await expect(row(page, 2).locator('.form-row__note')).toBeEmpty();
  await page.getByRole('button', { name: 'Add another result' }).click();
  await expect(row(page, 3)).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshots(page, 'new');
  await page.getByRole('button', { name: 'Upload results' }).click();
  await expect(page).toHaveURL(/\/site\/results\/upload-/);
  const testCycle = new URL(page.url()).pathname.split('/').pop() ?? '';
  await page.goto(`/results-upload/${testCycle}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit uploaded results' })).toBeVisible();
  await expect(row(page, 1).getByLabel('Analyte')).toHaveValue('B12');
  await expect(row(page, 1).getByLabel('Value')).toHaveValue('295.2');
  await expect(row(page, 1).getByLabel('Unit')).toHaveValue('pmol/L');
  await expect(row(page, 2).getByLabel('Value')).toHaveValue('0');
  await expect(row(page, 3)).toHaveCount(0);
});
