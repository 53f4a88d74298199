import { signOut } from '../api/auth-api';
import { loadedQueryClient } from '../api/loaded-query-client';
import { errorReporter } from '../adapters/error-reporting';
import { setCurrentUser } from './current-user-store';
import { announceLogout } from './session-channel';
import { removeUserCookie } from './user-cookie';
import { clearUserStorage } from './user-storage';

/** Ends the session everywhere this browser holds it; the caller then leaves for the marketing site. */
export async function logout(): Promise<void> {
  try {
    await signOut();
  } catch (error) {
    errorReporter.report(error, { during: 'logout' });
  }
  forgetSession();
  announceLogout();
}

/** Another tab signed out: forget this tab's copy of the session too. */
export function forgetSession(): void {
  clearUserStorage();
  removeUserCookie();
  loadedQueryClient()?.clear();
  setCurrentUser(null);
}
