import type { CurrentUser } from '../api/auth-api';
import { verificationWindowStart } from '../domain/email-change';
import type { SessionFacts } from '../engine/routing/decide-route';

const HOUR_MS = 3_600_000;

export function sessionFacts(user: CurrentUser | null, now: number, hasError = false): SessionFacts {
  if (!user) return { authenticated: false, emailVerified: false, hoursSinceCreated: 0, hasError };
  // SPEC 4's "since creation", for the wall and the banner: of the account, or of a changed address (domain/email-change.ts).
  const started = Date.parse(verificationWindowStart(user));
  return {
    authenticated: true,
    emailVerified: user.email_verified,
    hoursSinceCreated: Number.isNaN(started) ? 0 : (now - started) / HOUR_MS,
    hasError,
  };
}

export function roleNames(user: CurrentUser | null): string[] {
  return (user?.roles ?? []).map((role) => role.name);
}
