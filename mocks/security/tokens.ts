import { createHash, randomBytes } from 'node:crypto';
import { appConfig } from '../../src/generated/app-config.gen';

const HOUR = 3_600_000;

/** SPEC 9: a verification link works for 48 hours (config/app.yaml emailVerificationWindowHours). */
export const EMAIL_VERIFICATION_LIFETIME_MS = appConfig.constants.emailVerificationWindowHours * HOUR;

/** SPEC is silent on partner invitations; a fortnight covers an invitation that waits over a holiday. */
export const MEMBERSHIP_TOKEN_LIFETIME_MS = 14 * 24 * HOUR;

/**
 * What the database keeps of a token: its SHA-256, never the token. A token carries 128 random bits, so a
 * fast unsalted hash is enough (nothing to guess from a leaked row) and one indexed lookup finds it.
 */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A new single-use token: 128 bits from the operating system's generator, URL-safe (22 characters). */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(16).toString('base64url');
  return { token, hash: tokenHash(token) };
}

export type TokenState = 'valid' | 'unknown' | 'used' | 'expired';
