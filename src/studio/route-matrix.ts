import type { FlatRoute } from '../engine/routing/flat-routes';
import { mountedRoutes } from '../routing/app-routes';
import type { TextTable } from './copy-table';
import type { Person } from './person';
import { endInWords, walkRoute } from './route-walk';

/** A path to ask about for each route: every parameter filled with an example value, a catch-all with "anything". */
export function examplePath(flat: FlatRoute): string {
  return flat.fullPath
    .split('/')
    .flatMap((segment) => {
      if (segment === '*') return ['anything'];
      const parameter = /^:([A-Za-z_][A-Za-z0-9_]*)(\?)?$/.exec(segment);
      if (!parameter) return [segment];
      return parameter[2] ? [] : [`example-${parameter[1] ?? ''}`];
    })
    .join('/') || '/';
}

/** Every route the router mounts × every person: where each ends up from the route's example path. */
export function routeMatrix(persons: readonly Person[], origin: string = window.location.origin): TextTable {
  const routes = mountedRoutes();
  return {
    header: ['route', 'path', ...persons.map((person) => person.label)],
    rows: routes.map((flat) => {
      const path = examplePath(flat);
      return [flat.id, path, ...persons.map((person) => endInWords(walkRoute(path, person, origin), origin))];
    }),
  };
}
