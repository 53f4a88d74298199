/**
 * Runs `work` once the browser has painted what the current task rendered: the frame callback of the frame after
 * the next runs after the next paint, and after the tasks queued around it, so the work waits for the paint and
 * delays nothing that was waiting for it. A step's history entry (its pushState and the router's own render) waits
 * here, so the next question shows without waiting for either.
 */
export function afterPaint(work: () => void): void {
  requestAnimationFrame(() => requestAnimationFrame(work));
}
