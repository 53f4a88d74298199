import { raiseAppError } from '../app-frame/app-error-store';

/**
 * SPEC section 8, "Token failure: sets the error and authenticating flags". `authenticating` is true while
 * a membership token is being exchanged; `error` records that the exchange failed. A failure also raises
 * the generic error banner, so the person sees that the link did not sign them in.
 */
export interface AuthStatus {
  authenticating: boolean;
  error: boolean;
}

let status: AuthStatus = { authenticating: false, error: false };

export function authStatus(): AuthStatus {
  return status;
}

export function startAuthenticating(): void {
  status = { authenticating: true, error: false };
}

export function finishAuthenticating(failed: boolean): void {
  status = { authenticating: false, error: failed };
  if (failed) raiseAppError();
}
