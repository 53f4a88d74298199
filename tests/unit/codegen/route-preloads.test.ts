import { readFileSync } from 'node:fs';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { rankedRoutes, routePattern, routePreloads, screenModules } from '../../../codegen/route-preloads';
import { SCREEN_KEYS } from '../../../codegen/screen-keys';
import type { FlatRoute } from '../../../src/engine/routing/flat-routes';
import { mountedRoutes } from '../../../src/app-router/app-routes';
import { matchRoute } from '../../../src/app-router/match-route';

const mounted = mountedRoutes();
const registry = readFileSync('src/screens/screen-registry.ts', 'utf8');

/** Pathnames a route answers: each parameter filled in, an optional one given and left out, a splat with two parts. */
function samplesOf(fullPath: string): string[] {
  const fill = (withOptional: boolean) =>
    fullPath
      .split('/')
      .map((segment) =>
        segment === '*' ? 'a/b' : segment.startsWith(':') ? (segment.endsWith('?') ? (withOptional ? 'opt1' : '') : 'x1') : segment,
      )
      .filter((segment, index) => index === 0 || segment !== '')
      .join('/') || '/';
  return [...new Set([fill(true), fill(false)])];
}

const firstMatch = (pathname: string): FlatRoute | undefined =>
  rankedRoutes(mounted).find((flat) => new RegExp(routePattern(flat.fullPath)).test(pathname));

describe('route preloads: matching a pathname as the router does', () => {
  const samples = [
    ...new Set([
      ...mounted.flatMap((flat) => samplesOf(flat.fullPath)),
      '/',
      '/not-a-page',
      '/a/b/c/d',
      '/settings/',
      '/results/cycle-results-1/CHOL',
      '/health-profile-survey/recommendations',
    ]),
  ];
  it.each(samples)('%s', (pathname) => {
    expect(firstMatch(pathname)?.id).toBe(matchRoute(pathname)?.flat.id);
  });
});

describe("route preloads: each screen's module", () => {
  const modules = screenModules(registry);
  it.each([...SCREEN_KEYS])('%s is found in the screen registry', (key) => {
    expect(modules.get(key)).toMatch(/^src\/screens\/[\w/-]+$/);
  });
});

describe('route preloads from a bundle', () => {
  const chunk = (fileName: string, facade: string, imports: string[], css: string[] = [], isEntry = false): OutputChunk =>
    ({
      type: 'chunk',
      fileName,
      facadeModuleId: `/repo/${facade}`,
      moduleIds: [`/repo/${facade}`],
      imports,
      isEntry,
      viteMetadata: { importedCss: new Set(css) },
    }) as unknown as OutputChunk;
  const outputs = [
    chunk('assets/index.js', 'src/main.tsx', ['assets/react.js'], ['assets/index.css'], true),
    chunk('assets/react.js', 'node_modules/react/index.js', []),
    chunk('assets/not-found.js', 'src/screens/system/not-found-screen.tsx', ['assets/react.js', 'assets/title.js']),
    chunk('assets/title.js', 'src/screens/use-document-title.ts', []),
    chunk(
      'assets/settings.js',
      'src/screens/account/account-settings-screen.tsx',
      ['assets/form.js', 'assets/react.js'],
      ['assets/settings.css'],
    ),
    chunk('assets/form.js', 'src/forms/yaml-form.tsx', ['assets/title.js'], ['assets/form.css', 'assets/index.css']),
    chunk('assets/query-scope.js', 'src/api/query-scope.tsx', ['assets/query.js']),
    chunk('assets/query.js', 'node_modules/@tanstack/query-core/index.js', []),
    chunk('assets/funnel-header.js', 'src/funnel/funnel-header.tsx', ['assets/react.js']),
    chunk('assets/banners-watch.js', 'src/app-frame/layout-profile-watch.ts', ['assets/query.js', 'assets/profile-api.js']),
    chunk('assets/profile-api.js', 'src/api/health-profile-api.ts', []),
  ];
  const bundle = Object.fromEntries(outputs.map((output) => [output.fileName, output])) as unknown as OutputBundle;
  const route = (id: string, fullPath: string, screen?: string, access?: 'public'): FlatRoute => ({
    id,
    fullPath,
    route: { id, path: fullPath, ...(screen ? { screen } : {}), ...(access ? { access } : {}) } as FlatRoute['route'],
    ancestors: [],
    layout: 'default',
  });
  const preloads = routePreloads(
    [route('home', '/', undefined), route('settings', '/settings', 'account-settings'), route('missing', '/*', 'not-found', 'public')],
    registry,
    bundle,
  );
  const of = (pathname: string) => preloads.find((preload) => new RegExp(preload.pattern).test(pathname));

  it("a screen's chunks and their CSS, then Query's, then the banners' watch of a page that needs a session, leaving out what every page loads", () => {
    expect(of('/settings')).toEqual({
      pattern: '^/settings/?$',
      scripts: [
        'assets/settings.js',
        'assets/form.js',
        'assets/title.js',
        'assets/query-scope.js',
        'assets/query.js',
        'assets/banners-watch.js',
        'assets/profile-api.js',
      ],
      styles: ['assets/settings.css', 'assets/form.css'],
    });
  });

  it("no Query for a screen that reads no data, and no banners' watch on a page open to anyone", () => {
    expect(of('/anything')?.scripts).toEqual(['assets/not-found.js', 'assets/title.js']);
  });

  it('a route that only redirects preloads nothing, rather than the next route that matches', () => {
    expect(of('/')).toEqual({ pattern: '^/?$', scripts: [], styles: [] });
  });
});
