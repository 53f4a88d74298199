import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { shouldReloadForChunkError } from '../engine/routing/chunk-reload';
import type { ScreenProps } from './screen-props';

const RELOADED_KEY = 'chunk-reload-attempted';

export type ScreenModule = { default: ComponentType<ScreenProps> };
export type LazyScreen = LazyExoticComponent<ComponentType<ScreenProps>> & {
  /**
   * Starts fetching the screen's code; the route loader calls it alongside the session check. Never rejects: a
   * failed chunk is the lazy component's to retry or reload.
   */
  preload: () => Promise<void>;
};

/** A screen loaded on first use. After a deployment an old chunk may be gone: reload the page once. */
export function lazyScreen(load: () => Promise<ScreenModule>): LazyScreen {
  let loading: Promise<ScreenModule> | null = null;
  const loadOnce = (): Promise<ScreenModule> => {
    loading ??= load().catch((error: unknown) => {
      // A later render may try again (a flaky network), rather than reusing the failure.
      loading = null;
      throw error;
    });
    return loading;
  };
  const screen = lazy(async () => {
    try {
      const module = await loadOnce();
      sessionStorage.removeItem(RELOADED_KEY);
      return module;
    } catch (error) {
      if (shouldReloadForChunkError(error, sessionStorage.getItem(RELOADED_KEY) !== null)) {
        sessionStorage.setItem(RELOADED_KEY, '1');
        window.location.reload();
        return new Promise<ScreenModule>(() => undefined);
      }
      throw error;
    }
  });
  return Object.assign(screen, {
    preload: () => loadOnce().then(
      () => undefined,
      () => undefined,
    ),
  });
}
