import { useSyncExternalStore } from 'react';

/**
 * Set when a background request fails unexpectedly; it raises the generic error banner. It lasts until the
 * next completed navigation, until the person closes the banner, or until every request that raised it has
 * since succeeded (a Try again that worked), whichever comes first. A raise that names no request lasts until
 * a navigation or a close.
 */
const ANONYMOUS = '';
const failing = new Set<string>();
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** `source` names the failed request (a query's hash) so its later success can take the banner down. */
export function raiseAppError(source: string = ANONYMOUS): void {
  const had = failing.size > 0;
  failing.add(source);
  if (!had) notify();
}

/** The named request has succeeded: when nothing else that raised the banner is still failing, it goes. */
export function resolveAppError(source: string): void {
  if (source === ANONYMOUS || !failing.delete(source)) return;
  if (failing.size === 0) notify();
}

export function clearAppError(): void {
  if (failing.size === 0) return;
  failing.clear();
  notify();
}

export function hasAppError(): boolean {
  return failing.size > 0;
}

export function subscribeAppError(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAppError(): boolean {
  return useSyncExternalStore(subscribeAppError, hasAppError);
}
