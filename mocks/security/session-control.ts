import { currentContext, setSessionUser } from '../db/request-context';
import { endSessionsOf } from '../db/sessions';
import { readConnection } from '../db/store';

/**
 * Signs a user in with a session id made now (ASVS 7.2.4): even someone already signed in as this user gets a new
 * id, so an id planted before sign-in (session fixation) never becomes a signed-in session.
 */
export function startNewSession(userId: string): void {
  setSessionUser(userId);
  currentContext().sessionChanged = true;
}

/**
 * After a password change every session of the user ends, on every device, and this request's browser carries on
 * with a new id (ASVS 7.4.3); after an account deletion nobody carries on.
 */
export async function endOtherSessions(userId: string, keepThisOne: boolean): Promise<void> {
  await endSessionsOf(await readConnection(), userId);
  if (keepThisOne) startNewSession(userId);
  else {
    setSessionUser(null);
    currentContext().sessionChanged = true;
  }
}
