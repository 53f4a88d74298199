import { QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';
import { errorReporter } from '../adapters/error-reporting';
import { raiseAppError, resolveAppError } from '../layout/app-error-store';

/** Queries may opt out of the generic banner (a 404 that the screen handles, for example). */
declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { silent?: boolean };
  }
}

/**
 * How long an answer counts as just fetched: a page's first queries start while it renders (`startFirstQueries`),
 * and the components that mount a moment later read that answer rather than asking again. Older answers are
 * refetched on mount as before, and an invalidation always refetches.
 */
export const JUST_FETCHED_MS = 3_000;

/** Whether a component that mounts should ask again: not for an answer that has just arrived. */
export function refetchOnMount(query: { state: { dataUpdatedAt: number; isInvalidated: boolean } }, now = Date.now()): boolean {
  return query.state.isInvalidated || now - query.state.dataUpdatedAt >= JUST_FETCHED_MS;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError(error, query) {
        if (query.meta?.silent) return;
        errorReporter.report(error, { query: query.queryKey });
        if (!isApiError(error) || error.status === 0 || error.status >= 500) raiseAppError(query.queryHash);
      },
      // A Try again (or any refetch) that works takes down the banner its failure raised.
      onSuccess(_data, query) {
        resolveAppError(query.queryHash);
      },
    }),
    defaultOptions: {
      queries: {
        retry: (count, error) => count < 1 && !(isApiError(error) && error.status < 500 && error.status !== 0),
        refetchOnWindowFocus: false,
        refetchOnMount: (query) => refetchOnMount(query),
      },
    },
  });
}
