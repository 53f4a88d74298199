import type { OutputBundle, OutputChunk } from 'rolldown';
import { accessOf, type FlatRoute } from '../src/engine/routing/flat-routes';
import { QUERY_FREE_SCREENS } from '../src/app-router/query-free-screens';
import type { ScreenKey } from './screen-keys';

/** What a page on one route loads beyond what index.html loads on every page: the file the host reads. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** A route's pattern over the pathname and the output files (under the build's root) its page loads first. */
export interface RoutePreload {
  pattern: string;
  scripts: string[];
  styles: string[];
}

/**
 * react-router's ranking of a path (its computeScore): more segments, static ones above parameters, a splat
 * last. The first pattern that matches, in this order, is the route <Routes> shows.
 */
export function routeRank(fullPath: string): number {
  const segments = fullPath.split('/');
  const splat = segments.includes('*');
  return segments
    .filter((segment) => segment !== '*')
    .reduce((score, segment) => score + (segment.startsWith(':') ? 3 : segment === '' ? 1 : 10), segments.length - (splat ? 2 : 0));
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The route's path as a regular expression over a pathname (a trailing slash allowed, as react-router does). */
export function routePattern(fullPath: string): string {
  const body = fullPath
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => {
      if (segment === '*') return '(?:/.*)?';
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${escapeRegExp(segment)}`;
    })
    .join('');
  return `^${body}/?$`;
}

/** Screen key -> the module src/screens/screen-registry.ts imports for it (`src/screens/…`, no extension). */
export function screenModules(registrySource: string): Map<string, string> {
  const modules = new Map<string, string>();
  for (const [, key, module] of registrySource.matchAll(/^\s*'?([\w-]+)'?:\s*lazyScreen\(\(\) => import\('\.\/([^']+)'\)\)/gm)) {
    if (key && module) modules.set(key, `src/screens/${module}`);
  }
  return modules;
}

const isChunk = (output: OutputBundle[string] | undefined): output is OutputChunk => output?.type === 'chunk';
const cssOf = (chunk: OutputChunk): string[] => [
  ...((chunk as OutputChunk & { viteMetadata?: { importedCss?: Set<string> } }).viteMetadata?.importedCss ?? []),
];
const sameEnding = (id: string | null | undefined, ending: string): boolean => id?.split('\\').join('/').endsWith(ending) ?? false;

/**
 * The chunk that holds a source module (`src/…` without extension): the chunk built from it, else the chunk it was
 * bundled into (a module another chunk imports statically has no chunk of its own).
 */
function chunkOfModule(bundle: OutputBundle, modulePath: string): OutputChunk {
  const chunks = Object.values(bundle).filter(isChunk);
  for (const extension of ['.tsx', '.ts']) {
    const ending = `/${modulePath}${extension}`;
    const chunk =
      chunks.find((candidate) => sameEnding(candidate.facadeModuleId, ending)) ??
      chunks.find((candidate) => candidate.moduleIds.some((id) => sameEnding(id, ending)));
    if (chunk) return chunk;
  }
  throw new Error(`route preloads: no chunk holds ${modulePath}`);
}

/** A chunk, its static imports all the way down, and their CSS, in load order (Vite's preload lists use it too). */
export function chunkClosure(bundle: OutputBundle, fileName: string): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (name: string): void => {
    const chunk = bundle[name];
    if (!isChunk(chunk) || scripts.has(name)) return;
    scripts.add(name);
    for (const css of cssOf(chunk)) styles.add(css);
    chunk.imports.forEach(visit);
  };
  visit(fileName);
  return { scripts: [...scripts], styles: [...styles] };
}

/** The routes in the order a pathname is matched against them: best-ranked first, the config's order among equals. */
export function rankedRoutes(routes: readonly FlatRoute[]): FlatRoute[] {
  return routes
    .map((flat, order) => ({ flat, order, rank: routeRank(flat.fullPath) }))
    .sort((a, b) => b.rank - a.rank || a.order - b.order)
    .map(({ flat }) => flat);
}

/**
 * For each route, best-ranked first, what its page loads once the app runs and that index.html does not load
 * already: its screen's chunks, Query unless the screen reads none, the funnel's header on a funnel page, as
 * src/app-router/screen-host.tsx preloads them, and the banners' watch on a page that needs a session. A route with no
 * screen only redirects, and loads nothing of its own.
 */
export function routePreloads(routes: readonly FlatRoute[], registrySource: string, bundle: OutputBundle): RoutePreload[] {
  const entry = Object.values(bundle).find((output): output is OutputChunk => isChunk(output) && output.isEntry);
  const everyPage = entry ? chunkClosure(bundle, entry.fileName) : { scripts: [], styles: [] };
  const modules = screenModules(registrySource);
  const filesOf = (modulePath: string) => chunkClosure(bundle, chunkOfModule(bundle, modulePath).fileName);
  const querySupport = filesOf('src/api/query-scope');
  const funnelHeader = filesOf('src/funnel/funnel-header');
  const bannersWatch = filesOf('src/app-frame/layout-profile-watch');
  return rankedRoutes(routes).map((flat) => {
    const pattern = routePattern(flat.fullPath);
    const key = flat.route.screen as ScreenKey | undefined;
    if (!key) return { pattern, scripts: [], styles: [] };
    const module = modules.get(key);
    if (!module) throw new Error(`route preloads: src/screens/screen-registry.ts has no screen ${key}`);
    const parts = [
      filesOf(module),
      ...(QUERY_FREE_SCREENS.has(key) ? [] : [querySupport]),
      ...(flat.layout === 'funnel' ? [funnelHeader] : []),
      // Only a signed-in person sees a page that needs a session, and the frame's banners watch their data.
      ...(accessOf(flat) === 'authenticated' ? [bannersWatch] : []),
    ];
    return {
      pattern,
      scripts: [...new Set(parts.flatMap((part) => part.scripts))].filter((file) => !everyPage.scripts.includes(file)),
      styles: [...new Set(parts.flatMap((part) => part.styles))].filter((file) => !everyPage.styles.includes(file)),
    };
  });
}
