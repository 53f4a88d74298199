import type { QueryClient } from '@tanstack/react-query';
import { signOut } from '../api/auth-api';
import { errorReporter } from '../adapters/error-reporting';
import { announceLogout } from './session-channel';
import { removeUserCookie } from './user-cookie';
import { clearUserStorage } from './user-storage';

/** Ends the session everywhere this browser holds it; the caller then leaves for the marketing site. */
export async function logout(queryClient: QueryClient): Promise<void> {
  try {
    await signOut();
  } catch (error) {
    errorReporter.report(error, { during: 'logout' });
  }
  clearUserStorage();
  removeUserCookie();
  queryClient.clear();
  announceLogout();
}

/** Another tab signed out: forget this tab's copy of the session too. */
export function forgetSession(queryClient: QueryClient): void {
  clearUserStorage();
  removeUserCookie();
  queryClient.clear();
}
