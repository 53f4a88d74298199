import type { Locator, Page, Route } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { PERSONAS, signIn } from './support/personas';
import { expectDateShown, fillDate } from './support/dates';
import { PHONE, pressAt, TAPS, type PressBy } from './support/touch';

// Issue 43, items 9 to 12: a date of birth and a test date are checked on the screen (and the server) against
// today and each other, each bad date says what is wrong in GOV.UK's words, and leaving a date never moves the
// control the pointer is pressing.
test.describe.configure({ timeout: 120_000 });

const INCOMPLETE = 'incomplete@example.com';
const NEXT_YEAR = String(new Date().getFullYear() + 1);
const longDate = (ms: number) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(ms);
const now = new Date();
const EARLIEST_BIRTH = longDate(Date.UTC(now.getFullYear() - 120, now.getMonth(), now.getDate()));

/** Types each box as given (a day of "123", a year left empty), then leaves the date by Tab, as a person does. */
async function typeDate(group: Locator, day: string, month: string, year: string): Promise<void> {
  await group.getByLabel('Day', { exact: true }).fill(day);
  await group.getByLabel('Month', { exact: true }).fill(month);
  await group.getByLabel('Year', { exact: true }).fill(year);
  await group.getByLabel('Year', { exact: true }).press('Tab');
}

async function expectBoxes(group: Locator, day: string, month: string, year: string): Promise<void> {
  await expect(group.getByLabel('Day', { exact: true })).toHaveValue(day);
  await expect(group.getByLabel('Month', { exact: true })).toHaveValue(month);
  await expect(group.getByLabel('Year', { exact: true })).toHaveValue(year);
}

/** The date field's own message: the field wrapping the group (each field shows one). */
const fieldError = (group: Locator) =>
  group.locator('xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " field ")][1]').locator('.field-error');

const summary = (page: Page) => page.getByRole('alert').filter({ hasText: 'There is a problem' });

const BIRTH_CASES: [string, string, string, string][] = [
  ['1', '1', NEXT_YEAR, 'Date of birth must be in the past'],
  ['1', '1', '1850', `Date of birth must be the same as or after ${EARLIEST_BIRTH}`],
  ['31', '2', '2024', 'Date of birth must be a real date'],
  ['123', '1', '2000', 'Date of birth must be a real date'],
  ['1', '13', '2000', 'Date of birth must be a real date'],
  ['1', '1', '', 'Date of birth must include a year'],
  ['', '', '1990', 'Date of birth must include a day and month'],
  ['1', '1', '85', 'Year must include 4 numbers'],
];

test('settings: a date of birth in the future, in 1850 or not a real date is refused with its own message, keeping what was typed', async ({
  page,
}) => {
  await signIn(page, PERSONAS.results, '/settings');
  const personal = page.getByRole('region', { name: 'Personal details' });
  const dob = personal.getByRole('group', { name: 'Date of birth' });
  await expectDateShown(dob, '1985-04-12');
  for (const [day, month, year, text] of BIRTH_CASES) {
    await typeDate(dob, day, month, year);
    await expect(fieldError(dob)).toHaveText(text);
    await expect(fieldError(dob)).toBeVisible();
    await expectBoxes(dob, day, month, year);
  }
  await typeDate(dob, '1', '1', NEXT_YEAR);
  await personal.getByRole('button', { name: 'Save personal details' }).click();
  await expect(summary(page)).toBeFocused();
  await expect(summary(page)).toContainText('Date of birth must be in the past');
  await expectBoxes(dob, '1', '1', NEXT_YEAR);
  await expectNoAxeViolations(page);
  await page.reload();
  await expectDateShown(page.getByRole('region', { name: 'Personal details' }).getByRole('group', { name: 'Date of birth' }), '1985-04-12');
});

const row1 = (page: Page) => page.getByRole('group', { name: 'Result 1', exact: true });

/** A complete upload but for its test date, typed last (so its message moves nothing still to be pressed). */
async function fillUpload(page: Page, testDate: [string, string, string]) {
  await page.getByRole('group', { name: 'What the test covered' }).getByLabel('Vitamins').check();
  await row1(page).getByLabel('Analyte').selectOption({ label: 'Folate' });
  await row1(page).getByLabel('Value').fill('10');
  await row1(page).getByLabel('Unit').selectOption({ label: 'ug/L' });
  await typeDate(page.getByRole('group', { name: 'Date of the test' }), ...testDate);
}

test('upload details step: a date of birth in the future or in 1850 is refused, then a real one lets the upload go on', async ({
  page,
}) => {
  await signIn(page, INCOMPLETE, '/results-upload/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Upload your results' })).toBeVisible();
  await fillUpload(page, ['10', '1', '2026']);
  await page.getByRole('button', { name: 'Upload results' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your details' })).toBeFocused();
  const dob = page.getByRole('group', { name: 'Date of birth' });
  await page.getByLabel('Female').check();
  for (const [day, month, year, text] of BIRTH_CASES.slice(0, 3)) {
    await typeDate(dob, day, month, year);
    await expect(fieldError(dob)).toHaveText(text);
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(summary(page)).toContainText(text);
    await expect(page.getByRole('heading', { level: 1, name: 'Your details' })).toBeVisible();
    await expectBoxes(dob, day, month, year);
  }
  await expectNoAxeViolations(page);
  await fillDate(dob, '1990-03-02');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/results\/upload-[^/]+\/[A-Z0-9]+$/);
});

