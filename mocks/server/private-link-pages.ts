import { flattenRoutes } from '../../src/engine/routing/flat-routes';
import { routesConfig } from '../../src/generated/routes-config.gen';

/**
 * Pages opened from a private link (config/routes.yaml `privateLink: true`: /shared, where a clinician opens
 * results a person shared). Their page tells the browser to send no Referer anywhere, search engines to keep
 * nothing, and caches to store nothing. The token itself is in the address's fragment, which no request carries.
 */
const PATHS = new Set(flattenRoutes(routesConfig.routes).filter((route) => route.route.privateLink === true).flatMap((route) => [route.fullPath, `${route.fullPath}/`]));

export const PRIVATE_LINK_HEADERS: Readonly<Record<string, string>> = {
  'Referrer-Policy': 'no-referrer',
  'X-Robots-Tag': 'noindex',
  'Cache-Control': 'no-store',
};

export function privateLinkPageHeaders(pathname: string): Readonly<Record<string, string>> {
  return PATHS.has(pathname) ? PRIVATE_LINK_HEADERS : {};
}

/**
 * The path as the request log writes it: under a private link's page nothing after it is written, so a token
 * pasted into the path by mistake stays out of the log too.
 */
export function loggedPath(path: string): string {
  for (const page of PATHS) if (!page.endsWith('/') && path.startsWith(`${page}/`) && path.length > page.length + 1) return `${page}/[hidden]`;
  return path;
}
