import { useSearchParams } from 'react-router-dom';
import { pathFor } from '../../routing/app-routes';
import { message } from '../../ui/message';
import { useDocumentTitle } from '../../ui/use-document-title';
import { EmailVerificationPanel } from './email-verification-panel';

/** /verify-email: the verification wall's page, and where the email's link lands (?code=...). */
export default function VerifyEmailScreen() {
  useDocumentTitle(message('verify.heading'));
  const [search] = useSearchParams();
  return <EmailVerificationPanel code={search.get('code')} continueTo={pathFor('survey-recommendations')} />;
}
