/**
 * Runs `work` in the first task after the browser has painted what the current task rendered (a frame callback
 * runs just before the paint; a task it queues runs after it), so the work delays nothing that was waiting for
 * the paint. Returns a function that cancels the work if it has not run.
 */
export function afterPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** How long a write may wait for the page to be idle, at most. */
const IDLE_TIMEOUT_MS = 1000;

/** Runs `work` once the page is idle after the next paint (browsers without idle callbacks: after the paint). */
export function whenIdle(work: () => void): void {
  afterPaint(() => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
    else work();
  });
}
