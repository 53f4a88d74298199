import { useLocation } from 'react-router-dom';
import { message } from '../../ui/message';
import { useDocumentTitle } from '../../ui/use-document-title';
import { EmailVerificationPanel } from './email-verification-panel';
import './verify-email.css';

/** /verify-email: the verification wall's page, and where a link sent outside the sign-up funnel lands (?code=...). */
export default function VerifyEmailScreen() {
  useDocumentTitle(message('verify.heading'));
  const location = useLocation();
  return <EmailVerificationPanel search={location.search} inFunnelStep={false} />;
}
