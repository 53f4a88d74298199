import { CURRENT_USER_REQUEST } from '../api/current-user-request';
import { hosts } from '../api/hosts';
import { listenToRequests } from '../api/request-log';
import { requestUrl } from '../api/request-url';
import { SIGNED_IN_FIRST_REQUESTS } from '../api/signed-in-requests';
import { isSignedInAs } from '../auth/user-cookie';
import { userKey } from '../auth/user-storage';
import { PAGE_REQUESTS_ITEM, readPageRequests, withPageRequests, writePageRequests } from './page-requests';

/**
 * How long after its guards pass a page's reads count as the ones it starts with: a busy slow phone can take seconds
 * to load and render a screen (2 s missed the settings page's own reads on a loaded machine).
 */
const LEARNING_MS = 10_000;

/** index.html's head asks for these on every signed-in page already. */
const askedAnyway = (): string[] =>
  [CURRENT_USER_REQUEST, ...SIGNED_IN_FIRST_REQUESTS].map((request) =>
    requestUrl(hosts.api, request.path, 'query' in request ? request.query : undefined),
  );

let finish: (() => void) | null = null;

/**
 * The first page of a load, once its guards pass: the reads it makes from now on are kept for its next load
 * (page-requests.ts), until LEARNING_MS pass, the page makes a change or the person moves to another page.
 */
export function learnPageRequests(page: string, userId: string): void {
  stopLearningPageRequests();
  const urls: string[] = [];
  listenToRequests((kind, url) => {
    if (kind === 'read') urls.push(url);
    // A read after a change could answer from before it if it were asked early: the page stops being noted there.
    // The chat's identity, made on every signed-in load, is not a change.
    else if (kind === 'change') stopLearningPageRequests();
  });
  const timer = setTimeout(stopLearningPageRequests, LEARNING_MS);
  // Someone who leaves (or reloads) at once has still shown what the page starts with.
  window.addEventListener('pagehide', stopLearningPageRequests);
  finish = () => {
    clearTimeout(timer);
    window.removeEventListener('pagehide', stopLearningPageRequests);
    listenToRequests(null);
    // Not once they have signed out: sign-out clears their keys, and the page goes (pagehide) after it.
    if (!isSignedInAs(userId)) return;
    const key = userKey(userId, PAGE_REQUESTS_ITEM);
    writePageRequests(localStorage, key, withPageRequests(readPageRequests(localStorage, key), page, urls, askedAnyway()));
  };
}

/** Keeps what the page read so far, and stops listening (another page is on its way). */
export function stopLearningPageRequests(): void {
  const done = finish;
  finish = null;
  done?.();
}
