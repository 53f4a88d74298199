// @vitest-environment jsdom
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROUTE_PRELOADS_FILE, type RoutePreload } from '../../../../codegen/route-preloads';
import { routeHtmlVariants } from '../../../../mocks/server/route-preload-html';
import { routeChunksInPage } from '../../../../src/boot/route-chunks-in-page';

// The app and the host agree on one marker: the app imports (and so runs) the first screen's code at the start
// only when the page it was served does not already fetch it.
const page = '<html><head><link rel="modulepreload" crossorigin href="/assets/runtime.js"></head><body><div id="root"></div></body></html>';
const preloads: RoutePreload[] = [
  { pattern: '^/settings/?$', scripts: ['assets/settings.js'], styles: ['assets/settings.css'] },
  { pattern: '^/?$', scripts: [], styles: ['assets/home.css'] },
];
const dir = mkdtempSync(path.join(tmpdir(), 'route-chunks-'));
writeFileSync(path.join(dir, ROUTE_PRELOADS_FILE), JSON.stringify(preloads));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const { forPath } = routeHtmlVariants(dir, page);
const parsed = (html: string): Document => new DOMParser().parseFromString(html, 'text/html');

describe('whether the page the host served fetches the first route’s chunks', () => {
  it.each([
    ['a route with chunks of its own', '/settings', true],
    ['a route with only stylesheets of its own', '/', false],
    ['a path no route of the list matches (the page as built, whose own modulepreload is the app’s)', '/elsewhere', false],
  ])('%s', (_what, pathname, expected) => {
    expect(routeChunksInPage(parsed(forPath(pathname).html))).toBe(expected);
  });
});
