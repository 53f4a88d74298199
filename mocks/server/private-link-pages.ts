import { flattenRoutes } from '../../src/engine/routing/flat-routes';
import { routesConfig } from '../../src/generated/routes-config.gen';

/**
 * Pages opened from a private link (config/routes.yaml `privateLink: true`: /shared, where a clinician opens
 * results a person shared). Their page tells the browser to send no Referer anywhere, search engines to keep
 * nothing, and caches to store nothing. The token itself is in the address's fragment, which no request carries.
 */
const PATHS = new Set(
  flattenRoutes(routesConfig.routes)
    .filter((route) => route.route.privateLink === true)
    .flatMap((route) => [route.fullPath, `${route.fullPath}/`]),
);

export const PRIVATE_LINK_HEADERS: Readonly<Record<string, string>> = {
  'Referrer-Policy': 'no-referrer',
  'X-Robots-Tag': 'noindex',
  'Cache-Control': 'no-store',
};

export function privateLinkPageHeaders(pathname: string): Readonly<Record<string, string>> {
  return PATHS.has(pathname) ? PRIVATE_LINK_HEADERS : {};
}

/** A path segment shaped like a link's token: 22 base64url characters, upper and lower case mixed (ids are not). */
const TOKEN_SEGMENT = /^(?=[^/]*[a-z])(?=[^/]*[A-Z])[A-Za-z0-9_-]{22}$/;

/**
 * The path as the request log writes it: a segment shaped like a token is written as [token], so a token put in a
 * path by mistake (a link opens only with it in the fragment, and its API takes it in the body) stays out of the log.
 */
export function loggedPath(path: string): string {
  return path
    .split('/')
    .map((segment) => (TOKEN_SEGMENT.test(segment) ? '[token]' : segment))
    .join('/');
}
