import { lazy } from 'react';
import { useParams } from 'react-router-dom';
import type { FlatRoute } from '../engine/routing/flat-routes';
import type { ScreenKey } from '../../codegen/screen-keys';
import { preloadFunnelHeader } from '../funnel/lazy-funnel-header';
import { loadOrReload } from '../screens/lazy-screen';
import { screenRegistry } from '../screens/screen-registry';
import { QUERY_FREE_SCREENS } from './query-free-screens';

const loadQueryScope = () => loadOrReload(() => import('../api/query-scope'));
const QueryScope = lazy(loadQueryScope);


export const screenKeyOf = (flat: FlatRoute): ScreenKey => (flat.route.screen ?? 'not-found') as ScreenKey;

/** Starts loading what a route's page needs (its screen, Query unless it reads none, the funnel's header) before it renders. */
export function preloadScreen(flat: FlatRoute): void {
  const key = screenKeyOf(flat);
  screenRegistry[key].preload();
  if (!QUERY_FREE_SCREENS.has(key)) void loadQueryScope().catch(() => undefined);
  if (flat.layout === 'funnel') preloadFunnelHeader();
}

/** Renders the screen a route names; a route with nothing to render (its redirects did not apply) is a 404. */
export function ScreenHost({ flat }: { flat: FlatRoute }) {
  const params = useParams();
  const key = screenKeyOf(flat);
  const Screen = screenRegistry[key];
  const screen = <Screen key={`${flat.id}:${JSON.stringify(params)}`} routeId={flat.id} screen={key} props={flat.route.props ?? {}} />;
  return QUERY_FREE_SCREENS.has(key) ? screen : <QueryScope>{screen}</QueryScope>;
}
