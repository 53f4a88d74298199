import type { Route } from '../../generated/config-types.gen';

/** A route of the tree with its absolute path and inherited settings resolved. */
export interface FlatRoute {
  id: string;
  fullPath: string;
  route: Route;
  ancestors: readonly Route[];
  layout: NonNullable<Route['layout']>;
}

function join(parent: string, child: string): string {
  if (child.startsWith('/')) return child;
  if (child === '') return parent;
  return `${parent.replace(/\/$/, '')}/${child}`;
}

export function flattenRoutes(routes: readonly Route[], parentPath = '', ancestors: readonly Route[] = []): FlatRoute[] {
  return routes.flatMap((route) => {
    const fullPath = join(parentPath, route.path);
    const layout = route.layout ?? [...ancestors].reverse().find((ancestor) => ancestor.layout)?.layout ?? 'default';
    const self: FlatRoute = { id: route.id, fullPath, route, ancestors, layout };
    return [self, ...flattenRoutes(route.children ?? [], fullPath, [...ancestors, route])];
  });
}

/**
 * The routes the router mounts: a parent and its index child share a path, and the child (the more specific
 * entry of the config) wins.
 */
export function mountedRoutesOf(routes: readonly FlatRoute[]): FlatRoute[] {
  const byPath = new Map<string, FlatRoute>();
  for (const route of routes) byPath.set(route.fullPath, route);
  return [...byPath.values()];
}

/** Whether a route needs a session: its own access, else its nearest ancestor's, else authenticated. */
export function accessOf(flat: FlatRoute): NonNullable<Route['access']> {
  return flat.route.access ?? [...flat.ancestors].reverse().find((ancestor) => ancestor.access)?.access ?? 'authenticated';
}
