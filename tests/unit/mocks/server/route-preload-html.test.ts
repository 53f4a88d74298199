import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROUTE_PRELOADS_FILE, type RoutePreload } from '../../../../codegen/route-preloads';
import { routeHtmlVariants } from '../../../../mocks/server/route-preload-html';

const page = '<html><head><title>Vitalia</title></head><body><div id="root"></div></body></html>';
const preloads: RoutePreload[] = [
  { pattern: '^/settings/?$', scripts: ['assets/settings.js', 'assets/query.js'], styles: ['assets/settings.css'] },
  { pattern: '^/?$', scripts: [], styles: [] },
  { pattern: '^(?:/.*)?/?$', scripts: ['assets/not-found.js'], styles: [] },
];
const dirs: string[] = [];
const built = (withPreloads: boolean): string => {
  const dir = mkdtempSync(path.join(tmpdir(), 'route-html-'));
  dirs.push(dir);
  if (withPreloads) writeFileSync(path.join(dir, ROUTE_PRELOADS_FILE), JSON.stringify(preloads));
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe("index.html as each route's page gets it", () => {
  const { forPath } = routeHtmlVariants(built(true), page);

  it("names the route's chunks in the head, at the priority of the page's other scripts, its CSS as a preload", () => {
    const { html } = forPath('/settings');
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin data-route-chunk href="/assets/settings.js">');
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin data-route-chunk href="/assets/query.js">');
    expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/settings.css">');
    expect(html.indexOf('settings.css')).toBeLessThan(html.indexOf('</head>'));
    expect(html.replace(/\s*<link[^>]*>/g, '').replace(/\s+</g, '<')).toBe(page.replace(/\s+</g, '<'));
  });

  it.each([
    ['the first matching route wins (the table is ranked as the router ranks)', '/settings/', 'route-0'],
    ['a route with nothing of its own gets the page as built', '/', 'route-1'],
    ['any other path: the 404', '/not-a-page', 'route-2'],
  ])('%s', (_why, pathname, key) => {
    expect(forPath(pathname).key).toBe(key);
  });

  it('one variant per route, plus the page as built', () => {
    expect(routeHtmlVariants(built(true), page).variants.map((variant) => variant.key)).toEqual(['index', 'route-0', 'route-1', 'route-2']);
  });

  it('a build without the list (an older one): every path gets the page as built', () => {
    const plain = routeHtmlVariants(built(false), page);
    expect(plain.forPath('/settings')).toEqual({ key: 'index', html: page });
  });
});
