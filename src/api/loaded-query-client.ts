import type { QueryClient } from '@tanstack/react-query';

let loaded: QueryClient | null = null;

/** The QueryClient if a screen has loaded Query (src/api/query-runtime.ts); null on a page that never needed it. */
export function loadedQueryClient(): QueryClient | null {
  return loaded;
}

export function setLoadedQueryClient(client: QueryClient): void {
  loaded = client;
}
