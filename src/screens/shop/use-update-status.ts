import { useEffect, useReducer, useRef } from 'react';
import { resetAfter, updateStatusReducer } from '../../domain/timed-status';
import { appConfig } from '../../generated/app-config.gen';
import type { SubscriptionUpdateStatus } from '../../generated/entities.gen';

/** SPEC section 4: initial -> loading -> success or error, back to initial after the reset delay (3 s). */
export function useUpdateStatus(): { status: SubscriptionUpdateStatus; start(): void; succeed(): void; fail(): void } {
  const [status, dispatch] = useReducer(updateStatusReducer, 'initial');
  const timer = useRef<ReturnType<typeof resetAfter> | null>(null);
  timer.current ??= resetAfter(appConfig.constants.resetDelayMs, () => dispatch('reset'), window);
  useEffect(() => () => timer.current?.dispose(), []);
  return {
    status,
    start: () => dispatch('start'),
    succeed: () => {
      dispatch('succeed');
      timer.current?.finished();
    },
    fail: () => {
      dispatch('fail');
      timer.current?.finished();
    },
  };
}
