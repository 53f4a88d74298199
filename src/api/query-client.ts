import { QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';
import { errorReporter } from '../adapters/error-reporting';
import { raiseAppError, resolveAppError } from '../app-frame/app-error-store';

/** Queries may opt out of the generic banner (a 404 that the screen handles, for example). */
declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { silent?: boolean };
  }
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
      },
    },
  });
}
