import { fetchCurrentUser, signInWithMembershipToken } from '../api/auth-api';
import { errorReporter } from '../adapters/error-reporting';
import { finishAuthenticating, startAuthenticating } from './auth-status';

export const MEMBERSHIP_TOKEN_QUERY = 'membership_token';

/**
 * A partner's link carries a membership token: exchange it for a session before the router decides
 * anything, then take it out of the address bar so it is not bookmarked or shared.
 */
export async function consumeMembershipToken(location: Location, history: History): Promise<void> {
  const url = new URL(location.href);
  const token = url.searchParams.get(MEMBERSHIP_TOKEN_QUERY);
  if (token === null) return;
  url.searchParams.delete(MEMBERSHIP_TOKEN_QUERY);
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  startAuthenticating();
  // index.html preloaded who was signed in before this sign-in. Taking that answer now means the guards' own
  // request afterwards goes to the server and sees the new session.
  await fetchCurrentUser().catch(() => null);
  try {
    await signInWithMembershipToken(token);
    finishAuthenticating(false);
  } catch (error) {
    errorReporter.report(error, { during: 'membership token' });
    finishAuthenticating(true);
  }
}
