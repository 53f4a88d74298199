import { use, type ComponentType } from 'react';

export type ReadyLazy<P extends object, M extends { default: ComponentType<P> }> = ComponentType<P> & {
  /** The component's module, loading it once. */
  load: () => Promise<M>;
  /** True once the module has arrived: from then on the component renders without suspending. */
  isLoaded: () => boolean;
};

/**
 * A component whose code loads on first use, as React.lazy's, but which renders in any render once that code has
 * arrived. React.lazy suspends the first render of each lazy component even when its module is already here, and a
 * render outside a transition (a move rendered at once, `navigateNow`) would show that as its Suspense fallback.
 * Until the code is here it suspends as React.lazy does (`use` of the one loading promise).
 */
export function readyLazy<P extends object, M extends { default: ComponentType<P> }>(
  load: () => Promise<M & { default: ComponentType<P> }>,
): ReadyLazy<P, M> {
  let loading: Promise<M> | undefined;
  let loaded: M | undefined;
  const loadOnce = () =>
    (loading ??= load().then((module) => {
      loaded = module;
      return module;
    }));
  function LoadedComponent(props: P) {
    const { default: Component } = loaded ?? use(loadOnce());
    return <Component {...props} />;
  }
  return Object.assign(LoadedComponent, { load: loadOnce, isLoaded: () => loaded !== undefined });
}
