import type { EmailVerificationStatus, ResendStatus as ResendStatusEnum } from '../generated/entities.gen';

const EXPIRED_HTTP_STATUS = 410;
/** The API's answer to a link that was used before: the address it verifies is verified already. */
const ALREADY_VERIFIED_HTTP_STATUS = 409;

/** SPEC section 4: INITIAL -> VERIFYING -> VERIFIED, EXPIRED on a 410; other failures are reported and allow a retry. */
export type VerificationStatus = EmailVerificationStatus;
export type VerificationEvent = { type: 'verify' } | { type: 'verified' } | { type: 'failed'; status: number };

/**
 * What a failed verify call means: 410 is an expired code, 409 a link used before (the address is verified), both
 * expected; anything else goes back to INITIAL and is reported.
 */
export function verificationFailure(httpStatus: number): {
  status: 'EXPIRED' | 'INITIAL' | 'VERIFIED';
  report: boolean;
  alreadyVerified: boolean;
} {
  if (httpStatus === EXPIRED_HTTP_STATUS) return { status: 'EXPIRED', report: false, alreadyVerified: false };
  if (httpStatus === ALREADY_VERIFIED_HTTP_STATUS) return { status: 'VERIFIED', report: false, alreadyVerified: true };
  return { status: 'INITIAL', report: true, alreadyVerified: false };
}

export function verificationReducer(status: VerificationStatus, event: VerificationEvent): VerificationStatus {
  switch (event.type) {
    case 'verify':
      // A verified address stays verified if the link is opened again.
      return status === 'VERIFIED' ? status : 'VERIFYING';
    case 'verified':
      return 'VERIFIED';
    case 'failed':
      return verificationFailure(event.status).status;
  }
}

export type ResendStatus = ResendStatusEnum;
export type ResendEvent = { type: 'send' } | { type: 'sent' } | { type: 'failed' };

/** INITIAL -> SENDING -> SENT | ERROR; sending again is allowed from any state. */
export function resendReducer(_status: ResendStatus, event: ResendEvent): ResendStatus {
  switch (event.type) {
    case 'send':
      return 'SENDING';
    case 'sent':
      return 'SENT';
    case 'failed':
      return 'ERROR';
  }
}

const CODE_QUERY = 'code';

/**
 * The query of the link a verification email carries: the sign-up funnel's own query (which funnel, type,
 * product, discount...) with the new code, so the link brings the person back into their step. Re-encoded,
 * so nothing in the funnel's query can change the link's shape; an older link's code is replaced.
 */
export function verificationLinkQuery(code: string, onboardingQuery: string): string {
  const params = new URLSearchParams(onboardingQuery);
  params.delete(CODE_QUERY);
  params.set(CODE_QUERY, code);
  return `?${params.toString()}`;
}

export type VerificationContinuation =
  { route: 'join-payment'; query: Record<string, string> } | { route: 'survey-recommendations'; query: Record<string, never> };

/**
 * Where "Continue" leads once the address is verified: inside the sign-up funnel (its Verify step, or a link
 * carrying a funnel) on to Payment with the funnel's query; otherwise to the health profile survey.
 */
export function verificationContinuation(search: string, inFunnelStep: boolean): VerificationContinuation {
  const params = new URLSearchParams(search);
  params.delete(CODE_QUERY);
  if (!inFunnelStep && !params.has('funnel')) return { route: 'survey-recommendations', query: {} };
  const query: Record<string, string> = {};
  params.forEach((value, key) => {
    if (!(key in query)) query[key] = value;
  });
  return { route: 'join-payment', query };
}
