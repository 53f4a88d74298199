import { matchRoutes, type Params } from 'react-router-dom';
import type { FlatRoute } from '../engine/routing/flat-routes';
import { candidateRoutes, patternFirstSegment } from '../engine/routing/first-segment';
import { mountedRoutes } from './app-routes';

const mounted = mountedRoutes();
const byId = new Map(mounted.map((flat) => [flat.id, flat]));
const routeObjects = mounted.map((flat) => ({ id: flat.id, path: flat.fullPath, firstSegment: patternFirstSegment(flat.fullPath) }));

export interface MatchedRoute {
  flat: FlatRoute;
  params: Params;
}

/** How many pathnames' matches are kept: a load asks for its own several times, a session moves among a few. */
const REMEMBERED = 16;
const remembered = new Map<string, MatchedRoute | null>();

/**
 * The mounted route a pathname shows, ranked as <Routes> ranks them (the config's catch-all comes last). Only the
 * routes its first segment allows are ranked, and the answer is remembered per pathname: each matchRoutes call
 * flattens, ranks and compiles every route it is given.
 */
export function matchRoute(pathname: string): MatchedRoute | null {
  const known = remembered.get(pathname);
  if (known !== undefined) return known;
  const match = matchRoutes(candidateRoutes(routeObjects, pathname), pathname)?.at(-1);
  const flat = match ? byId.get(match.route.id) : undefined;
  const result = match && flat ? { flat, params: match.params } : null;
  if (remembered.size >= REMEMBERED) remembered.delete(remembered.keys().next().value ?? '');
  remembered.set(pathname, result);
  return result;
}
