import { useEffect, useState } from 'react';
import type { StudioConfigState, StudioPersona } from '../../codegen/studio/studio-api';
import { STUDIO_PATH } from '../../codegen/studio/studio-api';

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
 * A good save regenerates src/generated and the dev server reloads the page; a broken one only sends an error,
 * so the studio asks again then and shows the errors in place (rather than Vite's overlay over everything).
 */
function useConfigErrorsSignal(): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    const hot = import.meta.hot;
    if (!hot) return undefined;
    const onError = () => {
      setCount((value) => value + 1);
      // The studio shows these errors itself, with their file:line:col, beside what they break.
      window.setTimeout(() => document.querySelector('vite-error-overlay')?.remove(), 0);
    };
    hot.on('vite:error', onError);
    return () => hot.off('vite:error', onError);
  }, []);
  return count;
}

export function useConfigState(): Loaded<StudioConfigState> {
  return useStudioJson<StudioConfigState>('config', useConfigErrorsSignal());
}

export function usePersonas(): Loaded<StudioPersona[]> {
  return useStudioJson<StudioPersona[]>('personas', 0);
}
