import { expect, type Locator, type Page } from '@playwright/test';

const WIDTHS = [390, 1280] as const;

/**
 * Scrolls the window down the page a half screen at a time and back to where it was, as a reader would: what
 * renders only near the viewport (the results charts) is drawn before a full-page photograph, which does not
 * scroll and would show its empty placeholder. Then waits for every chart to be drawn in its place.
 */
async function scrollThroughPage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const start = window.scrollY;
    for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight / 2) {
      window.scrollTo({ top, behavior: 'instant' });
      await frames();
    }
    window.scrollTo({ top: start, behavior: 'instant' });
    await frames();
  });
  await expect(page.locator('.line-chart--placeholder')).toHaveCount(0);
}

/**
 * Writes test-results/screenshots/<name>-<width>.png at 390 and 1280 px (full page) for reviewers to look at;
 * never compared. Leaves the viewport at 1280 × 900.
 */
export async function screenshotBothWidths(page: Page, name: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    // Let layout settle after the resize (the header swaps between drawer and full navigation).
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await scrollThroughPage(page);
    await page.screenshot({ path: `test-results/screenshots/${name}-${width}.png`, fullPage: true, animations: 'disabled' });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The page does not scroll sideways: nothing is wider than the window. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
    .toBeLessThanOrEqual(0);
}

/**
 * No sideways scroll at 320 px, nor at 200 % zoom of a 1280 px window (which lays out as 640 CSS px: Chromium
 * zoom and a half-width viewport give the same layout width). Restores 1280 × 900.
 */
export async function expectReflow(page: Page): Promise<void> {
  for (const width of [320, 640]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoSidewaysScroll(page);
    await expectNoSqueezedText(page);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * No words squeezed into a column a few letters wide (a caption or label stacked a letter a line): text of six
 * letters or more that runs over three lines in a box under four letters wide. The page fits the window and still
 * cannot be read, which the sideways-scroll check does not see.
 */
export async function expectNoSqueezedText(page: Page): Promise<void> {
  const squeezed = await page.evaluate(() =>
    Array.from(document.body.querySelectorAll<HTMLElement>('*'))
      .filter((element) => !element.closest('svg'))
      // Text kept for screen readers only (visually hidden: clipped to a pixel) is not seen, squeezed or not.
      .filter((element) => {
        for (let at: HTMLElement | null = element; at; at = at.parentElement) {
          const style = getComputedStyle(at);
          const box = at.getBoundingClientRect();
          if (style.clipPath !== 'none' || (style.overflow === 'hidden' && (box.width <= 1 || box.height <= 1))) return false;
        }
        return true;
      })
      .filter((element) =>
        Array.from(element.childNodes).some((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim().length >= 6),
      )
      .filter((element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        const fontSize = parseFloat(style.fontSize);
        const lineHeight = parseFloat(style.lineHeight) || fontSize * 1.2;
        return box.height > 3 * lineHeight && box.width < 4 * fontSize;
      })
      .map((element) => `${element.tagName.toLowerCase()}: ${(element.textContent ?? '').trim().slice(0, 40)}`),
  );
  expect(squeezed, `text squeezed a few letters a line at ${page.viewportSize()?.width ?? 0} px`).toEqual([]);
}

/** Two things a person sees do not sit on top of each other. */
export async function expectNoOverlap(first: Locator, second: Locator): Promise<void> {
  const [a, b] = [await first.boundingBox(), await second.boundingBox()];
  expect(a, 'first element has no box (not visible)').not.toBeNull();
  expect(b, 'second element has no box (not visible)').not.toBeNull();
  if (!a || !b) return;
  const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
  expect(apart, `boxes overlap: ${JSON.stringify(a)} and ${JSON.stringify(b)}`).toBe(true);
}
