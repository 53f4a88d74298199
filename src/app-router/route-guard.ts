import type { Params } from 'react-router-dom';
import type { CurrentUser } from '../api/auth-api';
import { currentUserState, loadCurrentUser } from '../auth/current-user-store';
import { errorReporter } from '../adapters/error-reporting';
import { canonicalDiscountSearch, codeFromUrl } from '../domain/discount-code';
import { decideRoute } from '../engine/routing/decide-route';
import { rememberDiscountCode } from '../funnel/discount-cookie';
import type { FlatRoute } from '../engine/routing/flat-routes';
import { matchRoute, type MatchedRoute } from './match-route';
import { ROUTE_EFFECTS } from './route-effects';
import { routingContext } from './routing-context';

/** What the guards decided for a URL: show the route's screen, or go elsewhere in the app. */
export type GuardOutcome = { kind: 'render' } | { kind: 'redirect'; location: string; replace: boolean };

async function loadUser(): Promise<CurrentUser | null> {
  try {
    return await loadCurrentUser();
  } catch (error) {
    // The catalogue: an auth fetch failure on a protected route goes to /login; the guard does that for null.
    errorReporter.report(error, { during: 'current user' });
    return null;
  }
}

/** Leaves the app for the marketing site (a page of its own, even on this origin) by a document load. */
function leaveFor(destination: string, current: URL): Promise<never> {
  window.location.replace(new URL(destination, current).href);
  return new Promise<never>(() => undefined);
}

/** Runs the route's guard chain before it renders: a redirect is followed, never rendered. */
export async function guardRoute(flat: FlatRoute, url: URL, params: Params): Promise<GuardOutcome> {
  // A link's discount code is normalised once and kept for 30 days on arrival, before any redirect or
  // sign-in, so it is there at checkout whatever the person does next.
  const canonical = canonicalDiscountSearch(url.search);
  if (canonical !== null) return { kind: 'redirect', location: `${url.pathname}${canonical}${url.hash}`, replace: true };
  const code = codeFromUrl(url.searchParams.get('discount_code'));
  if (code !== null) rememberDiscountCode(code);
  const user = await loadUser();
  const decision = decideRoute(flat, routingContext(url, params, user));
  if (decision.kind === 'redirect') return { kind: 'redirect', location: decision.location, replace: false };
  if (decision.kind === 'external') return leaveFor(decision.url, url);
  const effect = ROUTE_EFFECTS[flat.id];
  if (effect) return leaveFor(await effect(), url);
  return { kind: 'render' };
}

/**
 * The guards' outcome for a URL when it needs nothing to wait for and does nothing on the way: the person is known,
 * the address has no discount code to normalise or keep, and the route has no effect of its own. Null when the chain
 * must run (guardRoute); the same rules, so both decide alike.
 */
export function guardRouteNow(flat: FlatRoute, url: URL, params: Params): GuardOutcome | null {
  if (canonicalDiscountSearch(url.search) !== null || codeFromUrl(url.searchParams.get('discount_code')) !== null) return null;
  const known = currentUserState();
  if (!known.known || ROUTE_EFFECTS[flat.id]) return null;
  const decision = decideRoute(flat, routingContext(url, params, known.user));
  return decision.kind === 'render' ? { kind: 'render' } : null;
}

/** The route a URL shows when its guards let it render at once (guardRouteNow); null when the chain must decide. */
export function routeShownNow(url: URL): MatchedRoute | null {
  const target = matchRoute(url.pathname);
  return target && guardRouteNow(target.flat, url, target.params)?.kind === 'render' ? target : null;
}
