import { appConfig } from '../../src/generated/app-config.gen';
import type { DatabaseHandle } from './connection';
import { EMAIL_RETENTION_MS, SESSION_IDLE_MS } from './lifetimes';

/** An ended share link stays in its person's list this long (with its openings, which cascade), then goes. */
const SHARE_LINK_KEPT_MS = appConfig.constants.shareEndedLinksKeptDays * 24 * 3_600_000;

/** An expired verification code is kept this long after expiry, so its link says "expired" rather than "invalid". */
const EXPIRED_CODE_GRACE_MS = 7 * 24 * 3_600_000;

/**
 * Deletes what has outlived its use: sessions past their idle or absolute end, idempotency records past their
 * day, verification codes a week past expiry, sent emails older than their retention, stale rate-limit windows,
 * share links ended (expired or revoked) longer ago than they stay listed.
 * Runs at start and every CLEANUP_INTERVAL_MS; each statement is a bounded DELETE on an indexed time column.
 */
export async function runCleanup(handle: DatabaseHandle, now = Date.now()): Promise<number> {
  handle.assertWritable();
  const iso = (time: number) => new Date(time).toISOString();
  const { db } = handle;
  const results = await Promise.all([
    db
      .deleteFrom('sessions')
      .where((eb) => eb.or([eb('expires_at', '<=', iso(now)), eb('last_seen_at', '<=', iso(now - SESSION_IDLE_MS))]))
      .executeTakeFirst(),
    db.deleteFrom('idempotency_keys').where('expires_at', '<=', iso(now)).executeTakeFirst(),
    db
      .deleteFrom('verification_codes')
      .where('expires_at', '<=', iso(now - EXPIRED_CODE_GRACE_MS))
      .executeTakeFirst(),
    db
      .deleteFrom('emails')
      .where('sent_at', '<=', iso(now - EMAIL_RETENTION_MS))
      .executeTakeFirst(),
    db
      .deleteFrom('rate_limits')
      .where('window_start', '<=', iso(now - 24 * 3_600_000))
      .executeTakeFirst(),
    db
      .deleteFrom('share_links')
      .where((eb) => eb.or([eb('expires_at', '<=', iso(now - SHARE_LINK_KEPT_MS)), eb('revoked_at', '<=', iso(now - SHARE_LINK_KEPT_MS))]))
      .executeTakeFirst(),
  ]);
  return results.reduce((sum, result) => sum + Number(result.numDeletedRows), 0);
}
