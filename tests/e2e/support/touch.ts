import type { Page } from '@playwright/test';

/** A phone held upright: a touch screen, the mobile viewport rules, 390 CSS pixels wide. */
export const PHONE = { hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } } as const;

/**
 * How a press lands at a point: a mouse's press and release; Playwright's touchscreen tap; or the raw touch events a
 * finger sends through CDP, held for a moment as a finger is. Chromium makes a tap's mousedown (where focus moves)
 * and click only after the touch has ended, unlike a mouse's, whose click comes with its release.
 */
export type PressBy = 'mouse' | 'touchscreen tap' | 'CDP touch';
export const TAPS: readonly PressBy[] = ['touchscreen tap', 'CDP touch'];

const FINGER_HOLD_MS = 80;

export async function pressAt(page: Page, by: PressBy, x: number, y: number): Promise<void> {
  if (by === 'mouse') {
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.up();
    return;
  }
  if (by === 'touchscreen tap') {
    await page.touchscreen.tap(x, y);
    return;
  }
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  await new Promise((resolve) => setTimeout(resolve, FINGER_HOLD_MS));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}
