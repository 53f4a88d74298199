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
 * A screen's first query, as both the screen and `startFirstQueries` use it. An error is not asked again when the
 * screen mounts (the prefetch may have failed a moment earlier, and the screen shows that failure as it would have
 * shown its own); the next visit to the page prefetches again, and the screen's Try again refetches.
 */
export const firstQuery = <Options extends object>(options: Options): Options & { retryOnMount: false } => ({ ...options, retryOnMount: false });
