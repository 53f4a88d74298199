import { sql } from 'kysely';
import { messages } from '../../src/generated/messages.gen';
import { writeTransaction } from '../db/store';
import { errorResponse } from '../json-api-responses';

/**
 * Brute-force limits (issue 22, ASVS 6.3.1): how many guesses an account or a network address may make in a window
 * before it must wait. Kept in the server's own database (the rate_limits table: one row per key, a fixed window
 * and its count), so every server process over one database shares them.
 *
 * An attempt is counted before it acts (reserveAttempt, before a password is checked or an email sent): checking
 * first and counting after let a parallel burst through whole, because every request read the count before any
 * had added to it. A counted attempt that turns out not to be a failure gives its point back (releaseAttempt).
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

/** An attempt counted against its limits: each key with the window it was counted in, for releaseAttempt. */
export interface Attempt {
  readonly counted: readonly (LimitKey & { windowStart: string })[];
}

export type Reservation = { allowed: true; attempt: Attempt } | { allowed: false; waitMs: number };

const rowKey = ({ limit, key }: LimitKey): string => `${limit}:${key}`;
const iso = (time: number): string => new Date(time).toISOString();

/** Thrown inside the reservation's transaction to undo what it counted against the other keys. */
class LimitReached extends Error {
  constructor(readonly waitMs: number) {
    super('limit reached');
  }
}

/**
 * Counts one attempt against every limit, or against none when any is reached (then how long until the longest
 * of those lets a request through). Each key is one INSERT ... ON CONFLICT DO UPDATE that adds 1 only while the
 * window has room (or has ended: it starts over at 1) and returns the row it counted in; no row back means full.
 * The row's lock (PostgreSQL) or the write lock (SQLite) serialises parallel attempts on one key, on one server
 * process or several, so no more than the limit are ever let through. All keys share one transaction, taken in
 * one order so two attempts never wait on each other's rows; a full one rolls back the others' counts.
 */
export async function reserveAttempt(keys: readonly LimitKey[], now = Date.now()): Promise<Reservation> {
  const ordered = [...keys].sort((a, b) => (rowKey(a) < rowKey(b) ? -1 : 1));
  try {
    const counted = await writeTransaction(async (trx) => {
      const windows: Attempt['counted'][number][] = [];
      for (const limitKey of ordered) {
        const { points, duration } = LIMITS[limitKey.limit];
        const restart = iso(now - duration * 1000);
        const { rows } = await sql<{
          window_start: string;
        }>`INSERT INTO rate_limits (key, window_start, count) VALUES (${rowKey(limitKey)}, ${iso(now)}, 1)
          ON CONFLICT (key) DO UPDATE SET
            count = CASE WHEN rate_limits.window_start <= ${restart} THEN 1 ELSE rate_limits.count + 1 END,
            window_start = CASE WHEN rate_limits.window_start <= ${restart} THEN excluded.window_start ELSE rate_limits.window_start END
          WHERE rate_limits.window_start <= ${restart} OR rate_limits.count < ${points}
          RETURNING window_start`.execute(trx);
        const row = rows[0];
        if (row) {
          windows.push({ ...limitKey, windowStart: row.window_start });
          continue;
        }
        const full = await trx
          .selectFrom('rate_limits')
          .select('window_start')
          .where('key', '=', rowKey(limitKey))
          .executeTakeFirstOrThrow();
        throw new LimitReached(Math.max(1, Date.parse(full.window_start) + duration * 1000 - now));
      }
      return windows;
    });
    return { allowed: true, attempt: { counted } };
  } catch (error) {
    if (error instanceof LimitReached) return { allowed: false, waitMs: error.waitMs };
    throw error;
  }
}

/**
 * The attempt was not a failure (a right password, a valid code): its point goes back, in the window it was counted
 * in (a window that has since started over is not touched). The counts of the limits in `clear` start afresh
 * instead: a right password clears the account's wrong ones.
 */
export async function releaseAttempt(attempt: Attempt, clear: readonly LimitName[] = []): Promise<void> {
  if (attempt.counted.length === 0) return;
  await writeTransaction(async (trx) => {
    for (const counted of attempt.counted) {
      if (clear.includes(counted.limit)) {
        await trx.deleteFrom('rate_limits').where('key', '=', rowKey(counted)).execute();
      } else {
        await trx
          .updateTable('rate_limits')
          .set((eb) => ({ count: eb('count', '-', 1) }))
          .where('key', '=', rowKey(counted))
          .where('window_start', '=', counted.windowStart)
          .where('count', '>', 0)
          .execute();
      }
    }
  });
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
