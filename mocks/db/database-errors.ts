/**
 * The database cannot be used (gone, unwritable, unreachable, corrupt): the server answers 503 and logs it, and
 * never claims a write it could not keep.
 */
export class DatabaseUnavailable extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(reason, options);
    this.name = 'DatabaseUnavailable';
  }
}

/** The database file is not a database, or not ours: refused at start with this message. */
export class DatabaseRefused extends Error {
  override name = 'DatabaseRefused';
}

const SQLITE_UNAVAILABLE = /^SQLITE_(READONLY|IOERR|FULL|CANTOPEN|CORRUPT|NOTADB|BUSY|LOCKED|PERM|NOTFOUND)/;
// Connection failures, shutdown, too many connections, a missing database and statement timeouts.
const POSTGRES_UNAVAILABLE = /^(08|53|57|58|3D)/;
const NETWORK_UNAVAILABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH']);

/** True when an error from a driver means the database, not the request, is at fault. */
export function isUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailable) return true;
  if (!(error instanceof Error)) return false;
  // PostgreSQL ends the session on FATAL, whatever the code: a connection refused because the database does not
  // take connections now is 55000, not one of the classes below.
  if ((error as { severity?: unknown }).severity === 'FATAL') return true;
  const code = (error as { code?: unknown }).code;
  // node-postgres' own words, with no code: a connection that ended, and a statement sent on one already broken or
  // closed (the next statement of a transaction, or its rollback, after its connection dropped).
  if (typeof code !== 'string')
    return /Connection terminated|timeout exceeded when trying to connect|Cannot use a pool after calling end|is not queryable|Query read timeout/.test(
      error.message,
    );
  return SQLITE_UNAVAILABLE.test(code) || POSTGRES_UNAVAILABLE.test(code) || NETWORK_UNAVAILABLE.has(code);
}

/** A unique constraint turned a write away (SQLite or PostgreSQL). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}

/** A check constraint turned a write away. */
export function isCheckViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_CHECK' || code === '23514';
}
