import { readdirSync } from 'node:fs';
import { messagePattern } from '../../src/domain/fill-message';
import { expectNoAxeViolations } from '../e2e/support/axe';
import { expect, test } from '../e2e/support/test';
import { openStudio, screenshot } from './studio-page';

const forms = readdirSync('config/forms')
  .filter((name) => name.endsWith('.yaml'))
  .map((name) => name.replace(/\.yaml$/, ''));

/** A message's copy as the page shows it: its placeholders and plural forms filled with whatever the rule says. */
const shown = messagePattern;

test('the gallery shows every form’s messages, triggered, and its server error and success', async ({ page }) => {
  test.setTimeout(120_000);
  await openStudio(page, 'tab=forms');
  const nav = page.getByRole('navigation', { name: 'Forms' });
  for (const form of forms) {
    await nav.getByRole('button', { name: form, exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`\\(${form}\\)$`) })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Empty', exact: true })).toBeVisible();
    const states = page.getByRole('region', { name: /^Message: / });
    for (const state of await states.all()) {
      const title = (await state.getByRole('heading').first().textContent()) ?? '';
      const copy = /^Message: “(.*)”$/.exec(title)?.[1] ?? '';
      await expect(state.getByText('Not triggered')).toHaveCount(0);
      // The message is shown by the form itself: in its error summary and beside the field.
      await expect(state.locator('.studio-state__form').getByText(shown(copy)).first(), `${form}: ${copy}`).toBeVisible();
    }
    const serverError = page.getByRole('region', { name: 'Server error (SPEC 8)' });
    const fallback = /shows “(.*)” and keeps/.exec((await serverError.textContent()) ?? '')?.[1] ?? '';
    await expect(serverError.getByRole('alert').filter({ hasText: fallback }), form).toBeVisible();
    const success = page.getByRole('region', { name: 'Success' });
    const successCopy = /Shows “(.*)”\./.exec((await success.textContent()) ?? '')?.[1];
    if (successCopy) await expect(success.getByRole('status').filter({ hasText: successCopy }), form).toBeVisible();
    else await expect(success.getByRole('alert')).toHaveCount(0);
  }
  await nav.getByRole('button', { name: 'change-password', exact: true }).click();
  await expectNoAxeViolations(page);
  await screenshot(page, 'form-gallery');
});
