import { currentContext } from '../db/request-context';

/**
 * A rate limit's key within the request's scope: each end-to-end test has its own scope, so tests running side by
 * side from one address never use up each other's attempts. The embedded default has one scope.
 */
export function limitKey(subject: string): string {
  return `${currentContext().scope}:${subject}`;
}

/** An account's key: its email as typed, trimmed and lower-cased, whether or not the account exists. */
export function accountKey(email: string): string {
  return limitKey(`account:${email.trim().toLowerCase()}`);
}
