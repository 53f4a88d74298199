import { matchRoutes } from 'react-router-dom';
import { traceRoute, type RouteTrace } from '../engine/routing/decide-route';
import type { FlatRoute } from '../engine/routing/flat-routes';
import { mountedRoutes } from '../app-router/app-routes';
import { routingContext } from '../app-router/routing-context';
import type { Person } from './person';

/** One page the person is sent to on the way: the route the router matches and the guard chain's trace. */
export interface RouteHop {
  url: string;
  flat: FlatRoute;
  params: Record<string, string>;
  trace: RouteTrace;
}

export type RouteEnd =
  | { kind: 'render'; routeId: string; url: string }
  | { kind: 'external'; url: string }
  | { kind: 'no-route'; url: string }
  | { kind: 'loop'; url: string };

export interface RouteWalk {
  hops: RouteHop[];
  end: RouteEnd;
}

/** A redirect chain longer than this is a loop in routes.yaml, which the studio reports rather than follows. */
const MAX_HOPS = 8;

const router = mountedRoutes().map((flat) => ({ path: flat.fullPath, flat }));

/** The route the app's router picks for a path (the same table, react-router's own matching). */
export function matchPath(pathname: string): { flat: FlatRoute; params: Record<string, string> } | null {
  const match = matchRoutes(router, pathname)?.at(-1);
  if (!match) return null;
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(match.params)) if (value !== undefined) params[name] = value;
  return { flat: match.route.flat, params };
}

/**
 * Where a person ends up from a path with its query: each route matched and its guard chain traced with the
 * real routing context (the person's user, flags and webview put in for the browser's), redirects followed.
 */
export function walkRoute(pathWithQuery: string, person: Person, origin: string = window.location.origin): RouteWalk {
  const hops: RouteHop[] = [];
  let url = new URL(pathWithQuery, origin);
  for (let hop = 0; hop < MAX_HOPS; hop += 1) {
    const here = `${url.pathname}${url.search}`;
    const matched = matchPath(url.pathname);
    if (!matched) return { hops, end: { kind: 'no-route', url: here } };
    const context = { ...routingContext(url, matched.params, person.user), flags: person.flags, webview: person.webview };
    const trace = traceRoute(matched.flat, context);
    hops.push({ url: here, flat: matched.flat, params: matched.params, trace });
    const { decision } = trace;
    if (decision.kind === 'render') return { hops, end: { kind: 'render', routeId: matched.flat.id, url: here } };
    if (decision.kind === 'external') return { hops, end: { kind: 'external', url: decision.url } };
    url = new URL(decision.location, origin);
  }
  return { hops, end: { kind: 'loop', url: `${url.pathname}${url.search}` } };
}

/** The end of a walk in a few words, for a table cell: "renders", "via verify-email: renders /verify-email", "↗ /site/login". */
export function endInWords(walk: RouteWalk, origin: string = window.location.origin): string {
  const { end } = walk;
  const via = walk.hops.slice(1).map((hop) => hop.flat.id);
  const prefix = via.length > 0 ? `via ${via.join(', ')}: ` : '';
  if (end.kind === 'render') return via.length === 0 ? 'renders' : `${prefix}renders ${end.url}`;
  if (end.kind === 'external') {
    const url = new URL(end.url);
    return `${prefix}↗ ${url.origin === origin ? url.pathname : `${url.origin}${url.pathname}`}`;
  }
  return end.kind === 'loop' ? `redirect loop at ${end.url}` : `no route for ${end.url}`;
}
