import type { CurrentUser } from '../api/auth-api';
import type { SessionFacts } from '../engine/routing/decide-route';

const HOUR_MS = 3_600_000;

export function sessionFacts(user: CurrentUser | null, now: number, hasError = false): SessionFacts {
  if (!user) return { authenticated: false, emailVerified: false, hoursSinceCreated: 0, hasError };
  const created = Date.parse(user.created_at);
  return {
    authenticated: true,
    emailVerified: user.email_verified,
    hoursSinceCreated: Number.isNaN(created) ? 0 : (now - created) / HOUR_MS,
    hasError,
  };
}

export function roleNames(user: CurrentUser | null): string[] {
  return (user?.roles ?? []).map((role) => role.name);
}
