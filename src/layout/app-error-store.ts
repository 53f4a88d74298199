import { useSyncExternalStore } from 'react';

/**
 * Set when a background request fails unexpectedly; it raises the generic error banner. It lasts until the
 * next completed navigation or until the person closes the banner, whichever comes first.
 */
let hasError = false;
const listeners = new Set<() => void>();

export function raiseAppError(): void {
  if (hasError) return;
  hasError = true;
  for (const listener of listeners) listener();
}

export function clearAppError(): void {
  if (!hasError) return;
  hasError = false;
  for (const listener of listeners) listener();
}

export function hasAppError(): boolean {
  return hasError;
}

export function subscribeAppError(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAppError(): boolean {
  return useSyncExternalStore(subscribeAppError, hasAppError);
}
