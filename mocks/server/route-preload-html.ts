import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROUTE_PRELOADS_FILE, type RoutePreload } from '../../codegen/route-preloads';
import { ROUTE_CHUNK_ATTRIBUTE } from '../../src/boot/route-chunks-in-page';

/** index.html as served for one route: the same page, with that route's own chunks preloaded. */
export interface RouteHtml {
  /** Which variant this is (one per route of the build, or the page as built). */
  key: string;
  html: string;
}

/**
 * The host knows the route before the app does: index.html for a pathname names the chunks of the route's page
 * (the build lists them in route-preloads.json), so they download alongside the app's own code rather than after
 * it has run. Without that file (an older build), every path gets the page as built.
 */
export function routeHtmlVariants(root: string, indexHtml: string): { variants: RouteHtml[]; forPath(pathname: string): RouteHtml } {
  const file = path.join(root, ROUTE_PRELOADS_FILE);
  const preloads = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RoutePreload[]) : [];
  const plain: RouteHtml = { key: 'index', html: indexHtml };
  const variants = preloads.map((preload, index): RouteHtml & { pattern: RegExp } => {
    const links = [
      ...preload.scripts.map(
        (script) => `<link rel="modulepreload" fetchpriority="low" crossorigin ${ROUTE_CHUNK_ATTRIBUTE} href="/${script}">`,
      ),
      ...preload.styles.map((style) => `<link rel="preload" as="style" crossorigin href="/${style}">`),
    ];
    return {
      key: `route-${index}`,
      pattern: new RegExp(preload.pattern),
      html: links.length ? indexHtml.replace('</head>', `  ${links.join('\n    ')}\n  </head>`) : indexHtml,
    };
  });
  return {
    variants: [plain, ...variants],
    forPath: (pathname) => variants.find((variant) => variant.pattern.test(pathname)) ?? plain,
  };
}
