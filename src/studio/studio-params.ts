import { useCallback, useState } from 'react';

/**
 * One input of the studio kept in the page's query string, so the reload that follows a config save (and a
 * link a colleague is sent) opens the same view.
 */
export function useStudioParam(name: string, fallback: string): [string, (value: string) => void] {
  const [value, setValue] = useState(() => new URLSearchParams(window.location.search).get(name) ?? fallback);
  const update = useCallback(
    (next: string) => {
      setValue(next);
      const url = new URL(window.location.href);
      if (next === fallback) url.searchParams.delete(name);
      else url.searchParams.set(name, next);
      window.history.replaceState(null, '', url);
    },
    [name, fallback],
  );
  return [value, update];
}
