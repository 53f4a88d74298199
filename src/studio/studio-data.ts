import { useEffect, useState } from 'react';
import type { StudioConfigState, StudioPersona } from '../../codegen/studio/studio-api';
import { CONFIG_LOADED_EVENT, STUDIO_PATH } from '../../codegen/studio/studio-api';

export type Loaded<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; reason: string };

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(`${STUDIO_PATH}/api/${path}`, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

function useStudioJson<T>(path: string, refreshKey: number): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    getJson<T>(path).then(
      (data) => live && setState({ status: 'ready', data }),
      (error: unknown) => live && setState({ status: 'failed', reason: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, [path, refreshKey]);
  return state;
}

/**
 * Counts the dev server's loads of config/: a save's regenerated modules arrive as hot updates (the page is not
 * reloaded), so what the studio fetched (the errors and YAML lines, the diff against HEAD) is fetched again.
 * A broken save also sends Vite's error; the studio shows those errors in place, not Vite's overlay over everything.
 */
export function useConfigVersion(): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    const hot = import.meta.hot;
    if (!hot) return undefined;
    const onLoaded = () => setCount((value) => value + 1);
    const onError = () => {
      // The studio shows these errors itself, with their file:line:col, beside what they break.
      window.setTimeout(() => document.querySelector('vite-error-overlay')?.remove(), 0);
    };
    hot.on(CONFIG_LOADED_EVENT, onLoaded);
    hot.on('vite:error', onError);
    return () => {
      hot.off(CONFIG_LOADED_EVENT, onLoaded);
      hot.off('vite:error', onError);
    };
  }, []);
  return count;
}

export function useConfigState(): Loaded<StudioConfigState> {
  return useStudioJson<StudioConfigState>('config', useConfigVersion());
}

export function usePersonas(): Loaded<StudioPersona[]> {
  return useStudioJson<StudioPersona[]>('personas', 0);
}
