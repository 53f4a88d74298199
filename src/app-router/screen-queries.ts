import type { QueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '../api/auth-api';

/** What a screen's first queries depend on: the route's path parameters and the signed-in person. */
export interface ScreenQueryContext {
  params: Readonly<Record<string, string | undefined>>;
  user: CurrentUser | null;
}

/**
 * Starts the queries a screen's first render makes (`client.prefetchQuery` with the very options the screen passes
 * to `useQuery`), exported by the screen module as `startFirstQueries`. They start as soon as the route's guards
 * pass, in parallel with the screen's render, instead of in the effects that run once its render has committed (the
 * render of a form page takes hundreds of milliseconds on a slow phone).
 */
export type StartFirstQueries = (context: ScreenQueryContext, client: QueryClient) => void;

/**
 * How long an answer counts as just fetched: a page's first queries start while it renders, and the components
 * that mount a moment later read that answer rather than asking again. A moment can be seconds: a busy slow phone
 * renders a form page in slices for that long (3 s was too short on a loaded 2-core machine: /settings asked for its
 * saved card twice).
 */
export const JUST_FETCHED_MS = 10_000;

/** Whether a screen's first query is asked again as it mounts: not an answer that has just arrived. */
export function refetchOnMount(query: { state: { dataUpdatedAt: number; isInvalidated: boolean } }, now = Date.now()): boolean {
  return query.state.isInvalidated || now - query.state.dataUpdatedAt >= JUST_FETCHED_MS;
}

/**
 * A screen's first query, as both the screen and `startFirstQueries` use it. The prefetch's answer is not asked for
 * again when the screen mounts (an older one is, and an invalidation always refetches); nor is its error (it may
 * have failed a moment earlier, and the screen shows that failure as it would have shown its own): the next visit to
 * the page prefetches again, and the screen's Try again refetches. Other queries keep Query's defaults.
 */
export const firstQuery = <Options extends object>(
  options: Options,
): Options & { retryOnMount: false; refetchOnMount: typeof refetchOnMount } => ({
  ...options,
  retryOnMount: false,
  refetchOnMount,
});
