import type { Page } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, test } from './support/test';
import { PERSONAS, signIn } from './support/personas';

/** Pages of a PDF as Chromium writes it: one page object each ("/Type /Page", not the "/Pages" tree). */
function pdfPageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g)?.length ?? 0;
}

/** The page on A4 as a person's browser prints it, with Chromium's default 1 cm margins; kept under test-results for a look. */
async function printedPages(page: Page, name: string): Promise<number> {
  const pdf = await page.pdf({ format: 'A4', margin: { top: '1cm', bottom: '1cm', left: '1cm', right: '1cm' } });
  mkdirSync('test-results/print', { recursive: true });
  writeFileSync(`test-results/print/${name}.pdf`, pdf);
  return pdfPageCount(pdf);
}

/**
 * The browser's print dialog stands in for window.print: it fires beforeprint, notes whether the chart is drawn at
 * that moment (the snapshot is taken then), and afterprint.
 */
async function watchPrintSnapshot(page: Page): Promise<void> {
  await page.evaluate(() => {
    const record = window as unknown as { chartAtPrint?: boolean[] };
    record.chartAtPrint = [];
    window.print = () => {
      window.dispatchEvent(new Event('beforeprint'));
      record.chartAtPrint?.push(document.querySelector('svg.line-chart') !== null);
      window.dispatchEvent(new Event('afterprint'));
    };
  });
}

const chartAtPrint = (page: Page) => page.evaluate(() => (window as unknown as { chartAtPrint?: boolean[] }).chartAtPrint ?? []);

test.describe('a result on paper', () => {
  test('the history chart prints without scrolling to it: in print media, from the Print button and from Ctrl+P', async ({ page }) => {
    await signIn(page, PERSONAS.results, '/results/cycle-results-1/CHOL');
    await expect(page.getByRole('heading', { level: 1, name: 'Total cholesterol' })).toBeVisible();
    const chart = page.getByRole('img', { name: 'Chart of your Total cholesterol results over time' });
    // Below the first screenful the chart is not drawn yet (its code comes when a person scrolls to it).
    await expect(page.locator('.line-chart--placeholder')).toHaveCount(1);
    await expect(chart).toHaveCount(0);

    await watchPrintSnapshot(page);
    await page.getByRole('button', { name: 'Print this result' }).click();
    await expect.poll(() => chartAtPrint(page)).toEqual([true]);
    await page.emulateMedia({ media: 'print' });
    await expect(chart).toBeVisible();
  });

  test('Ctrl+P draws the chart before the print snapshot', async ({ page }) => {
    await signIn(page, PERSONAS.results, '/results/cycle-results-1/CHOL');
    await expect(page.getByRole('heading', { level: 1, name: 'Total cholesterol' })).toBeVisible();
    await watchPrintSnapshot(page);
    await page.keyboard.press('Control+p');
    await expect.poll(() => chartAtPrint(page)).toEqual([true]);
  });

  test('a typical result (ferritin: history, lab notes, an uploaded result) prints on one or two A4 pages, the doctor’s report with it', async ({
    page,
  }) => {
    await signIn(page, PERSONAS.results, '/results/cycle-results-1/FERR');
    await expect(page.getByRole('heading', { level: 1, name: 'Ferritin' })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('img', { name: 'Chart of your Ferritin results over time' })).toBeVisible();
    await expect(page.getByText('Written by Dr Amara Okafor')).toBeVisible();
    const pages = await printedPages(page, 'analyte-FERR');
    console.log(`printed pages, analyte FERR: ${String(pages)}`);
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(pages).toBeLessThanOrEqual(2);
  });

  test('an uploaded result says it has no doctor’s report, not that one is coming', async ({ page }) => {
    await signIn(page, PERSONAS.results, '/results/upload-results-1/VITD');
    const report = page.getByRole('region', { name: "Your doctor's report" });
    await expect(report).toContainText("Uploaded results have no doctor's report.");
    await expect(page.getByText("Your doctor's report is not ready yet.")).toHaveCount(0);
  });

  test('the clinician’s shared view of a test prints on one or two A4 pages', async ({ page }) => {
    // The latest test is then the lab's full panel (the persona's newest is a two-result upload).
    await signIn(page, PERSONAS.results, '/results-upload/upload-results-1');
    await page.getByRole('button', { name: 'Delete these results' }).click();
    await page.getByRole('alertdialog', { name: 'Delete these uploaded results?' }).getByRole('button', { name: 'Yes, delete' }).click();
    await expect(page.getByText('Your uploaded results have been deleted.')).toBeVisible();
    await page.goto('/results/share');
    await page.getByRole('button', { name: 'Create link' }).click();
    const url = await page.getByRole('textbox', { name: 'Link to your results' }).inputValue();
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ferritin' })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    const pages = await printedPages(page, 'shared');
    console.log(`printed pages, shared: ${String(pages)}`);
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(pages).toBeLessThanOrEqual(2);
  });
});
