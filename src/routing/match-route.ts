import { matchRoutes, type Params } from 'react-router-dom';
import type { FlatRoute } from '../engine/routing/flat-routes';
import { mountedRoutes } from './app-routes';

const mounted = mountedRoutes();
const byId = new Map(mounted.map((flat) => [flat.id, flat]));
const routeObjects = mounted.map((flat) => ({ id: flat.id, path: flat.fullPath }));

export interface MatchedRoute {
  flat: FlatRoute;
  params: Params;
}

/** The mounted route a pathname shows, ranked as <Routes> ranks them (the config's catch-all comes last). */
export function matchRoute(pathname: string): MatchedRoute | null {
  const match = matchRoutes(routeObjects, pathname)?.at(-1);
  const flat = match ? byId.get(match.route.id) : undefined;
  return match && flat ? { flat, params: match.params } : null;
}
