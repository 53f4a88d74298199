import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useRef } from 'react';
import { resendVerificationEmail, verifyEmailCode } from '../../api/account-api';
import { isApiError } from '../../api/api-error';
import { currentUserQuery } from '../../api/auth-api';
import { errorReporter } from '../../adapters/error-reporting';
import { useSingleFlight } from '../../forms/use-single-flight';
import { resendReducer, verificationFailure, verificationReducer, type ResendStatus, type VerificationStatus } from '../../domain/email-verification';

/** Verifies the code from the link once, and lets the person ask for a new link. */
export function useEmailVerification(code: string | null): { status: VerificationStatus; failed: boolean; resend: ResendStatus; sendAgain: () => void } {
  const queryClient = useQueryClient();
  const [status, dispatch] = useReducer(verificationReducer, code ? 'VERIFYING' : 'INITIAL');
  const [resend, dispatchResend] = useReducer(resendReducer, 'INITIAL');
  const failed = useRef(false);
  const started = useRef<string | null>(null);
  const flight = useSingleFlight();

  useEffect(() => {
    if (!code || started.current === code) return;
    started.current = code;
    dispatch({ type: 'verify' });
    verifyEmailCode(code)
      .then(() => {
        dispatch({ type: 'verified' });
        void queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
      })
      .catch((error: unknown) => {
        const status = isApiError(error) ? error.status : 0;
        // An expired link is part of normal use; the domain rule says which failures are reported.
        if (verificationFailure(status).report) {
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

  return { status, failed: failed.current, resend, sendAgain };
}
