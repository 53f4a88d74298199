import { expectNoAxeViolations } from '../e2e/support/axe';
import { expect, test } from '../e2e/support/test';
import { openStudio, referencedLine, screenshot } from './studio-page';

test('the inspector explains why a signed-out person is sent to log in', async ({ page }) => {
  await openStudio(page, 'tab=routes');
  await page.getByLabel('Path with query').fill('/your-orders?page=2');
  await expect(page.getByLabel('Person', { exact: true })).toHaveValue('signed-out');
  const firstHop = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: /^\/your-orders\?page=2 matches route your-orders/ }) });
  const guard = firstHop.locator('.studio-step').filter({ has: page.getByRole('heading', { name: /Session guard/ }) });
  await expect(guard).toContainText('decides');
  await expect(guard).toContainText('the person is signed out');
  expect(await referencedLine(guard.locator('.studio-yaml-ref'))).toContain('id: your-orders');
  await expect(firstHop.getByText('Sent to /login?redirectTo=%2Fyour-orders%3Fpage%3D2 (login).')).toBeVisible();
  await expect(page.getByText('Leaves the app')).toBeVisible();
  await expect(page.locator('.studio-end')).toContainText('/site/login?redirectTo=');
  await expectNoAxeViolations(page);
});

test('the inspector explains the verification wall for an unverified persona, and a flag that turns a redirect on', async ({ page }) => {
  await openStudio(page, 'tab=routes&path=%2Fyour-orders');
  await page.getByLabel('Person', { exact: true }).selectOption('unverified@example.com');
  await expect(page.getByText(/unverified, created 7\d h ago/)).toBeVisible();
  const wall = page
    .locator('.studio-step')
    .filter({ has: page.getByRole('heading', { name: /Verification wall/ }) })
    .first();
  await expect(wall).toContainText('decides');
  await expect(wall).toContainText('Email verified: false');
  expect(await referencedLine(wall.locator('.studio-yaml-ref'))).toContain('emailVerificationWindowHours');
  await expect(page.getByText('Sent to /verify-email (verification-wall).')).toBeVisible();
  await expect(page.locator('.studio-end')).toContainText('/verify-email renders');
  await screenshot(page, 'route-inspector');

  // A verified persona with the flag on: the route's own redirect decides, with the flag's value.
  await page.getByLabel('Person', { exact: true }).selectOption('results@example.com');
  await page.getByRole('checkbox', { name: 'externalAccountPages' }).check();
  const redirect = page.locator('.studio-step').filter({ has: page.getByRole('heading', { name: /Redirect 1 to external yourOrders/ }) });
  await expect(redirect).toContainText('decides');
  await expect(redirect.getByText('flags.externalAccountPages = true')).toBeVisible();
  expect(await referencedLine(redirect.locator('.studio-yaml-ref'))).toContain('when: { var: flags.externalAccountPages }');
});

test('the route matrix lists every route for every persona and copies as Markdown', async ({ page }) => {
  await openStudio(page, 'tab=routes');
  const matrix = page.getByRole('region', { name: 'Route matrix' });
  await expect(matrix.getByRole('columnheader', { name: 'unverified@example.com' })).toBeVisible();
  const orders = matrix.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'your-orders', exact: true }) });
  await expect(orders).toContainText('via login: ↗ /site/login');
  await expect(orders).toContainText('via verify-email: renders /verify-email');
  // A route with parameters is asked with the persona's own records, and says where a persona has none.
  const analyte = matrix.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'result-analyte', exact: true }) });
  const column = async (email: string) => (await matrix.getByRole('columnheader').allTextContents()).indexOf(email);
  await expect(analyte.getByRole('cell').nth((await column('results@example.com')) - 1)).toHaveText(
    '/results/cycle-results-1/CHOL → renders',
  );
  await expect(analyte.getByRole('cell').nth((await column('new@example.com')) - 1)).toContainText(
    '/results/example-testcycle/example-analyte (none of their own: testcycle, analyte) →',
  );
  await page.getByRole('button', { name: 'Copy matrix as Markdown' }).click();
  await expect(page.getByText('Markdown copied')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.split('\n')[0]).toMatch(/^\| route \| path \| Signed out \| results@example.com \|/);
  expect(copied).toContain('| your-orders | /your-orders |');
});
