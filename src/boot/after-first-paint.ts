/** What after-first-paint needs of the page: the browser's own functions in the app, fakes in a unit test. */
export interface PaintScheduler {
  visibilityState: DocumentVisibilityState;
  requestAnimationFrame(callback: () => void): unknown;
  setTimeout(callback: () => void, ms: number): unknown;
}

/**
 * Runs `start` once the page's first frame is painted. index.html paints the splash (or, on a first visit, the
 * cookie banner) without any script; rendering the app first would hold that paint back on a slow phone, although
 * the code is already there. A frame callback runs before its frame's paint, so the work goes in a
 * task queued from it. A hidden page paints no frame until it is shown, and nothing is waiting for one: it starts
 * at once.
 */
export function afterFirstPaint(start: () => void, page: PaintScheduler): void {
  if (page.visibilityState === 'hidden') {
    start();
    return;
  }
  page.requestAnimationFrame(() => page.setTimeout(start, 0));
}
