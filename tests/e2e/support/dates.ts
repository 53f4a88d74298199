import { expect, type Locator } from '@playwright/test';

const strip = (part: string): string => (part === '' ? '' : String(Number(part)));

/**
 * Types a date into the day, month and year boxes of the date group within `scope`, as a person does: "2026-01-10"
 * is typed as 10, 1 and 2026. A part left out of `typed` (say "1990--05") leaves its box empty.
 */
export async function fillDate(scope: Locator, typed: string): Promise<void> {
  const [year = '', month = '', day = ''] = typed.split('-');
  await scope.getByLabel('Day', { exact: true }).fill(strip(day));
  await scope.getByLabel('Month', { exact: true }).fill(strip(month));
  await scope.getByLabel('Year', { exact: true }).fill(year);
}

/** That the day, month and year boxes within `scope` show the date, as typed by fillDate ("2026-01-10" as 10, 1, 2026). */
export async function expectDateShown(scope: Locator, typed: string): Promise<void> {
  const [year = '', month = '', day = ''] = typed.split('-');
  await expect(scope.getByLabel('Day', { exact: true })).toHaveValue(strip(day));
  await expect(scope.getByLabel('Month', { exact: true })).toHaveValue(strip(month));
  await expect(scope.getByLabel('Year', { exact: true })).toHaveValue(year);
}
