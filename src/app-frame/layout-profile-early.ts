import { userInCookies } from '../auth/user-cookie';

/**
 * Where the user cookie names someone, the banners' watch (and Query with it) loads alongside the app's start
 * rather than once the guards have passed: index.html's head has already asked for its data.
 */
export function loadLayoutProfileEarly(cookies: string): void {
  if (userInCookies(cookies) !== null) void import('./layout-profile-watch').catch(() => undefined);
}
