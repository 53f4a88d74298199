import { Link, useLocation } from 'react-router-dom';
import { verificationContinuation } from '../../domain/email-verification';
import { useCurrentUser } from '../../app-frame/use-current-user';
import { pathFor } from '../../app-router/app-routes';
import { Button, ButtonLink } from '../../ui/button';
import { Card } from '../../ui/card';
import { Icon } from '../../ui/icons';
import { message } from '../../ui/message';
import { Skeleton } from '../../ui/skeleton';
import { useEmailVerification } from './use-email-verification';
import './verify-email.css';

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
  const { status, failed, already, resend, sendAgain } = useEmailVerification(code);
  const verified = status === 'VERIFIED' || (status === 'INITIAL' && !code && user?.email_verified === true);
  return (
    <section aria-labelledby="verify-heading" className="verify-email">
      <span className={`status-page__icon${verified ? '' : ' verify-email__icon'}`}>
        <Icon name={verified ? 'success' : 'mail'} size={2} />
      </span>
      <h1 id="verify-heading">{verified ? message(already ? 'verify.alreadyVerified' : 'verify.verified') : message('verify.heading')}</h1>
      {verified && already ? <p className="lede">{message('verify.alreadyVerifiedBody')}</p> : null}
      {status === 'VERIFYING' ? <Skeleton lines={1} label={message('verify.verifying')} /> : null}
      {status === 'EXPIRED' ? (
        <p role="alert" className="form-error">
          <Icon name="warning" />
          <span>{message('verify.expired')}</span>
        </p>
      ) : null}
      {status === 'INITIAL' && failed ? (
        <p role="alert" className="form-error">
          <Icon name="error" />
          <span>{message('verify.failed')}</span>
        </p>
      ) : null}
      {status === 'INITIAL' && !failed && !verified && user ? (
        <Card tone="sunken">
          <p className="verify-email__inbox">{message('verify.checkInbox', { email: user.email })}</p>
        </Card>
      ) : null}
      {verified && !user ? (
        // Signed out (another browser, or the session ended): continuing needs the account, so sign in first.
        <ButtonLink to={pathFor('login', {}, { redirectTo: continueTo })}>
          {message('verify.signInToContinue')}
          <Icon name="arrow-right" />
        </ButtonLink>
      ) : null}
      {verified && user ? (
        <ButtonLink to={continueTo}>
          {message('verify.continue')}
          <Icon name="arrow-right" />
        </ButtonLink>
      ) : null}
      {!verified && status !== 'VERIFYING' && user ? (
        <div className="button-group">
          <Button variant="secondary" onClick={sendAgain} busy={resend === 'SENDING'} busyLabel={message('verify.sending')}>
            {message('verify.resend')}
          </Button>
          <span role="status" className={`verify-email__resend${resend === 'ERROR' ? ' verify-email__resend--error' : ''}`}>
            {resend === 'SENT' ? message('verify.sent') : resend === 'ERROR' ? message('error.generic') : ''}
          </span>
        </div>
      ) : null}
      {!verified && status !== 'VERIFYING' && !user ? (
        // A new link goes to the signed-in person's address, so a signed-out person signs in first and comes back here.
        <p>
          <Link to={pathFor('login', {}, { redirectTo: `${location.pathname}${location.search}` })}>
            {message('verify.signInToResend')}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
