import { Link, useLocation } from 'react-router-dom';
import { useCurrentUser } from '../../layout/use-current-user';
import { pathFor } from '../../routing/app-routes';
import { message } from '../../ui/message';
import { useEmailVerification } from './use-email-verification';

interface Props {
  code: string | null;
  /** Where "Continue" leads once the address is verified. */
  continueTo: string;
}

/** The verification states of SPEC section 4 with the resend states beside them. */
export function EmailVerificationPanel({ code, continueTo }: Props) {
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
