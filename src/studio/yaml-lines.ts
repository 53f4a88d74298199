import type { StudioConfigState } from '../../codegen/studio/studio-api';
import { formatDocPath, type DocPath } from '../../codegen/load/config-error';
import type { Route } from '../generated/config-types.gen';

/** Where a value of the config is written: file and line, or undefined while the lines load or after a rename. */
export type LineOf = (file: string, path: DocPath) => { file: string; line: number } | undefined;

export function lineLookup(state: StudioConfigState | undefined): LineOf {
  return (file, path) => {
    const line = state?.lines[file]?.[formatDocPath(path)];
    return line === undefined ? undefined : { file, line };
  };
}

/** Each route's place in routes.yaml's tree (routes[4].children[2]), by id, in the order flattenRoutes walks it. */
export function routeDocPaths(routes: readonly Route[], parent: DocPath = ['routes']): Map<string, DocPath> {
  const paths = new Map<string, DocPath>();
  routes.forEach((route, index) => {
    const path = [...parent, index];
    paths.set(route.id, path);
    for (const [id, childPath] of routeDocPaths(route.children ?? [], [...path, 'children'])) paths.set(id, childPath);
  });
  return paths;
}
