import type { EmailVerificationStatus, ResendStatus as ResendStatusEnum } from '../generated/entities.gen';

const EXPIRED_HTTP_STATUS = 410;

/** SPEC section 4: INITIAL -> VERIFYING -> VERIFIED, EXPIRED on a 410; other failures are reported and allow a retry. */
export type VerificationStatus = EmailVerificationStatus;
export type VerificationEvent = { type: 'verify' } | { type: 'verified' } | { type: 'failed'; status: number };

/** What a failed verify call means: 410 is an expired code (expected); anything else goes back to INITIAL and is reported. */
export function verificationFailure(httpStatus: number): { status: 'EXPIRED' | 'INITIAL'; report: boolean } {
  return httpStatus === EXPIRED_HTTP_STATUS ? { status: 'EXPIRED', report: false } : { status: 'INITIAL', report: true };
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
