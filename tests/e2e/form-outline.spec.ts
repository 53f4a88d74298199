import type { Page, Route } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { PERSONAS, signIn } from './support/personas';
import { expectDateShown, fillDate } from './support/dates';

// rjsf comes in a chunk of its own, fetched after the page has painted; until then each form's outline stands in.
const RJSF_CHUNK = /\/assets\/rjsf-form-[^/]+\.js$/;

/** Holds rjsf's chunk until released, so the outline can be looked at and used. */
async function holdRjsf(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(RJSF_CHUNK, async (route: Route) => {
    await held;
    await route.continue();
  });
  return release;
}

interface Box {
  key: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Every element of the page's main area, keyed by its place in the tree, with the box it takes. */
const boxes = (page: Page): Promise<Box[]> =>
  page.evaluate(() => {
    const keyOf = (element: Element): string => {
      const parts: string[] = [];
      for (let node: Element | null = element; node && node.id !== 'main'; node = node.parentElement) {
        parts.unshift(
          `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}:${Array.from(node.parentElement?.children ?? []).indexOf(node)}`,
        );
      }
      return parts.join('>');
    };
    return Array.from(document.querySelectorAll('#main *')).map((element) => {
      const rect = element.getBoundingClientRect();
      return { key: keyOf(element), x: rect.x, y: rect.y + window.scrollY, width: rect.width, height: rect.height };
    });
  });

/** Releases rjsf's chunk and waits until the outline's control is gone from the page: the form has taken its place. */
async function outlineGone(page: Page, selector: string, release: () => void): Promise<void> {
  const control = await page.locator(selector).elementHandle();
  release();
  await expect.poll(() => control?.evaluate((element) => element.isConnected), { timeout: 20_000 }).toBe(false);
}

/** Layout shifts the page records from now on, summed as CLS sums them (without input-excluded ones). */
const watchShifts = (page: Page) =>
  page.evaluate(() => {
    const shifts: number[] = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: false });
    (window as unknown as { shiftsSince: () => number }).shiftsSince = () => shifts.reduce((sum, value) => sum + value, 0);
  });
const shiftsSince = (page: Page) => page.evaluate(() => (window as unknown as { shiftsSince: () => number }).shiftsSince());

for (const width of [390, 1280]) {
  test(`settings at ${width} px: the outline takes exactly the boxes of the forms; it stays while an email box is typed in, and what is typed and the focus stay when the form comes in`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, PERSONAS.results, '/settings');
    const release = await holdRjsf(page);
    await page.reload();
    const personal = page.getByRole('region', { name: 'Personal details' });
    const firstName = personal.getByLabel('First name');
    // The outline: the saved values, every field and button of every form, before rjsf has arrived.
    await expect(firstName).toHaveValue('Rosa');
    await expect(page.getByRole('region', { name: 'Address' }).getByLabel('Town or city')).toHaveValue('Bristol');
    await expect(page.getByRole('button', { name: 'Change password' })).toBeVisible();
    await expect(personal.getByRole('radio', { name: 'Female' })).toBeChecked();
    const outlineBoxes = await boxes(page);
    await expectNoAxeViolations(page);
    const email = page.getByRole('region', { name: 'Contact details' }).getByLabel('Email');
    const outlineEmail = await email.elementHandle();
    await email.fill('rosa.lindqvist@example.com');
    await watchShifts(page);
    const arrived = page.waitForResponse(RJSF_CHUNK);
    release();
    // rjsf is there, but the person is in an email box, whose caret and selection cannot be read: the outline stays.
    await arrived;
    await page.waitForTimeout(500);
    expect(await outlineEmail?.evaluate((element) => element.isConnected)).toBe(true);
    // Moving on to a text box (its caret can be read) brings the form in, in place, with the focus there.
    await firstName.click();
    await expect.poll(() => outlineEmail?.evaluate((element) => element.isConnected), { timeout: 20_000 }).toBe(false);
    expect(await shiftsSince(page)).toBe(0);
    const formBoxes = await boxes(page);
    expect(formBoxes.map((box) => box.key)).toEqual(outlineBoxes.map((box) => box.key));
    for (const [index, box] of formBoxes.entries()) {
      const before = outlineBoxes[index];
      expect({
        key: box.key,
        x: Math.round(box.x),
        y: Math.round(box.y),
        width: Math.round(box.width),
        height: Math.round(box.height),
      }).toEqual({
        key: before?.key,
        x: Math.round(before?.x ?? 0),
        y: Math.round(before?.y ?? 0),
        width: Math.round(before?.width ?? 0),
        height: Math.round(before?.height ?? 0),
      });
    }
    await expect(email).toHaveValue('rosa.lindqvist@example.com');
    await expect(firstName).toBeFocused();
    await firstName.press('End');
    await page.keyboard.type('lind');
    const male = personal.getByRole('radio', { name: 'Male', exact: true });
    await male.check();
    await expect(firstName).toHaveValue('Rosalind');
    await expect(male).toBeChecked();
    await expect(male).toBeFocused();
    // The keyboard goes on from there: arrow keys move the choice, as in any radio group.
    await page.keyboard.press('ArrowDown');
    await expect(personal.getByRole('radio', { name: 'Female' })).toBeChecked();
    await page.keyboard.press('ArrowUp');
    await expect(male).toBeChecked();
    await personal.getByRole('button', { name: 'Save personal details' }).click();
    await expect(personal.getByRole('status')).toHaveText('Your changes have been saved.');
    await page.reload();
    await expect(page.getByRole('region', { name: 'Personal details' }).getByLabel('First name')).toHaveValue('Rosalind');
    await expect(page.getByRole('region', { name: 'Personal details' }).getByRole('radio', { name: 'Male', exact: true })).toBeChecked();
  });
}

