import { currentContext } from '../db/request-context';
import { endSessionsOf } from '../db/sessions';
import { updateDb } from '../db/store';

/**
 * Signs a user in with a session id made now (ASVS 7.2.4): even someone already signed in as this user gets a new
 * id, so an id planted before sign-in (session fixation) never becomes a signed-in session.
 */
export function startNewSession(userId: string): void {
  updateDb((db) => void (db.sessionUserId = userId));
  currentContext().sessionChanged = true;
}

/**
 * After a password change: every session of the user ends, on every device, and this request's browser carries
 * on with a new id (ASVS 7.4.3). After an account deletion nobody carries on.
 */
export function endOtherSessions(userId: string, keepThisOne: boolean): void {
  endSessionsOf(currentContext().scope, userId);
  if (keepThisOne) startNewSession(userId);
  else {
    updateDb((db) => void (db.sessionUserId = null));
    currentContext().sessionChanged = true;
  }
}
