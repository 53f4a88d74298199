/** Navigation state the Error page reads to offer Try again: the in-app path whose load failed. */
export interface RetryState {
  retry: string;
}

export function retryState(path: string): RetryState {
  return { retry: path };
}

/** The path to try again, or null; only an in-app path ("/..." but not "//host") is ever followed. */
export function retryPath(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('retry' in state)) return null;
  const path = state.retry;
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') ? path : null;
}
