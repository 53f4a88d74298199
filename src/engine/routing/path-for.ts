import type { FlatRoute } from './flat-routes';

export type Params = Readonly<Record<string, string | undefined>>;
export type QueryRecord = Readonly<Record<string, string>>;

export class MissingRouteError extends Error {}

export function queryString(query: QueryRecord): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Fills a route's path with parameters; optional parameters without a value are dropped. */
export function fillPath(fullPath: string, params: Params): string {
  const segments = fullPath.split('/').flatMap((segment) => {
    const match = /^:([A-Za-z_][A-Za-z0-9_]*)(\?)?$/.exec(segment);
    if (!match) return [segment];
    const [, name = '', optional] = match;
    const value = params[name];
    if (value === undefined || value === '') {
      if (optional) return [];
      throw new MissingRouteError(`route parameter "${name}" is missing for ${fullPath}`);
    }
    return [encodeURIComponent(value)];
  });
  return segments.join('/') || '/';
}

export function createPathFor(routes: readonly FlatRoute[]) {
  const byId = new Map(routes.map((route) => [route.id, route]));
  return function pathFor(routeId: string, params: Params = {}, query: QueryRecord = {}): string {
    const route = byId.get(routeId);
    if (!route) throw new MissingRouteError(`unknown route "${routeId}"`);
    return `${fillPath(route.fullPath, params)}${queryString(query)}`;
  };
}
