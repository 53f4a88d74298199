/**
 * A route can only match a pathname whose first segment is its own first segment, unless that segment is dynamic
 * (a parameter, an optional segment or a splat). Matching a pathname against those candidates alone ranks them as
 * matching against every route would (a subset keeps the order of the whole), without flattening, ranking and
 * compiling all of them, which on a slow phone costs about 40 ms of the app's first task.
 */

/** A path pattern's first segment, lower-cased; null when it is dynamic and so can match any first segment. */
export function patternFirstSegment(pattern: string): string | null {
  const first = pattern.split('/').find((segment) => segment !== '') ?? '';
  return /[:*?]/.test(first) ? null : first.toLowerCase();
}

/**
 * A pathname's first segment as react-router compares it: percent-decoded (the raw text when any segment of the
 * pathname cannot be decoded, as react-router falls back to) and without regard to ASCII case.
 */
export function pathnameFirstSegment(pathname: string): string {
  const segments = pathname.split('/');
  const raw = segments[1] ?? '';
  try {
    for (const segment of segments) decodeURIComponent(segment);
    return decodeURIComponent(raw).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

/** The routes that can match a pathname, in their original order. */
export function candidateRoutes<Route extends { firstSegment: string | null }>(routes: readonly Route[], pathname: string): Route[] {
  const first = pathnameFirstSegment(pathname);
  return routes.filter((route) => route.firstSegment === null || route.firstSegment === first);
}
