import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useRef } from 'react';
import { resendVerificationEmail, verifyEmailCode } from '../../api/account-api';
import { isApiError } from '../../api/api-error';
import { currentUserQuery } from '../../api/auth-api';
import { errorReporter } from '../../adapters/error-reporting';
import { useSingleFlight } from '../../forms/use-single-flight';
import { announceEmailVerified } from '../../auth/session-channel';
import {
  resendReducer,
  verificationFailure,
  verificationReducer,
  type ResendStatus,
  type VerificationStatus,
} from '../../domain/email-verification';

/** Verifies the code from the link once, and lets the person ask for a new link. */
export function useEmailVerification(code: string | null): {
  status: VerificationStatus;
  failed: boolean;
  already: boolean;
  resend: ResendStatus;
  sendAgain: () => void;
} {
  const queryClient = useQueryClient();
  const [status, dispatch] = useReducer(verificationReducer, code ? 'VERIFYING' : 'INITIAL');
  const [resend, dispatchResend] = useReducer(resendReducer, 'INITIAL');
  const failed = useRef(false);
  // The link was used before: the address is verified, and the page says so rather than verifying it again.
  const already = useRef(false);
  const started = useRef<string | null>(null);
  const flight = useSingleFlight();

  useEffect(() => {
    if (!code || started.current === code) return;
    started.current = code;
    dispatch({ type: 'verify' });
    verifyEmailCode(code)
      .then(() => {
        dispatch({ type: 'verified' });
        announceEmailVerified();
        void queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
      })
      .catch((error: unknown) => {
        const status = isApiError(error) ? error.status : 0;
        const meaning = verificationFailure(status);
        already.current = meaning.alreadyVerified;
        // An expired or already used link is part of normal use; the domain rule says which failures are reported.
        if (meaning.report) {
          failed.current = true;
          errorReporter.report(error, { during: 'email verification' });
        }
        dispatch({ type: 'failed', status });
      });
  }, [code, queryClient]);

  const sendAgain = () =>
    void flight.run(async () => {
      dispatchResend({ type: 'send' });
      try {
        await resendVerificationEmail();
        dispatchResend({ type: 'sent' });
      } catch (error) {
        errorReporter.report(error, { during: 'resend verification' });
        dispatchResend({ type: 'failed' });
      }
    });

  return { status, failed: failed.current, already: already.current, resend, sendAgain };
}
