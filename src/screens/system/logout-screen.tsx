import { message } from '../../ui/message';
import { Skeleton } from '../../ui/skeleton';

/**
 * /logout: the route's loader ends the session and redirects (src/app-router/route-effects.ts), so this only
 * shows if the redirect is slow to take effect (a document load to a real marketing site).
 */
export default function LogoutScreen() {
  return <Skeleton lines={2} label={message('page.signingOut')} />;
}
