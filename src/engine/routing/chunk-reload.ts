/** Chromium, Firefox and Safari word a failed dynamic import differently; webpack-era apps say "Loading chunk". */
const CHUNK_ERROR =
  /Loading chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

/**
 * How long after reloading for a failed chunk another failure is a real error, not a stale deployment. A time, not a
 * flag cleared by the next chunk that loads: after the reload the screen's chunk loads, and a flag cleared then
 * would let the still failing chunk (a form's, fetched after the paint) reload the page again, and again.
 */
export const CHUNK_RELOAD_WINDOW_MS = 60_000;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}

/** Reload once for a stale deployment; a failure within the window after that reload is a real error, not a loop. */
export function shouldReloadForChunkError(error: unknown, lastReloadAt: number | null, now: number): boolean {
  return isChunkLoadError(error) && (lastReloadAt === null || !(now - lastReloadAt < CHUNK_RELOAD_WINDOW_MS));
}
