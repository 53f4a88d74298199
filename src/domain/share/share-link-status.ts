/** Where a shared link stands: it opens only while active. */
export type ShareLinkStatus = 'active' | 'expired' | 'revoked' | 'locked';

export interface ShareLinkTimes {
  expires_at: string;
  revoked_at: string | null;
  locked_at: string | null;
}

/**
 * Revoked wins over everything (the person's own act), then locked (too many wrong passcodes), then expired. A
 * link whose end time has come is expired at that very moment.
 */
export function shareLinkStatus(link: ShareLinkTimes, now: number): ShareLinkStatus {
  if (link.revoked_at !== null) return 'revoked';
  if (link.locked_at !== null) return 'locked';
  return Date.parse(link.expires_at) <= now ? 'expired' : 'active';
}

/** When a link stopped working, or will: revoked before its end, or its end. */
export function shareLinkEnd(link: Pick<ShareLinkTimes, 'expires_at' | 'revoked_at'>): number {
  const expires = Date.parse(link.expires_at);
  const revoked = link.revoked_at === null ? Number.POSITIVE_INFINITY : Date.parse(link.revoked_at);
  return Math.min(expires, revoked);
}

/** Ended links stay in the person's list for `keptDays`, then go with their openings. */
export function isShareLinkKept(link: Pick<ShareLinkTimes, 'expires_at' | 'revoked_at'>, now: number, keptDays: number): boolean {
  return shareLinkEnd(link) > now - keptDays * 86_400_000;
}
