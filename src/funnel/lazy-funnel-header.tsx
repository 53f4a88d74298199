import { lazy, Suspense, type ComponentProps } from 'react';

const loadFunnelHeader = () => import('./funnel-header');
const FunnelHeaderCode = lazy(async () => ({ default: (await loadFunnelHeader()).FunnelHeader }));

/** The sign-up funnel's header: its code (steps, cancel dialog) loads with the funnel's pages, not with every page. */
export function LazyFunnelHeader(props: ComponentProps<typeof FunnelHeaderCode>) {
  return (
    <Suspense fallback={null}>
      <FunnelHeaderCode {...props} />
    </Suspense>
  );
}

/** Started with a funnel page's guards (src/app-router/screen-host.tsx), so the header does not wait behind them. */
export function preloadFunnelHeader(): void {
  void loadFunnelHeader().catch(() => undefined);
}
