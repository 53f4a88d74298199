import type { Page } from '@playwright/test';

/**
 * A results page fetches its chart's code when the chart comes near the viewport (src/ui/use-near-viewport.ts), as a
 * person scrolling down to it would bring it: scroll to the chart's place before looking at the chart.
 */
export async function scrollToChart(page: Page): Promise<void> {
  await page.locator('.line-chart').first().scrollIntoViewIfNeeded();
}
