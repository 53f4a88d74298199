import { randomBytes } from 'node:crypto';
import { database } from './sqlite-database';

/** A new session for a user of a scope; the token is what the httpOnly cookie carries. */
export function createSession(scope: string, userId: string): string {
  const token = randomBytes(24).toString('base64url');
  database().prepare('INSERT INTO sessions (token, scope, user_id, created_at) VALUES (?, ?, ?, ?)').run(token, scope, userId, new Date().toISOString());
  return token;
}

/** Who a session token belongs to in this scope; a token of another scope signs nobody in. */
export function sessionUser(scope: string, token: string | undefined): string | null {
  if (!token) return null;
  const row = database().prepare('SELECT user_id FROM sessions WHERE token = ? AND scope = ?').get(token, scope) as { user_id: string } | undefined;
  return row?.user_id ?? null;
}

export function endSession(token: string | undefined): void {
  if (token) database().prepare('DELETE FROM sessions WHERE token = ?').run(token);
}

/** Ends every session of a user in a scope (a password change or an account deletion; the caller's gets a new one). */
export function endSessionsOf(scope: string, userId: string): void {
  database().prepare('DELETE FROM sessions WHERE scope = ? AND user_id = ?').run(scope, userId);
}
