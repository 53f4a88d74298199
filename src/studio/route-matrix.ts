import type { FlatRoute } from '../engine/routing/flat-routes';
import { mountedRoutes } from '../app-router/app-routes';
import type { TextTable } from './copy-table';
import type { Person } from './person';
import { personPath } from './route-params';
import { endInWords, walkRoute } from './route-walk';

/**
 * One cell: where the person ends up from the route's path with their own parameters. A route with parameters
 * names the path asked, and says which parameters the person has no record for (filled with example-<name>).
 */
function cell(flat: FlatRoute, person: Person, origin: string): string {
  const { path, missing } = personPath(flat, person.records);
  const outcome = endInWords(walkRoute(path, person, origin), origin);
  if (path === flat.fullPath) return outcome;
  const none = missing.length > 0 ? ` (none of their own: ${missing.join(', ')})` : '';
  return `${path}${none} → ${outcome}`;
}

/** Every route the router mounts × every person: where each ends up at that route, with their own parameters. */
export function routeMatrix(persons: readonly Person[], origin: string = window.location.origin): TextTable {
  const routes = mountedRoutes();
  return {
    header: ['route', 'path', ...persons.map((person) => person.label)],
    rows: routes.map((flat) => [flat.id, flat.fullPath, ...persons.map((person) => cell(flat, person, origin))]),
  };
}