test('upload: a test date before the date of birth, in the future or not a real date is refused, keeping what was typed', async ({
  page,
}) => {
  // Born on 12 April 1985.
  await signIn(page, PERSONAS.results, '/results-upload/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Upload your results' })).toBeVisible();
  await fillUpload(page, ['12', '10', '1899']);
  const testDate = page.getByRole('group', { name: 'Date of the test' });
  await expect(fieldError(testDate)).toHaveText('Date of the test must be the same as or after your date of birth');
  await page.getByRole('button', { name: 'Upload results' }).click();
  await expect(summary(page)).toBeFocused();
  await expect(summary(page)).toContainText('Date of the test must be the same as or after your date of birth');
  await expectBoxes(testDate, '12', '10', '1899');
  await expect(page).toHaveURL(/\/results-upload\/new$/);
  await expectNoAxeViolations(page);
  for (const [day, month, year, text] of [
    ['1', '1', NEXT_YEAR, 'Date of the test must be today or in the past'],
    ['31', '2', '2024', 'Date of the test must be a real date'],
    ['12', '10', '', 'Date of the test must include a year'],
    ['12', '', '2024', 'Date of the test must include a month'],
  ] as const) {
    await typeDate(testDate, day, month, year);
    await expect(fieldError(testDate)).toHaveText(text);
    await expectBoxes(testDate, day, month, year);
  }
  await typeDate(testDate, '12', '4', '1985');
  await expect(fieldError(testDate)).toHaveCount(0);
  await page.getByRole('button', { name: 'Upload results' }).click();
  await expect(page).toHaveURL(/\/results\/upload-[^/]+\/[A-Z0-9]+$/);
});

test('upload without a date of birth yet: the test date is checked against the one given in the details step', async ({ page }) => {
  await signIn(page, INCOMPLETE, '/results-upload/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Upload your results' })).toBeVisible();
  await fillUpload(page, ['12', '10', '1899']);
  await page.getByRole('button', { name: 'Upload results' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your details' })).toBeFocused();
  await fillDate(page.getByRole('group', { name: 'Date of birth' }), '1985-04-12');
  await page.getByLabel('Female').check();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Upload your results' })).toBeVisible();
  await expect(summary(page)).toContainText('Date of the test must be the same as or after your date of birth');
  await expectBoxes(page.getByRole('group', { name: 'Date of the test' }), '12', '10', '1899');
  await expect(page).toHaveURL(/\/results-upload\/new$/);
});

/** Leaves a half-filled test date by a press on the Vitamins box below it, once the form has replaced the outline. */
async function leaveDateForBoxBelow(page: Page, by: PressBy): Promise<void> {
  await signIn(page, PERSONAS.results, '/settings');
  // rjsf's chunk is held, so the outline's box can be seen to go: only the form shows a field's message on leaving it.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/rjsf-form-[^/]+\.js$/, async (route: Route) => {
    await held;
    await route.continue();
  });
  await page.goto('/results-upload/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Upload your results' })).toBeVisible();
  const testDate = page.getByRole('group', { name: 'Date of the test' });
  const vitamins = page.getByRole('group', { name: 'What the test covered' }).getByLabel('Vitamins');
  const outlineBox = await vitamins.elementHandle();
  release();
  await expect.poll(() => outlineBox?.evaluate((element) => element.isConnected), { timeout: 20_000 }).toBe(false);
  await testDate.getByLabel('Day', { exact: true }).fill('12');
  await testDate.getByLabel('Month', { exact: true }).fill('10');
  await vitamins.scrollIntoViewIfNeeded();
  await expect(testDate.getByLabel('Month', { exact: true })).toBeFocused();
  // Where the box is before focus leaves the date: the press lands there, as a person's would.
  const box = await vitamins.boundingBox();
  if (!box) throw new Error('The Vitamins box has no size');
  await pressAt(page, by, box.x + box.width / 2, box.y + box.height / 2);
  await expect(vitamins).toBeChecked();
  await expect(fieldError(testDate)).toHaveText('Date of the test must include a year');
  await expect(fieldError(testDate)).toBeVisible();
  await expectBoxes(testDate, '12', '10', '');
}

test('leaving a half-filled date by pressing the tick box below it ticks the box; the date’s message shows after', async ({ page }) => {
  await leaveDateForBoxBelow(page, 'mouse');
});

test.describe('on a phone', () => {
  test.use(PHONE);
  for (const by of TAPS) {
    test(`leaving a half-filled date by a tap (${by}) on the tick box below it ticks the box; the date’s message shows after`, async ({
      page,
    }) => {
      await leaveDateForBoxBelow(page, by);
    });
  }
});
