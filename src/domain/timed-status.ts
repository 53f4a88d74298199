import type { SubscriptionUpdateStatus } from '../generated/entities.gen';

/**
 * SPEC section 4: a subscription update goes initial -> loading -> success or error, and a finished one
 * returns to initial after the reset delay (3 s); a reorder goes PROCESSING -> COMPLETE and is cleared the
 * same way. One rule for both: which states are finished, and what they return to.
 */
export type UpdateEvent = 'start' | 'succeed' | 'fail' | 'reset';

export function updateStatusReducer(current: SubscriptionUpdateStatus, event: UpdateEvent): SubscriptionUpdateStatus {
  switch (event) {
    case 'start':
      return 'loading';
    case 'succeed':
      return current === 'loading' ? 'success' : current;
    case 'fail':
      return current === 'loading' ? 'error' : current;
    case 'reset':
      return current === 'success' || current === 'error' ? 'initial' : current;
  }
}

export type ReorderStatus = 'idle' | 'PROCESSING' | 'COMPLETE';

export function reorderStatusReducer(current: ReorderStatus, event: UpdateEvent): ReorderStatus {
  switch (event) {
    case 'start':
      return 'PROCESSING';
    case 'succeed':
      return current === 'PROCESSING' ? 'COMPLETE' : current;
    case 'fail':
      return current === 'PROCESSING' ? 'idle' : current;
    case 'reset':
      return current === 'COMPLETE' ? 'idle' : current;
  }
}

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/**
 * Calls `reset` once `delayMs` after the latest `finished()`; a newer finish restarts the wait, so a
 * success shown for a second action is not cut short by the first one's timer. `dispose` stops it.
 */
export function resetAfter(delayMs: number, reset: () => void, timers: Timers): { finished(): void; dispose(): void } {
  let handle: unknown = null;
  const clear = () => {
    // Clearing a timer that is not running, or null, does nothing.
    timers.clearTimeout(handle);
    handle = null;
  };
  return {
    finished() {
      clear();
      handle = timers.setTimeout(() => {
        handle = null;
        reset();
      }, delayMs);
    },
    dispose: clear,
  };
}