// An email box keeps no selection range, but all of its text selected (tabbed into, Ctrl+A) can be read and made
// again: the form comes in with it selected, so what is typed next replaces the address rather than joining it.
test('settings: an email box with all its text selected when the form comes in keeps it selected, and typing replaces it', async ({
  page,
}) => {
  await signIn(page, PERSONAS.results, '/settings');
  const release = await holdRjsf(page);
  await page.reload();
  const email = page.getByRole('region', { name: 'Contact details' }).getByLabel('Email');
  await email.selectText();
  await outlineGone(page, '#contact-details_email', release);
  await expect(email).toBeFocused();
  await page.keyboard.type('rosa.new@example.com');
  await expect(email).toHaveValue('rosa.new@example.com');
});

test('settings: Save pressed in the outline, before rjsf has arrived, saves once it has', async ({ page }) => {
  await signIn(page, PERSONAS.results, '/settings');
  const release = await holdRjsf(page);
  await page.reload();
  const contact = page.getByRole('region', { name: 'Contact details' });
  await contact.getByLabel('Phone number').fill('07700 900555');
  await contact.getByRole('button', { name: 'Save contact details' }).click();
  // Nothing is lost and nothing is said yet: the form is not live.
  await expect(contact.getByRole('status')).toHaveCount(0);
  release();
  await expect(contact.getByRole('status')).toHaveText('Your changes have been saved.');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Contact details' }).getByLabel('Phone number')).toHaveValue('07700900555');
});

// The browser makes no click of a press that starts on one element and ends on another: a Save held down in the
// outline as the form replaces it (under load) must still save when let go, not be lost without a word.
for (const by of ['pointer', 'Space'] as const) {
  test(`settings: Save held down (${by}) in the outline while the form takes over saves when it is let go`, async ({ page }) => {
    await signIn(page, PERSONAS.results, '/settings');
    const release = await holdRjsf(page);
    await page.reload();
    const contact = page.getByRole('region', { name: 'Contact details' });
    await contact.getByLabel('Phone number').fill('07700 900777');
    const save = contact.getByRole('button', { name: 'Save contact details' });
    if (by === 'pointer') {
      await save.scrollIntoViewIfNeeded();
      const box = (await save.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
    } else {
      await save.focus();
      await page.keyboard.down(' ');
    }
    await outlineGone(page, '#contact-details_phone_number', release);
    await expect(contact.getByRole('status')).toHaveCount(0);
    if (by === 'pointer') await page.mouse.up();
    else await page.keyboard.up(' ');
    await expect(contact.getByRole('status')).toHaveText('Your changes have been saved.');
    await page.reload();
    await expect(page.getByRole('region', { name: 'Contact details' }).getByLabel('Phone number')).toHaveValue('07700900777');
  });
}

test('results upload: a box held down by its label in the outline while the form takes over is ticked when it is let go', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await signIn(page, PERSONAS.results, '/results-upload/new');
  const release = await holdRjsf(page);
  await page.reload();
  const label = page.locator('label').filter({ hasText: /^\s*Iron\s*$/ });
  await label.scrollIntoViewIfNeeded();
  const box = (await label.boundingBox())!;
  await page.mouse.move(box.x + box.width - 4, box.y + box.height / 2);
  await page.mouse.down();
  await outlineGone(page, '#results-upload_test_date', release);
  await expect(page.getByRole('checkbox', { name: 'Iron' })).not.toBeChecked();
  await page.mouse.up();
  await expect(page.getByRole('checkbox', { name: 'Iron' })).toBeChecked();
});

