import { useCallback, useRef, useState } from 'react';

/**
 * An action that runs once at a time: a second click (a double-click, an impatient tap) while its request is
 * under way is ignored. A disabled attribute alone is not enough, because it only arrives with the next render
 * and a double-click's second click can come first. `running` drives the button's busy state.
 */
export function useSingleFlight(): { running: boolean; run: <T>(task: () => Promise<T>) => Promise<T | undefined> } {
  const inFlight = useRef(false);
  const [running, setRunning] = useState(false);
  const run = useCallback(async <T>(task: () => Promise<T>): Promise<T | undefined> => {
    if (inFlight.current) return undefined;
    inFlight.current = true;
    setRunning(true);
    try {
      return await task();
    } finally {
      inFlight.current = false;
      setRunning(false);
    }
  }, []);
  return { running, run };
}
