import { useDeferredValue } from 'react';
import { currentUserState } from '../auth/current-user-store';
import { useParams } from 'react-router-dom';
import type { FlatRoute } from '../engine/routing/flat-routes';
import type { ScreenKey } from '../../codegen/screen-keys';
import { preloadFunnelHeader } from '../funnel/lazy-funnel-header';
import { loadOrReload } from '../screens/lazy-screen';
import { message } from '../ui/message';
import { screenRegistry } from '../screens/screen-registry';
import { readyLazy } from '../ui/ready-lazy';
import { QUERY_FREE_SCREENS } from './query-free-screens';

const QueryScope = readyLazy(() => loadOrReload(() => import('../api/query-scope')));

export const screenKeyOf = (flat: FlatRoute): ScreenKey => (flat.route.screen ?? 'not-found') as ScreenKey;

/** Starts loading what a route's page needs (its screen, Query unless it reads none, the funnel's header) before it renders. */
export function preloadScreen(flat: FlatRoute): void {
  const key = screenKeyOf(flat);
  screenRegistry[key].preload();
  if (!QUERY_FREE_SCREENS.has(key)) void QueryScope.load().catch(() => undefined);
  if (flat.layout === 'funnel') preloadFunnelHeader();
}

/**
 * True when a route's page can render without waiting for any code: its screen (and Query, where it reads data) has
 * arrived. The funnel's header is not counted: its pages always open in a transition.
 */
export function screenReady(flat: FlatRoute): boolean {
  const key = screenKeyOf(flat);
  return flat.layout !== 'funnel' && screenRegistry[key].isLoaded() && (QUERY_FREE_SCREENS.has(key) || QueryScope.isLoaded());
}

/**
 * Starts the requests a signed-in person's frame makes (its banners' data) once a page's guards have passed: they
 * would otherwise start only after the page's render commits. Nothing here is reported: the render makes the same
 * requests, shares these, and handles their failures.
 */
export function prefetchFrameData(flat: FlatRoute): void {
  if (QUERY_FREE_SCREENS.has(screenKeyOf(flat))) return;
  const known = currentUserState();
  if (known.known && known.user)
    void import('../app-frame/layout-profile-watch').then(({ prefetchLayoutProfile }) => prefetchLayoutProfile()).catch(() => undefined);
}

/**
 * Starts the screen's own first requests (`startFirstQueries`), which live in the screen's code: that code is
 * loaded, and run, for them. As prefetchFrameData, nothing here is reported.
 */
export function prefetchScreenData(flat: FlatRoute, params: Readonly<Record<string, string | undefined>>): void {
  const key = screenKeyOf(flat);
  if (QUERY_FREE_SCREENS.has(key)) return;
  const known = currentUserState();
  const user = known.known ? known.user : null;
  void Promise.all([screenRegistry[key].load(), import('../api/query-runtime')])
    .then(([module, { appQueryClient }]) => module.startFirstQueries?.({ params, user }, appQueryClient()))
    .catch(() => undefined);
}

/** Renders the screen a route names; a route with nothing to render (its redirects did not apply) is a 404. */
export function ScreenHost({ flat, afterFrame }: { flat: FlatRoute; afterFrame: boolean }) {
  const params = useParams();
  // The frame commits first (its main area is at least a screen tall, so the footer stays below the fold), and the
  // screen follows in a render of its own. "Loading…" shows only if that takes long (a slow network's chunk).
  const ready = useDeferredValue(true, afterFrame ? false : undefined);
  if (!ready)
    return (
      <p role="status" className="screen-pending">
        {message('page.loading')}
      </p>
    );
  const key = screenKeyOf(flat);
  const Screen = screenRegistry[key];
  const screen = <Screen key={`${flat.id}:${JSON.stringify(params)}`} routeId={flat.id} screen={key} props={flat.route.props ?? {}} />;
  return QUERY_FREE_SCREENS.has(key) ? screen : <QueryScope>{screen}</QueryScope>;
}
