import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import {
  currentUserFetchedAt,
  currentUserState,
  refreshCurrentUserWith,
  setCurrentUser,
  subscribeCurrentUser,
} from '../auth/current-user-store';
import { currentUserQuery } from './auth-api';
import { createQueryClient } from './query-client';
import { setLoadedQueryClient } from './loaded-query-client';

let client: QueryClient | undefined;

/**
 * The app's one QueryClient, made when the first screen that reads data through Query loads (not at startup: the
 * 404 and a signed-out article never need it). It starts with the person the guards fetched, and from then on
 * the `current-user` query and the current-user store stay the same: an invalidation (a saved form, the survey,
 * a verification elsewhere) refetches the query, and the observer below, kept for the client's life, copies each
 * answer into the store the frame reads.
 */
export function appQueryClient(): QueryClient {
  if (client) return client;
  const created = createQueryClient();
  client = created;
  const known = currentUserState();
  if (known.known) created.setQueryData(currentUserQuery.queryKey, known.user, { updatedAt: currentUserFetchedAt() });
  const observer = new QueryObserver(created, currentUserQuery);
  observer.subscribe((result) => {
    if (result.status === 'success') setCurrentUser(result.data, result.dataUpdatedAt);
  });
  subscribeCurrentUser(() => {
    const now = currentUserState();
    if (now.known && created.getQueryData(currentUserQuery.queryKey) !== now.user)
      created.setQueryData(currentUserQuery.queryKey, now.user, { updatedAt: currentUserFetchedAt() });
  });
  refreshCurrentUserWith(() => created.invalidateQueries({ queryKey: currentUserQuery.queryKey }));
  setLoadedQueryClient(created);
  return created;
}
