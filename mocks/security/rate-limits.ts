import { sql } from 'kysely';
import { messages } from '../../src/generated/messages.gen';
import { readConnection, writeTransaction } from '../db/store';
import { errorResponse } from '../json-api-responses';

/**
 * Brute-force limits (issue 22, ASVS 6.3.1): how many failed guesses an account or a network address may make in
 * a window before it must wait. Failures count; a success clears the account's count. Kept in the server's own
 * database (the rate_limits table: one row per key, a fixed window and its count), so every server process over
 * one PostgreSQL shares them; each change is one atomic upsert, never a read-then-write.
 */
export const LIMITS = {
  /** Wrong passwords for one account: the right one is refused too until the window ends. */
  signInAccount: { points: 10, duration: 15 * 60 },
  /** Wrong passwords from one address, over any accounts (password spraying). */
  signInAddress: { points: 50, duration: 60 * 60 },
  /** Wrong, used or stale email verification codes from one address. */
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

const rowKey = ({ limit, key }: LimitKey): string => `${limit}:${key}`;
const iso = (time: number): string => new Date(time).toISOString();

/** Milliseconds until the longest of these limits lets a request through again, or 0 when none is reached. */
export async function blockedFor(keys: readonly LimitKey[], now = Date.now()): Promise<number> {
  if (keys.length === 0) return 0;
  const db = await readConnection();
  const rows = await db.selectFrom('rate_limits').select(['key', 'window_start', 'count']).where('key', 'in', keys.map(rowKey)).execute();
  let wait = 0;
  for (const limitKey of keys) {
    const row = rows.find((candidate) => candidate.key === rowKey(limitKey));
    const { points, duration } = LIMITS[limitKey.limit];
    if (!row) continue;
    const ends = Date.parse(row.window_start) + duration * 1000;
    if (ends > now && Number(row.count) >= points) wait = Math.max(wait, ends - now);
  }
  return wait;
}

/** Counts one failed attempt against each limit: a window past its end starts over at 1. */
export async function recordFailure(keys: readonly LimitKey[], now = Date.now()): Promise<void> {
  await writeTransaction(async (trx) => {
    for (const limitKey of keys) {
      const restart = iso(now - LIMITS[limitKey.limit].duration * 1000);
      await sql`INSERT INTO rate_limits (key, window_start, count) VALUES (${rowKey(limitKey)}, ${iso(now)}, 1)
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN rate_limits.window_start <= ${restart} THEN 1 ELSE rate_limits.count + 1 END,
          window_start = CASE WHEN rate_limits.window_start <= ${restart} THEN excluded.window_start ELSE rate_limits.window_start END`.execute(trx);
    }
  });
}

/** A success starts the account's count afresh. */
export async function clearFailures(keys: readonly LimitKey[]): Promise<void> {
  if (keys.length === 0) return;
  await writeTransaction((trx) => trx.deleteFrom('rate_limits').where('key', 'in', keys.map(rowKey)).execute());
}

/**
 * 429 Too Many Requests with Retry-After in whole seconds, and the copy the app shows (config/messages.yaml: SPEC 8
 * has none for this).
 */
export function tooManyRequests(waitMs: number): Response {
  const response = errorResponse(429, [{ detail: messages['error.tooManyAttempts'], code: 'too_many_attempts' }]);
  response.headers.set('Retry-After', String(Math.max(1, Math.ceil(waitMs / 1000))));
  return response;
}
