/** Chromium, Firefox and Safari word a failed dynamic import differently; webpack-era apps say "Loading chunk". */
const CHUNK_ERROR = /Loading chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}

/** Reload once for a stale deployment; a second failure in the same tab is a real error, not a loop. */
export function shouldReloadForChunkError(error: unknown, alreadyReloaded: boolean): boolean {
  return isChunkLoadError(error) && !alreadyReloaded;
}
