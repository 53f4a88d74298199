import { randomBytes } from 'node:crypto';
import { userRow } from './account-data';
import { isUniqueViolation } from './database-errors';
import { newId } from './ids';
import { hashPasswordAsync } from './passwords';
import { VERIFICATION_CODE_LIFETIME_MS } from './lifetimes';
import type { MockUser } from './mock-db';
import { sha256 } from './seed-writer';
import { readConnection, writeTransaction } from './store';


/** The account an email signs in to (not one being deleted), with its password hash. */
export async function signInCandidate(email: string): Promise<{ id: string; passwordHash: string | null } | null> {
  const db = await readConnection();
  const row = await db.selectFrom('users').select(['id', 'password_hash']).where('email', '=', email).where('deletion_requested_at', 'is', null).executeTakeFirst();
  return row ? { id: row.id, passwordHash: row.password_hash } : null;
}

/**
 * A new account and its first verification code, in one transaction. The unique email constraint decides
 * between two sign-ups with one email (on any number of server instances): the second gets 'taken'.
 */
export async function createAccount(user: MockUser, verification: { code: string; onboardingQuery: string | null }): Promise<'created' | 'taken'> {
  const sealed = { ...user, password: user.password === null ? null : await hashPasswordAsync(user.password) };
  try {
    await writeTransaction(async (trx) => {
      await trx.insertInto('users').values(userRow(sealed)).execute();
      if (user.roles.length > 0) await trx.insertInto('user_roles').values(user.roles.map((role) => ({ user_id: user.id, role }))).execute();
      await trx.insertInto('verification_codes').values(verificationRow(user.id, verification.code, verification.onboardingQuery)).execute();
    });
    return 'created';
  } catch (error) {
    if (isUniqueViolation(error)) return 'taken';
    throw error;
  }
}

function verificationRow(userId: string, code: string, onboardingQuery: string | null, now = Date.now()) {
  return {
    id: newId('verification'), user_id: userId, code_hash: sha256(code), purpose: 'email_verification', onboarding_query: onboardingQuery,
    created_at: new Date(now).toISOString(), expires_at: new Date(now + VERIFICATION_CODE_LIFETIME_MS).toISOString(), used_at: null,
  };
}

/** A code for an emailed link: random, and kept only as its hash. */
export const newVerificationCode = () => randomBytes(24).toString('base64url');

export async function addVerificationCode(userId: string, code: string, onboardingQuery: string | null): Promise<void> {
  await writeTransaction((trx) => trx.insertInto('verification_codes').values(verificationRow(userId, code, onboardingQuery)).execute());
}

/** The funnel query of the person's latest link, so a new link sent later still returns to the funnel. */
export async function latestOnboardingQuery(userId: string): Promise<string | null> {
  const db = await readConnection();
  const row = await db.selectFrom('verification_codes').select('onboarding_query').where('user_id', '=', userId).where('onboarding_query', 'is not', null)
    .orderBy('created_at', 'desc').orderBy('id', 'desc').executeTakeFirst();
  return row?.onboarding_query ?? null;
}

/** Whose a verification code is, and whether it is still in its lifetime. */
export async function verificationCode(code: string, now = Date.now()): Promise<{ userId: string; expired: boolean } | null> {
  const db = await readConnection();
  const row = await db.selectFrom('verification_codes').select(['user_id', 'expires_at']).where('code_hash', '=', sha256(code)).executeTakeFirst();
  return row ? { userId: row.user_id, expired: Date.parse(row.expires_at) <= now } : null;
}

/** Whom a partner's membership token signs in, while it is valid. */
export async function membershipTokenUser(token: string, now = Date.now()): Promise<string | null> {
  const db = await readConnection();
  const row = await db.selectFrom('membership_tokens').select(['user_id', 'expires_at', 'used_at']).where('token_hash', '=', sha256(token)).executeTakeFirst();
  if (!row || row.used_at !== null || (row.expires_at !== null && Date.parse(row.expires_at) <= now)) return null;
  return row.user_id;
}
