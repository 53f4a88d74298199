/**
 * How long what the server keeps lives. The cookie's Max-Age is the session's remaining life (the smaller of its
 * idle and absolute limits), renewed when the session's last_seen_at moves.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A session unused this long is over. */
export const SESSION_IDLE_MS = 12 * HOUR;
/** And none outlives this, however busy. */
export const SESSION_ABSOLUTE_MS = 14 * 24 * HOUR;
/** last_seen_at moves at most this often, so reads do not each cost a write. */
export const SESSION_TOUCH_MS = MINUTE;
/** A repeated Idempotency-Key gets the first answer for this long. */
export const IDEMPOTENCY_TTL_MS = 24 * HOUR;
/** SPEC: the email verification window is 48 hours. */
export const VERIFICATION_CODE_LIFETIME_MS = 48 * HOUR;
/** Sent emails the stand-in mailbox keeps. */
export const EMAIL_RETENTION_MS = 30 * 24 * HOUR;
/** How often the cleanup runs while the server is up (it also runs at start). */
export const CLEANUP_INTERVAL_MS = 10 * MINUTE;
