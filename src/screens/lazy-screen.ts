import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { shouldReloadForChunkError } from '../engine/routing/chunk-reload';
import type { ScreenProps } from './screen-props';

const RELOADED_KEY = 'chunk-reload-attempted';

export type ScreenModule = { default: ComponentType<ScreenProps> };
export type LazyScreen = LazyExoticComponent<ComponentType<ScreenProps>>;

/** A screen loaded on first use. After a deployment an old chunk may be gone: reload the page once. */
export function lazyScreen(load: () => Promise<ScreenModule>): LazyScreen {
  return lazy(async () => {
    try {
      const module = await load();
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
}
