import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import { userRow } from './account-data';
import { isUniqueViolation } from './database-errors';
import { newId } from './ids';
import { hashPasswordAsync } from './passwords';
import { VERIFICATION_CODE_LIFETIME_MS } from './lifetimes';
import type { MockUser } from './mock-db';
import type { Database } from './schema';
import { sha256 } from './seed-writer';
import { readConnection, updateAccountWith, writeTransaction } from './store';

/** The account an email signs in to (not one being deleted), with its password hash. */
export async function signInCandidate(email: string): Promise<{ id: string; passwordHash: string | null } | null> {
  const db = await readConnection();
  const row = await db
    .selectFrom('users')
    .select(['id', 'password_hash'])
    .where('email', '=', email)
    .where('deletion_requested_at', 'is', null)
    .executeTakeFirst();
  return row ? { id: row.id, passwordHash: row.password_hash } : null;
}

/**
 * A new account and its first verification code, in one transaction. The unique email constraint decides
 * between two sign-ups with one email (on any number of server instances): the second gets 'taken'.
 */
export async function createAccount(
  user: MockUser,
  verification: { code: string; onboardingQuery: string | null },
): Promise<'created' | 'taken'> {
  const sealed = { ...user, password: user.password === null ? null : await hashPasswordAsync(user.password) };
  try {
    await writeTransaction(async (trx) => {
      await trx.insertInto('users').values(userRow(sealed)).execute();
      if (user.roles.length > 0)
        await trx
          .insertInto('user_roles')
          .values(user.roles.map((role) => ({ user_id: user.id, role })))
          .execute();
      await trx
        .insertInto('verification_codes')
        .values(verificationRow(user.id, verification.code, verification.onboardingQuery))
        .execute();
    });
    return 'created';
  } catch (error) {
    if (isUniqueViolation(error)) return 'taken';
    throw error;
  }
}

function verificationRow(userId: string, code: string, onboardingQuery: string | null, now = Date.now()) {
  return {
    id: newId('verification'),
    user_id: userId,
    code_hash: sha256(code),
    purpose: 'email_verification',
    onboarding_query: onboardingQuery,
    created_at: new Date(now).toISOString(),
    expires_at: new Date(now + VERIFICATION_CODE_LIFETIME_MS).toISOString(),
    used_at: null,
  };
}

/** A code for an emailed link: random, and kept only as its hash. */
export const newVerificationCode = () => randomBytes(24).toString('base64url');

/**
 * A new code for the person's current address, carrying the funnel query of their latest code (a link asked for
 * again still returns to the funnel; one after an address change, to /verify-email). The address is read and the
 * code added while the person's row is locked, so an address change cannot fall between them and leave a code,
 * sent to the address before, that verifies the one after. The address to send it to, or null for no such person.
 */
export async function issueVerificationCode(
  userId: string,
  code: string,
): Promise<{ email: string; onboardingQuery: string | null } | null> {
  return updateAccountWith(
    userId,
    async (db, trx) => {
      const user = db.users.find((candidate) => candidate.id === userId);
      if (!user) return null;
      const latest = await trx
        .selectFrom('verification_codes')
        .select('onboarding_query')
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirst();
      const onboardingQuery = latest?.onboarding_query ?? null;
      await trx
        .insertInto('verification_codes')
        .values(verificationRow(userId, code, onboardingQuery))
        .execute();
      return { email: user.email, onboardingQuery };
    },
    [],
  );
}

/**
 * The first code of an address the person has just changed to, in the transaction that changes it: every code
 * still open was sent to the address before and would verify one it never reached, so each expires now (opened,
 * it says the link has expired and offers a new one).
 */
export async function restartAddressVerification(
  trx: Transaction<Database>,
  userId: string,
  code: string,
  now = Date.now(),
): Promise<void> {
  const at = new Date(now).toISOString();
  await trx
    .updateTable('verification_codes')
    .set({ expires_at: at })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .execute();
  await trx
    .insertInto('verification_codes')
    .values(verificationRow(userId, code, null, now))
    .execute();
}

/** Whose a verification code is, and whether it is still in its lifetime. */
export async function verificationCode(code: string, now = Date.now()): Promise<{ userId: string; expired: boolean } | null> {
  const db = await readConnection();
  const row = await db
    .selectFrom('verification_codes')
    .select(['user_id', 'expires_at'])
    .where('code_hash', '=', sha256(code))
    .executeTakeFirst();
  return row ? { userId: row.user_id, expired: Date.parse(row.expires_at) <= now } : null;
}

/** Whom a partner's membership token signs in, while it is valid. */
export async function membershipTokenUser(token: string, now = Date.now()): Promise<string | null> {
  const db = await readConnection();
  const row = await db
    .selectFrom('membership_tokens')
    .select(['user_id', 'expires_at', 'used_at'])
    .where('token_hash', '=', sha256(token))
    .executeTakeFirst();
  if (!row || row.used_at !== null || (row.expires_at !== null && Date.parse(row.expires_at) <= now)) return null;
  return row.user_id;
}
