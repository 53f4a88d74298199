import { routesConfig, type RouteId } from '../generated/routes-config.gen';
import { flattenRoutes, mountedRoutesOf, type FlatRoute } from '../engine/routing/flat-routes';
import { createPathFor } from '../engine/routing/path-for';

export const flatRoutes: readonly FlatRoute[] = flattenRoutes(routesConfig.routes);

/** Links and redirects name routes by id; this turns an id into its path. */
export const pathFor = createPathFor(flatRoutes);

export function routeById(id: RouteId): FlatRoute | undefined {
  return flatRoutes.find((route) => route.id === id);
}

/** The routes the router mounts (see mountedRoutesOf). */
export function mountedRoutes(): FlatRoute[] {
  return mountedRoutesOf(flatRoutes);
}
