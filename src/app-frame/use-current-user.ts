import { useEffect, useSyncExternalStore } from 'react';
import type { CurrentUser } from '../api/auth-api';
import {
  CURRENT_USER_STALE_MS,
  currentUserFetchedAt,
  currentUserState,
  refreshCurrentUser,
  subscribeCurrentUser,
} from '../auth/current-user-store';

/** The signed-in person, or null; the route guards have already fetched it, so this never waits. */
export function useCurrentUser(): CurrentUser | null {
  const known = useSyncExternalStore(subscribeCurrentUser, currentUserState);
  // A component that mounts once the answer is a minute old asks again, as a reader of the `current-user` query
  // would: the store and Query agree on when the person is stale.
  useEffect(() => {
    if (currentUserState().known && Date.now() - currentUserFetchedAt() > CURRENT_USER_STALE_MS) void refreshCurrentUser();
  }, []);
  return known.known ? known.user : null;
}