test('results upload: the outline takes exactly the form’s boxes; what is chosen in it is kept, and an upload pressed in it is checked once the form is live', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await signIn(page, PERSONAS.results, '/results-upload/new');
  const release = await holdRjsf(page);
  await page.reload();
  const testDate = page.getByRole('group', { name: 'Date of the test' });
  await expect(testDate).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add another result' })).toBeVisible();
  await fillDate(testDate, '2026-11-02');
  await page.getByRole('checkbox', { name: 'Iron' }).check();
  await page.getByLabel('Analyte').selectOption({ label: 'Ferritin' });
  await page.getByLabel('Value').fill('45');
  await page.getByRole('button', { name: 'Upload results' }).click();
  await outlineGone(page, '#results-upload_test_date', release);
  // The upload pressed in the outline ran once the form was live: the unit, which the outline could not offer
  // before the analyte was known, is asked for, and everything chosen is still there.
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Select the unit the lab used');
  await expectDateShown(testDate, '2026-11-02');
  await expect(page.getByRole('checkbox', { name: 'Iron' })).toBeChecked();
  await expect(page.getByLabel('Analyte')).toHaveValue('FERR');
  await expect(page.getByLabel('Value')).toHaveValue('45');
  await page.getByLabel('Unit').selectOption('ug/L');
  await page.getByRole('button', { name: 'Upload results' }).click();
  await expect(page).toHaveURL(/\/results\/[^/]+\/FERR$/);
  await expect(page.getByText(/Ferritin 45 ug\/L/)).toBeVisible();
});

test('results upload at 390 px: the form takes over in the outline’s boxes, with no layout shift', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await signIn(page, PERSONAS.results, '/results-upload/new');
  const release = await holdRjsf(page);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Add another result' })).toBeVisible();
  const outlineBoxes = await boxes(page);
  await watchShifts(page);
  await outlineGone(page, '#results-upload_test_date', release);
  expect(await shiftsSince(page)).toBe(0);
  const rounded = (list: Box[]) =>
    list.map((box) => [box.key, Math.round(box.x), Math.round(box.y), Math.round(box.width), Math.round(box.height)]);
  expect(rounded(await boxes(page))).toEqual(rounded(outlineBoxes));
});

test('settings: when rjsf cannot be loaded, even after the page reloads itself once, the page says something went wrong in our words', async ({
  page,
}) => {
  await signIn(page, PERSONAS.results, '/settings');
  const asked: string[] = [];
  await page.route(RJSF_CHUNK, async (route: Route) => {
    asked.push(route.request().url());
    await route.abort('connectionfailed');
  });
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible({ timeout: 20_000 });
  await expect(
    page.getByText('Unfortunately there was an error, please try refreshing the page or if the problem persists please get in touch.'),
  ).toBeVisible();
  await expect(page.locator('body')).not.toContainText(/ERR_|Failed to fetch|dynamically imported/);
  // The page reloaded itself once (a stale deployment would be over then), and then stopped asking: no loop.
  const asking = asked.length;
  await page.waitForTimeout(2000);
  expect(loads).toBe(2);
  expect(asked).toHaveLength(asking);
  await expectNoAxeViolations(page);
});
