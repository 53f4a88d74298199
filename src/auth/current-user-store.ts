import { isApiError } from '../api/api-error';
import { fetchCurrentUser, type CurrentUser } from '../api/auth-api';
import { queryKeys } from '../api/query-keys';
import { errorReporter } from '../adapters/error-reporting';
import { raiseAppError, resolveAppError } from '../app-frame/app-error-store';

/**
 * The signed-in person, known to the guards and the frame without TanStack Query: a page that reads nothing else
 * (the 404, an article signed out) never loads Query. Once a screen loads Query, src/api/query-runtime.ts keeps
 * this and the `current-user` query the same, both ways, so an invalidation anywhere refreshes both.
 */
type Known = { known: false } | { known: true; user: CurrentUser | null };

// The `current-user` query's settings (auth-api.ts, query-client.ts), so the store and Query agree: fresh for a
// minute, one retry after a network or server error.
export const CURRENT_USER_STALE_MS = 60_000;
const RETRY_DELAY_MS = 1000;
// The generic banner names the failed request by its query hash, so its later success (through Query too) takes it down.
const QUERY_HASH = JSON.stringify(queryKeys.currentUser);

// A new object only when the person changes: React re-renders the readers then, not on every fresh answer.
let state: Known = { known: false };
let fetchedAt = 0;
let inFlight: Promise<CurrentUser | null> | null = null;
let refreshThroughQuery: (() => Promise<unknown>) | null = null;
const listeners = new Set<() => void>();

export function currentUserState(): Known {
  return state;
}

/** When the person was last fetched (ms since the epoch): a minute later, a newly mounted reader asks again. */
export function currentUserFetchedAt(): number {
  return fetchedAt;
}

export function subscribeCurrentUser(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A fresh answer about the person (from GET /v1/user, directly or through Query). */
export function setCurrentUser(user: CurrentUser | null, at = Date.now()): void {
  fetchedAt = at;
  // The same answer again (a fetch outside Query returns a new object) is no change.
  if (state.known && (state.user === user || JSON.stringify(state.user) === JSON.stringify(user))) return;
  state = { known: true, user };
  for (const listener of listeners) listener();
}

const retryable = (error: unknown): boolean => !(isApiError(error) && error.status < 500 && error.status !== 0);

async function fetchWithRetry(): Promise<CurrentUser | null> {
  try {
    return await fetchCurrentUser();
  } catch (error) {
    if (!retryable(error)) throw error;
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    return fetchCurrentUser();
  }
}

function fetchAndKeep(): Promise<CurrentUser | null> {
  inFlight ??= fetchWithRetry()
    .then(
      (user) => {
        resolveAppError(QUERY_HASH);
        setCurrentUser(user);
        return user;
      },
      (error: unknown) => {
        errorReporter.report(error, { query: queryKeys.currentUser });
        if (retryable(error)) raiseAppError(QUERY_HASH);
        throw error;
      },
    )
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/** The person as last known, fetched first if nobody has asked yet (what a route's guards read). */
export function loadCurrentUser(): Promise<CurrentUser | null> {
  return state.known ? Promise.resolve(state.user) : fetchAndKeep();
}

/** Asks again (the address may have been verified elsewhere): through Query when it is loaded, so both agree. */
export function refreshCurrentUser(): Promise<unknown> {
  return refreshThroughQuery ? refreshThroughQuery() : fetchAndKeep().catch(() => null);
}

/** Query's runtime takes over refreshing once it is loaded. */
export function refreshCurrentUserWith(refresh: () => Promise<unknown>): void {
  refreshThroughQuery = refresh;
}
