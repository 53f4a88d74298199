import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { failNext, networkErrorAlways, networkErrorNext, resetMockOverrides } from './support/mock-api';
import { PERSONAS, signIn } from './support/personas';
import { expectDateShown, fillDate } from './support/dates';

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
  await fillDate(page.getByRole('group', { name: 'Date of the test' }), '2026-01-10');
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
  await expect(page).toHaveURL(/\/results\/upload-[^/]+\/[A-Z0-9]+$/);
  const testCycle = new URL(page.url()).pathname.split('/')[2] ?? '';
  await page.goto(`/results-upload/${testCycle}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit uploaded results' })).toBeVisible();
  await expect(row(page, 1).getByLabel('Analyte')).toHaveValue('B12');
  await expect(row(page, 1).getByLabel('Value')).toHaveValue('295.2');
  await expect(row(page, 1).getByLabel('Unit')).toHaveValue('pmol/L');
  await expect(row(page, 2).getByLabel('Value')).toHaveValue('0');
  await expect(row(page, 3)).toHaveCount(0);
});

test('bad values get a clear message on the row and keep what was typed', async ({ page }) => {
  await startUpload(page);
  await fillBasics(page);
  const value = row(page, 1).getByLabel('Value');
  await row(page, 1).getByLabel('Analyte').selectOption({ label: 'Total cholesterol' });
  await row(page, 1).getByLabel('Unit').selectOption({ label: 'mmol/L' });
  const cases: [string, string][] = [
    ['5,2', 'Use a full stop for decimals and no thousands separators, for example 5.2'],
    ['1 000', 'Enter the number without spaces, for example 1000'],
    ['<5', 'Enter the number only; results given as below or above a limit (< or >) cannot be uploaded'],
    ['-3', 'A result cannot be negative'],
    ['99999999', 'That number is too large for a blood result; check the value and its unit'],
    ['Total cholesterol 4.6 mmol/L (3.0-5.0)', 'Enter the result as a number only, for example 5.2'],
  ];
  for (const [typed, said] of cases) {
    await value.fill(typed);
    await value.blur();
    await expect(row(page, 1).locator('.field-error')).toHaveText(said);
    await expect(value).toHaveValue(typed);
    await expect(value).toHaveAttribute('aria-invalid', 'true');
  }
  await expectNoAxeViolations(page);
  await screenshots(page, 'row-error');
  // A half-filled second row is named, not silently dropped; the summary links to the row's field.
  await page.getByRole('button', { name: 'Add another result' }).click();
  await row(page, 2).getByLabel('Value').fill('4.6');
  await page.getByRole('button', { name: 'Upload results' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: 'Select the analyte for this result' })).toHaveAttribute(
    'href',
    '#results-upload_results_1_analyte',
  );
  await summary.getByRole('link', { name: 'Select the unit the lab used' }).click();
  await expect(row(page, 2).getByLabel('Value')).toHaveValue('4.6');
  await value.fill(' 4.6 ');
  await value.blur();
  await expect(row(page, 1).locator('.field-error')).toHaveCount(0);
  // Removing the half-filled row leaves focus on the add button and the form ready to send.
  await row(page, 2).getByRole('button', { name: 'Remove result 2' }).click();
  await expect(page.getByRole('button', { name: 'Add another result' })).toBeFocused();
  await expect(row(page, 2)).toHaveCount(0);
  await page.getByRole('button', { name: 'Upload results' }).click();
  await expect(page).toHaveURL(/\/results\/upload-[^/]+\/[A-Z0-9]+$/);
});

test('no complete row and missing date or area are refused with the form’s messages', async ({ page }) => {
  await startUpload(page);
  await page.getByRole('button', { name: 'Upload results' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Enter the date of the test');
  await expect(summary).toContainText('Select at least one area the test covered');
  await expect(summary).toContainText('Add at least one result with an analyte, a value and a unit');
  await expectNoAxeViolations(page);
});

test('a person without date of birth or sex completes them inline, then the upload goes on with nothing lost', async ({ page }) => {
  await startUpload(page, INCOMPLETE);
  await fillBasics(page);
  await fillRow(page, 1, 'Folate', '10', 'ug/L');
  await expect(row(page, 1).getByText('The unit used is ug/L and the result will be converted: 10 ug/L is 22.65 nmol/L.')).toBeVisible();
  await page.getByRole('button', { name: 'Upload results' }).click();
  const heading = page.getByRole('heading', { level: 1, name: 'Your details' });
  await expect(heading).toBeFocused();
  await expect(
    page.getByText('We need your name, date of birth and biological sex to upload results. Nothing you have entered will be lost.'),
  ).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Iris');
  await expectNoAxeViolations(page);
  await screenshots(page, 'details-step');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.locator('.field-error').filter({ hasText: 'Please enter your date of birth' })).toBeVisible();
  await expect(page.locator('.field-error').filter({ hasText: 'Please select your biological sex' })).toBeVisible();
  await fillDate(page.getByRole('group', { name: 'Date of birth' }), '1990-03-02');
  await page.getByLabel('Female').check();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/results\/upload-[^/]+\/[A-Z0-9]+$/);
  const testCycle = new URL(page.url()).pathname.split('/')[2] ?? '';
  await page.goto(`/results-upload/${testCycle}`);
  await expect(row(page, 1).getByLabel('Analyte')).toHaveValue('FOLA');
  await expect(row(page, 1).getByLabel('Value')).toHaveValue('22.65');
  await expectDateShown(page.getByRole('group', { name: 'Date of the test' }), '2026-01-10');
});

test('an earlier upload can be edited (PUT) and the footer shows on the edit page', async ({ page }) => {
  await signIn(page, PERSONAS.results, '/results-upload/upload-results-1');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit uploaded results' })).toBeVisible();
  await expect(page.locator('.site-footer')).toBeVisible();
  await expect(row(page, 2).getByLabel('Analyte')).toHaveValue('VITD');
  await expect(row(page, 1).getByRole('option', { name: 'Vitamin D (25-OH)' })).toBeDisabled();
  await expectNoAxeViolations(page);
  await screenshots(page, 'edit');
  await row(page, 2).getByLabel('Unit').selectOption({ label: 'ng/mL' });
  await row(page, 2).getByLabel('Value').fill('20');
  await expect(row(page, 2).getByText('20 ng/mL is 49.92 nmol/L')).toBeVisible();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/results\/upload-results-1\/B12$/);
  await page.goto('/results-upload/upload-results-1');
  await expect(row(page, 2).getByLabel('Value')).toHaveValue('49.92');
  await expect(row(page, 2).getByLabel('Unit')).toHaveValue('nmol/L');
});

test('delete asks first, shows the delete error on failure, then removes the upload', async ({ page }) => {
  await signIn(page, PERSONAS.results, '/results-upload/upload-results-1');
  await page.getByRole('button', { name: 'Delete these results' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete these uploaded results?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('This removes the results of this upload from your history. You cannot undo this.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Keep results' })).toBeFocused();
  await expectNoAxeViolations(page);
  await screenshots(page, 'delete-dialog');
  // Enter on the focused choice keeps the results, and focus goes back to the button that asked.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Delete these results' })).toBeFocused();
  await page.getByRole('button', { name: 'Delete these results' }).click();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Delete these results' }).click();
  await failNext(page, 'delete', '/v1/results_upload/upload-results-1', 500);
  await dialog.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Your results could not be deleted. Please try again.');
  await dialog.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page).toHaveURL(/\/results-upload\/new$/);
  await expect(page.getByText('Your uploaded results have been deleted.')).toBeVisible();
  await page.goto('/results-upload/upload-results-1');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('a 422 about one analyte lands on its row', async ({ page }) => {
  await startUpload(page);
  await fillBasics(page);
  await fillRow(page, 1, 'Vitamin B12', '400', 'ng/L');
  await page.getByRole('button', { name: 'Add another result' }).click();
  await fillRow(page, 2, 'Ferritin', '18', 'ng/mL');
  await failNext(page, 'post', '/v1/results_upload', 422, [
    { detail: 'Value is outside the range the lab can measure', pointer: '/data/attributes/results/FERR/value' },
  ]);
  await page.getByRole('button', { name: 'Upload results' }).click();
  await expect(row(page, 2).locator('.field-error')).toHaveText('Value is outside the range the lab can measure');
  await expect(row(page, 1).locator('.field-error')).toHaveCount(0);
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: 'Value is outside the range the lab can measure' })).toHaveAttribute(
    'href',
    '#results-upload_results_1_value',
  );
  await expectNoAxeViolations(page);
});

test('a 500 and a network failure show the submit error and keep every row', async ({ page }) => {
  await startUpload(page);
  await fillBasics(page);
  await fillRow(page, 1, 'Vitamin B12', '400', 'ng/L');
  await page.getByRole('button', { name: 'Add another result' }).click();
  await fillRow(page, 2, 'HbA1c', '5.4', '%');
  for (const fail of [
    () => failNext(page, 'post', '/v1/results_upload', 500),
    () => networkErrorNext(page, 'post', '/v1/results_upload'),
  ]) {
    await fail();
    await page.getByRole('button', { name: 'Upload results' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Your results could not be uploaded. Please try again.' })).toBeVisible();
    await expect(row(page, 1).getByLabel('Value')).toHaveValue('400');
    await expect(row(page, 2).getByLabel('Unit')).toHaveValue('%');
    await expectDateShown(page.getByRole('group', { name: 'Date of the test' }), '2026-01-10');
  }
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Upload results' }).click();
  await expect(page).toHaveURL(/\/results\/upload-[^/]+\/[A-Z0-9]+$/);
});

test('the flag sends both routes out unless redirect=false', async ({ page }) => {
  await signIn(page, PERSONAS.results, '/results-upload/new');
  // The flag is set only once the app has started: set while it boots, the booting page follows it and
  // its own redirect cuts off the navigation below.
  await expect(page.getByRole('heading', { level: 1, name: 'Upload your results' })).toBeVisible();
  await page.evaluate(() => localStorage.setItem('vitalia-flag-overrides', JSON.stringify({ externalResultsUpload: true })));
  await page.goto('/results-upload/new');
  await expect(page).toHaveURL(/\/site\/results-upload\/new$/);
  await page.goto('/results-upload/upload-results-1');
  await expect(page).toHaveURL(/\/site\/results-upload\/upload-results-1$/);
  await page.goto('/results-upload/new?redirect=false');
  await expect(page.getByRole('heading', { level: 1, name: 'Upload your results' })).toBeVisible();
  await expect(page).toHaveURL(/\/results-upload\/new\?redirect=false$/);
});

test('keyboard only: a whole upload without the mouse', async ({ page }) => {
  await startUpload(page);
  const testDate = page.getByRole('group', { name: 'Date of the test' });
  const day = testDate.getByLabel('Day', { exact: true });
  for (let presses = 0; presses < 60 && !(await day.evaluate((element) => element === document.activeElement)); presses += 1)
    await page.keyboard.press('Tab');
  await expect(day).toBeFocused();
  // Day, Tab, month, Tab, year: the boxes do not move focus on by themselves.
  await page.keyboard.type('10');
  await page.keyboard.press('Tab');
  await page.keyboard.type('1');
  await page.keyboard.press('Tab');
  await page.keyboard.type('2026');
  await expectDateShown(testDate, '2026-01-10');
  const vitamins = page.getByRole('group', { name: 'What the test covered' }).getByLabel('Vitamins');
  while (!(await vitamins.evaluate((element) => element === document.activeElement))) await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(vitamins).toBeChecked();
  await page.keyboard.press('Tab');
  while (
    !(await row(page, 1)
      .getByLabel('Analyte')
      .evaluate((element) => element === document.activeElement))
  )
    await page.keyboard.press('Tab');
  await page.keyboard.type('Vitamin B');
  await expect(row(page, 1).getByLabel('Analyte')).toHaveValue('B12');
  await page.keyboard.press('Tab');
  await page.keyboard.type('400');
  await page.keyboard.press('Tab');
  await page.keyboard.type('ng');
  await expect(row(page, 1).getByLabel('Unit')).toHaveValue('ng/L');
  await expect(row(page, 1).getByText('400 ng/L is 295.2 pmol/L')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Add another result' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(row(page, 2).getByLabel('Analyte')).toBeFocused();
  await page.keyboard.type('Ferr');
  await page.keyboard.press('Tab');
  await page.keyboard.type('18');
  await page.keyboard.press('Tab');
  await page.keyboard.type('u');
  await expect(row(page, 2).getByLabel('Unit')).toHaveValue('ug/L');
  const submit = page.getByRole('button', { name: 'Upload results' });
  while (!(await submit.evaluate((element) => element === document.activeElement))) await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/results\/upload-[^/]+\/[A-Z0-9]+$/);
});

test('a double click on Upload sends one upload', async ({ page }) => {
  await startUpload(page);
  await fillBasics(page);
  await fillRow(page, 1, 'Vitamin B12', '400', 'ng/L');
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/v1/results_upload')) posts.push(request.url());
  });
  await page.getByRole('button', { name: 'Upload results' }).dblclick();
  await expect(page).toHaveURL(/\/results\/upload-[^/]+\/[A-Z0-9]+$/);
  expect(posts).toHaveLength(1);
});

test('an edit page that is not an upload, or does not exist, is not found; a load failure can be retried', async ({ page }) => {
  await signIn(page, PERSONAS.results, '/results-upload/test-results-1');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.goto('/results-upload/no-such-test');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.goto('/results-upload/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Upload your results' })).toBeVisible();
  // Overrides live in the page, so the edit page is opened in-app (as a link would) rather than by a reload.
  await networkErrorAlways(page, 'get', '/v1/tests/upload-results-1');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/results-upload/upload-results-1');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('alert').filter({ hasText: 'We could not load' })).toHaveText(
    'We could not load these results. Please try again.',
  );
  await expectNoAxeViolations(page);
  await screenshots(page, 'load-error');
  await resetMockOverrides(page);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit uploaded results' })).toBeVisible();
});
