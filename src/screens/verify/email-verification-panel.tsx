import { Link, useLocation } from 'react-router-dom';
import { verificationContinuation } from '../../domain/email-verification';
import { useCurrentUser } from '../../layout/use-current-user';
import { pathFor } from '../../routing/app-routes';
import { message } from '../../ui/message';
import { useEmailVerification } from './use-email-verification';

interface Props {
  /** The page's query: the code of the link, and the funnel's query when the link came from the sign-up funnel. */
  search: string;
  inFunnelStep: boolean;
}

/**
 * The verification states of SPEC section 4 with the resend states beside them. Each code's page starts
 * afresh: a "new link sent" notice or a failure belongs to the code it was shown for.
 */
export function EmailVerificationPanel({ search, inFunnelStep }: Props) {
  const code = new URLSearchParams(search).get('code');
  const next = verificationContinuation(search, inFunnelStep);
  return <PanelForCode key={code ?? ''} code={code} continueTo={pathFor(next.route, {}, next.query)} />;
}

function PanelForCode({ code, continueTo }: { code: string | null; continueTo: string }) {
  const user = useCurrentUser();
  const location = useLocation();
  const { status, failed, resend, sendAgain } = useEmailVerification(code);
  const verified = status === 'VERIFIED' || (status === 'INITIAL' && !code && user?.email_verified === true);
  return (
    <section aria-labelledby="verify-heading" className="verify-email">
      <h1 id="verify-heading">{verified ? message('verify.verified') : message('verify.heading')}</h1>
      {status === 'VERIFYING' ? <p role="status">{message('verify.verifying')}</p> : null}
      {status === 'EXPIRED' ? <p role="alert">{message('verify.expired')}</p> : null}
      {status === 'INITIAL' && failed ? <p role="alert">{message('verify.failed')}</p> : null}
      {status === 'INITIAL' && !failed && !verified && user ? <p>{message('verify.checkInbox', { email: user.email })}</p> : null}
      {verified ? (
        <Link className="button-primary" to={continueTo}>
          {message('verify.continue')}
        </Link>
      ) : null}
      {!verified && status !== 'VERIFYING' && user ? (
        <p>
          <button type="button" onClick={sendAgain} disabled={resend === 'SENDING'}>
            {resend === 'SENDING' ? message('verify.sending') : message('verify.resend')}
          </button>
          <span role="status" className="verify-email__resend">
            {resend === 'SENT' ? message('verify.sent') : resend === 'ERROR' ? message('error.generic') : ''}
          </span>
        </p>
      ) : null}
      {!verified && status !== 'VERIFYING' && !user ? (
        // A new link goes to the signed-in person's address, so a signed-out person signs in first and comes back here.
        <p>
          <Link to={pathFor('login', {}, { redirectTo: `${location.pathname}${location.search}` })}>{message('verify.signInToResend')}</Link>
        </p>
      ) : null}
    </section>
  );
}
