import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, SESSION_TOUCH_MS } from './lifetimes';
import type { Database } from './schema';
import { sha256 } from './seed-writer';

/** A session as the server sees it: who, and for how many more seconds the cookie should live. */
export interface ActiveSession {
  userId: string;
  /** Set when last_seen_at moved: the cookie is sent again with this Max-Age. */
  renewedMaxAge: number | null;
}

/** The cookie's Max-Age for a session last seen at `lastSeen` that ends by `expiresAt`: whichever limit comes first. */
export function sessionMaxAge(lastSeen: number, expiresAt: number): number {
  return Math.max(0, Math.floor((Math.min(lastSeen + SESSION_IDLE_MS, expiresAt) - lastSeen) / 1000));
}

/** A new session; the token is what the httpOnly cookie carries, its hash what the table keeps. */
export async function createSession(db: Kysely<Database>, userId: string, now = Date.now()): Promise<{ token: string; maxAge: number }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = now + SESSION_ABSOLUTE_MS;
  const at = new Date(now).toISOString();
  await db
    .insertInto('sessions')
    .values({ id: sha256(token), user_id: userId, created_at: at, last_seen_at: at, expires_at: new Date(expiresAt).toISOString() })
    .execute();
  return { token, maxAge: sessionMaxAge(now, expiresAt) };
}

/**
 * Who a session token belongs to, if its session is neither idle too long nor past its absolute end. Reading
 * moves last_seen_at at most once a minute (one conditional UPDATE), so a read rarely costs a write.
 */
export async function sessionUser(db: Kysely<Database>, token: string | undefined, now = Date.now()): Promise<ActiveSession | null> {
  if (!token) return null;
  const id = sha256(token);
  const row = await db.selectFrom('sessions').select(['user_id', 'last_seen_at', 'expires_at']).where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  const expiresAt = Date.parse(row.expires_at);
  if (now >= expiresAt || now >= Date.parse(row.last_seen_at) + SESSION_IDLE_MS) return null;
  if (now - Date.parse(row.last_seen_at) < SESSION_TOUCH_MS) return { userId: row.user_id, renewedMaxAge: null };
  try {
    await db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(now).toISOString() })
      .where('id', '=', id)
      .where('last_seen_at', '<', new Date(now - SESSION_TOUCH_MS).toISOString())
      .execute();
  } catch {
    // A read must not fail because the session's clock could not move (a read-only database): it ends a minute sooner.
    return { userId: row.user_id, renewedMaxAge: null };
  }
  return { userId: row.user_id, renewedMaxAge: sessionMaxAge(now, expiresAt) };
}

export async function endSession(db: Kysely<Database>, token: string | undefined): Promise<void> {
  if (token) await db.deleteFrom('sessions').where('id', '=', sha256(token)).execute();
}

/** Every session of a person (a password change or account deletion signs them out everywhere). */
export async function endSessionsOf(db: Kysely<Database>, userId: string, exceptToken?: string): Promise<void> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (exceptToken) query = query.where('id', '!=', sha256(exceptToken));
  await query.execute();
}
