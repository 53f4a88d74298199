import { RateLimiterSQLite } from 'rate-limiter-flexible';
import { messages } from '../../src/generated/messages.gen';
import { database, type SqliteDatabase } from '../db/sqlite-database';
import { errorResponse } from '../json-api-responses';

/**
 * Brute-force limits (issue 22, ASVS 6.3.1): how many failed guesses an account or a network address may make
 * in a window before it must wait. Failures count; a success clears the account's count. Kept in the server's
 * own database (rate-limiter-flexible), so every process over one database shares them.
 */
export const LIMITS = {
  /** Wrong passwords for one account: the right one is refused too until the window ends. */
  signInAccount: { points: 10, duration: 15 * 60 },
  /** Wrong passwords from one address, over any accounts (password spraying). */
  signInAddress: { points: 50, duration: 60 * 60 },
  /** Wrong or stale email verification codes from one address. */
  verificationAddress: { points: 20, duration: 15 * 60 },
  /** Verification emails sent for one account (resend): a mailbox is not to be flooded. */
  verificationResend: { points: 5, duration: 60 * 60 },
  /** Wrong, used or stale membership tokens from one address. */
  membershipAddress: { points: 20, duration: 15 * 60 },
} as const;

export type LimitName = keyof typeof LIMITS;

export interface LimitKey {
  limit: LimitName;
  key: string;
}

const limiters = new WeakMap<SqliteDatabase, Map<LimitName, Promise<RateLimiterSQLite>>>();

/** The limiter over the database open now (tests reopen it), its table made before first use. */
function limiter(name: LimitName): Promise<RateLimiterSQLite> {
  const db = database();
  let byName = limiters.get(db);
  if (!byName) {
    byName = new Map();
    limiters.set(db, byName);
  }
  let ready = byName.get(name);
  if (!ready) {
    ready = new Promise<RateLimiterSQLite>((resolve, reject) => {
      const created: RateLimiterSQLite = new RateLimiterSQLite(
        { storeClient: db, storeType: 'better-sqlite3', tableName: 'rate_limits', keyPrefix: name, ...LIMITS[name] },
        (error?: unknown) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(created)),
      );
    });
    byName.set(name, ready);
  }
  return ready;
}

/** Milliseconds until the longest of these limits lets a request through again, or 0 when none is reached. */
export async function blockedFor(keys: readonly LimitKey[]): Promise<number> {
  let wait = 0;
  for (const { limit, key } of keys) {
    const state = await (await limiter(limit)).get(key);
    if (state && state.consumedPoints >= LIMITS[limit].points) wait = Math.max(wait, state.msBeforeNext);
  }
  return wait;
}

/** Counts one failed attempt against each limit. */
export async function recordFailure(keys: readonly LimitKey[]): Promise<void> {
  for (const { limit, key } of keys) {
    // penalty adds a point without refusing: whether the next attempt may go ahead is blockedFor's question.
    await (await limiter(limit)).penalty(key, 1);
  }
}

/** A success starts the account's count afresh. */
export async function clearFailures(keys: readonly LimitKey[]): Promise<void> {
  for (const { limit, key } of keys) await (await limiter(limit)).delete(key);
}

/**
 * 429 Too Many Requests with Retry-After in whole seconds, and the copy the app shows (config/messages.yaml:
 * SPEC 8 has none for this).
 */
export function tooManyRequests(waitMs: number): Response {
  const response = errorResponse(429, [{ detail: messages['error.tooManyAttempts'], code: 'too_many_attempts' }]);
  response.headers.set('Retry-After', String(Math.max(1, Math.ceil(waitMs / 1000))));
  return response;
}
