import { verificationCode } from '../db/accounts-store';
import { readConnection, updateAccountWith, writeTransaction } from '../db/store';
import { tokenHash, type TokenState } from './tokens';

/**
 * Spending a single-use token is one conditional UPDATE (unused and unexpired, marked used, its owner returned), so
 * two requests racing with one token, on one server process or several, sign in or verify once.
 */
export async function spendMembershipToken(token: string, now = Date.now()): Promise<string | null> {
  const at = new Date(now).toISOString();
  const row = await writeTransaction((trx) =>
    trx
      .updateTable('membership_tokens')
      .set({ used_at: at })
      .where('token_hash', '=', tokenHash(token))
      .where('used_at', 'is', null)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', at)]))
      .returning('user_id')
      .executeTakeFirst(),
  );
  return row?.user_id ?? null;
}

/** What a verification code is now, without spending it: the answer tells a stale link (410) from a wrong one. */
export async function verificationCodeState(code: string, now = Date.now()): Promise<TokenState> {
  const db = await readConnection();
  const row = await db
    .selectFrom('verification_codes')
    .select(['expires_at', 'used_at'])
    .where('code_hash', '=', tokenHash(code))
    .executeTakeFirst();
  if (!row) return 'unknown';
  if (row.used_at !== null) return 'used';
  return Date.parse(row.expires_at) <= now ? 'expired' : 'valid';
}

/**
 * Spends a verification code and marks its owner's address verified, in one transaction that first locks the
 * owner's row, as an address change does (mocks/db/accounts-store.ts): the two never interleave, so a code sent to
 * an address the account has since left (expired by the change) never verifies the new one. The owner, or null
 * when the code was not valid at that moment.
 */
export async function verifyAddressWithCode(code: string, now = Date.now()): Promise<string | null> {
  const owner = await verificationCode(code, now);
  if (owner === null) return null;
  const at = new Date(now).toISOString();
  return updateAccountWith(
    owner.userId,
    async (db, trx) => {
      const spent = await trx
        .updateTable('verification_codes')
        .set({ used_at: at })
        .where('code_hash', '=', tokenHash(code))
        .where('used_at', 'is', null)
        .where('expires_at', '>', at)
        .returning('user_id')
        .executeTakeFirst();
      if (!spent) return null;
      const target = db.users.find((candidate) => candidate.id === spent.user_id);
      if (target) target.email_verified = true;
      return spent.user_id;
    },
    [],
  );
}
