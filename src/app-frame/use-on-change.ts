import { useEffect, useRef } from 'react';

/**
 * Runs `react` after a render in which `value` differs from the previous one, never on the first render: the page a
 * person arrives on is not a change.
 */
export function useOnChange<T>(value: T, react: () => void): void {
  const last = useRef(value);
  const latestReaction = useRef(react);
  latestReaction.current = react;
  useEffect(() => {
    if (Object.is(last.current, value)) return;
    last.current = value;
    latestReaction.current();
  }, [value]);
}
