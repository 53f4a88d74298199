/** SPEC section 4: INITIAL -> VERIFYING -> VERIFIED, EXPIRED on a 410; other failures are reported and allow a retry. */
export type VerificationStatus = 'INITIAL' | 'VERIFYING' | 'VERIFIED' | 'EXPIRED';
export type VerificationEvent = { type: 'verify' } | { type: 'verified' } | { type: 'failed'; status: number };

export function verificationReducer(status: VerificationStatus, event: VerificationEvent): VerificationStatus {
  switch (event.type) {
    case 'verify':
      return status === 'VERIFIED' ? status : 'VERIFYING';
    case 'verified':
      return 'VERIFIED';
    case 'failed':
      return event.status === 410 ? 'EXPIRED' : 'INITIAL';
  }
}

export type ResendStatus = 'INITIAL' | 'SENDING' | 'SENT' | 'ERROR';
export type ResendEvent = { type: 'send' } | { type: 'sent' } | { type: 'failed' };

export function resendReducer(status: ResendStatus, event: ResendEvent): ResendStatus {
  switch (event.type) {
    case 'send':
      return status === 'SENDING' ? status : 'SENDING';
    case 'sent':
      return 'SENT';
    case 'failed':
      return 'ERROR';
  }
}
