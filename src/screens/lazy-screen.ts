import type { ComponentType } from 'react';
import { shouldReloadForChunkError } from '../engine/routing/chunk-reload';
import type { StartFirstQueries } from '../app-router/screen-queries';
import { readyLazy, type ReadyLazy } from '../ui/ready-lazy';
import type { ScreenProps } from './screen-props';

// When the page last reloaded itself for a failed chunk (ms since the epoch).
const RELOADED_KEY = 'chunk-reload-attempted';

export type ScreenModule = { default: ComponentType<ScreenProps>; startFirstQueries?: StartFirstQueries };
export type LazyScreen = ReadyLazy<ScreenProps, ScreenModule> & {
  /** Starts fetching the screen's code (and the chunks it imports) before it renders; once per screen. */
  preload: () => void;
};

/**
 * A screen loaded on first use, or earlier when the route it shows is known (preload). After a deployment an old
 * chunk may be gone: reload the page once.
 */
export function lazyScreen(load: () => Promise<ScreenModule>): LazyScreen {
  const screen = readyLazy(() => loadOrReload(load));
  // A failed preload is not reported here: the screen's render meets the same failure and handles it.
  return Object.assign(screen, { preload: () => void screen.load().catch(() => undefined) });
}

/** Loads a chunk; after a deployment an old chunk may be gone, and the page then reloads once (chunk-reload.ts). */
export function loadOrReload<M>(load: () => Promise<M>): Promise<M> {
  return (async () => {
    try {
      return await load();
    } catch (error) {
      const last = Number(sessionStorage.getItem(RELOADED_KEY));
      if (shouldReloadForChunkError(error, Number.isFinite(last) && last > 0 ? last : null, Date.now())) {
        sessionStorage.setItem(RELOADED_KEY, String(Date.now()));
        window.location.reload();
        return new Promise<M>(() => undefined);
      }
      throw error;
    }
  })();
}
