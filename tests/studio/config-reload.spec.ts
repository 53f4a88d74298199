import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test } from '../e2e/support/test';
import { openStudio } from './studio-page';

const FILE = 'config/navigation.yaml';
const original = readFileSync(FILE, 'utf8');

test.afterEach(() => {
  writeFileSync(FILE, original);
});

test('a saved YAML change shows in the studio without a restart, and a broken one shows its file:line:col in place', async ({ page }) => {
  await openStudio(page, 'tab=layout');
  const rules = page.getByRole('region', { name: 'Every item and banner, with its rule' });
  await expect(rules.getByText('Take quiz', { exact: true })).toBeVisible();

  const saved = Date.now();
  writeFileSync(FILE, original.replace('label: Take quiz', 'label: Take the health quiz'));
  await expect(rules.getByText('Take the health quiz', { exact: true })).toBeVisible({ timeout: 15_000 });
  const reloadMs = Date.now() - saved;
  test.info().annotations.push({ type: 'reload after save (ms)', description: String(reloadMs) });
  console.log(`studio: the saved change showed ${reloadMs} ms after the save`);

  writeFileSync(FILE, original.replace('route: settings, when: { var: session.authenticated }', 'route: settingz, when: { var: session.authenticated }'));
  const errors = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'The config has an error' }) });
  await expect(errors).toBeVisible({ timeout: 15_000 });
  await expect(errors).toContainText(/config\/navigation\.yaml:4:\d+/);
  await expect(errors).toContainText('did you mean "settings"');
  // Vite's own overlay would cover the page; the studio shows the error itself.
  await expect(page.locator('vite-error-overlay')).toHaveCount(0);

  writeFileSync(FILE, original);
  await expect(rules.getByText('Take quiz', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(errors).toHaveCount(0);
});
