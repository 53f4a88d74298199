import { logout } from '../auth/logout';
import { externalUrl } from './url-policy';

/**
 * Routes that do something instead of showing a page: the loader runs the effect once the guards pass and
 * sends the person to the URL it returns. Running it in the loader (not in a screen's effect) means it runs
 * once per navigation, before anything renders, and never twice under StrictMode.
 */
export type RouteEffect = () => Promise<string>;

export const ROUTE_EFFECTS: Readonly<Record<string, RouteEffect>> = {
  // SPEC section 2: /logout destroys the session token, then the person leaves for the marketing site.
  logout: async () => {
    await logout();
    return externalUrl('overview');
  },
};
