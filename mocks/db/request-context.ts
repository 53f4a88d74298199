import { AsyncLocalStorage } from 'node:async_hooks';

/** The embedded default's one scope; end-to-end tests each bring their own. */
export const DEFAULT_SCOPE = 'default';

/**
 * Whose data a request works on (its scope) and who is signed in (from the session cookie). Handlers never see
 * this: readDb() puts the session's user into MockDb.sessionUserId, and updateDb() notes a change of it so the
 * server can set or clear the cookie.
 */
export interface RequestContext {
  scope: string;
  sessionUserId: string | null;
  sessionChanged: boolean;
}

const contexts = new AsyncLocalStorage<RequestContext>();

/** Outside a server request (vitest, scripts) one context stands for a single browser with its cookie jar. */
const standalone: RequestContext = { scope: DEFAULT_SCOPE, sessionUserId: null, sessionChanged: false };

export function currentContext(): RequestContext {
  return contexts.getStore() ?? standalone;
}

/** Signs the request in (a user id) or out (null): the server sets or clears the session cookie. */
export function setSessionUser(userId: string | null): void {
  const context = currentContext();
  if (context.sessionUserId === userId) return;
  context.sessionUserId = userId;
  context.sessionChanged = true;
}

export function runInContext<T>(context: RequestContext, work: () => T): T {
  return contexts.run(context, work);
}
