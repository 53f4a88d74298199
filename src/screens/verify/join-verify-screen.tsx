import { useLocation, useSearchParams } from 'react-router-dom';
import { pathFor } from '../../routing/app-routes';
import { message } from '../../ui/message';
import { useDocumentTitle } from '../../ui/use-document-title';
import { EmailVerificationPanel } from './email-verification-panel';

/** The funnel's "Verify email" step; verified, the person goes on to payment with the funnel's query. */
export default function JoinVerifyScreen() {
  useDocumentTitle(message('signup.step.verify'));
  const [search] = useSearchParams();
  const location = useLocation();
  const query = new URLSearchParams(location.search);
  query.delete('code');
  const rest = query.toString();
  return <EmailVerificationPanel code={search.get('code')} continueTo={`${pathFor('join-payment')}${rest ? `?${rest}` : ''}`} />;
}
