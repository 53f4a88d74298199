import { useSyncExternalStore } from 'react';

/** Set when a background request fails unexpectedly; it raises the generic error banner. */
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

export function useAppError(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => hasError,
  );
}
