import { useLocation } from 'react-router-dom';
import { message } from '../../ui/message';
import { useDocumentTitle } from '../../ui/use-document-title';
import { EmailVerificationPanel } from './email-verification-panel';

/** The funnel's "Verify email" step; verified, the person goes on to payment with the funnel's query. */
export default function JoinVerifyScreen() {
  useDocumentTitle(message('signup.step.verify'));
  const location = useLocation();
  return <EmailVerificationPanel search={location.search} inFunnelStep />;
}
