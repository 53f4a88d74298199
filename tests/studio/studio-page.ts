import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';

/** Opens a studio tab and waits until the dev server's modules have loaded it. */
export async function openStudio(page: Page, query: string): Promise<void> {
  await page.goto(`/__studio?${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Staff studio' })).toBeVisible();
  await expect(page.getByRole('tablist', { name: 'Studio tools' })).toBeVisible();
}

/** The YAML line a studio reference names ("config/routes.yaml:211"), read from the file itself. */
export async function referencedLine(reference: Locator): Promise<string> {
  const text = (await reference.textContent()) ?? '';
  const match = /^(config\/[^:]+):(\d+)$/.exec(text.trim());
  expect(match, `"${text}" is a file:line reference`).not.toBeNull();
  const [, file = '', line = '0'] = match ?? [];
  return readFileSync(file, 'utf8').split('\n')[Number(line) - 1] ?? '';
}

/** Writes test-results/screenshots/studio-<name>-1280.png (the studio is a wide-screen tool) for reviewers; never compared. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/screenshots/studio-${name}-1280.png`, fullPage: true, animations: 'disabled' });
}
