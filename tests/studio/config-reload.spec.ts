import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { expect, test } from '../e2e/support/test';
import { openStudio, screenshot } from './studio-page';

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
  // Measured, not asserted (issue 24's target is 1 s): the page notes the first frame that shows the new label,
  // which expect's polling intervals would round up. tests/bench/studio-reload-bench.ts takes the median of several.
  const shownAt = await page.waitForFunction((text) => (document.body.innerText.includes(text) ? Date.now() : 0), 'Take the health quiz', {
    polling: 'raf',
    timeout: 30_000,
  });
  const reloadMs = (await shownAt.jsonValue()) - saved;
  await expect(rules.getByText('Take the health quiz', { exact: true })).toBeVisible();
  const load = loadavg()[0]?.toFixed(2) ?? '?';
  test.info().annotations.push({ type: 'reload after save (ms)', description: `${reloadMs} (load average ${load})` });
  console.log(`studio: the saved change showed ${reloadMs} ms after the save (load average ${load})`);

  writeFileSync(
    FILE,
    original.replace('route: settings, when: { var: session.authenticated }', 'route: settingz, when: { var: session.authenticated }'),
  );
  const errors = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'The config has an error' }) });
  await expect(errors).toBeVisible({ timeout: 30_000 });
  await expect(errors).toContainText(/config\/navigation\.yaml:4:\d+/);
  await expect(errors).toContainText('did you mean "settings"');
  // Vite's own overlay would cover the page; the studio shows the error itself.
  await expect(page.locator('vite-error-overlay')).toHaveCount(0);
  await screenshot(page, 'config-error');

  writeFileSync(FILE, original);
  await expect(rules.getByText('Take quiz', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(errors).toHaveCount(0);
});

test('banners and navigation show what each role and flag combination sees, in order', async ({ page }) => {
  await openStudio(page, 'tab=layout');
  const seen = page.getByRole('region', { name: 'What each person sees' });
  const row = (name: string) => seen.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
  await expect(row('Signed out').getByRole('list', { name: 'Top navigation for Signed out' })).toHaveText('Take quiz');
  await expect(
    row('customer + subscriber, verified')
      .getByRole('list', { name: 'Main navigation for customer + subscriber, verified' })
      .getByRole('listitem'),
  ).toHaveText(['Home', 'Results', 'Upload results', 'Health Overview', 'Health profile', 'Update package', 'Subscriptions', 'Health hub']);
  await expect(
    row('customer, unverified in window').getByRole('list', { name: 'Banners for customer, unverified in window' }).getByRole('listitem'),
  ).toHaveText(['email-verification', 'mobile-app-download']);
  await expect(row('customer + tfp, verified').getByText('Health hub')).toHaveCount(0);
  await expect(row('customer + tfp, verified').getByRole('list', { name: /^Banners for/ })).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'The link has a discount code (?discount_code=)' }).check();
  await expect(row('Signed out').getByRole('list', { name: 'Banners for Signed out' })).toHaveText('discount');
  await screenshot(page, 'banners-navigation');
});
