import { IDEMPOTENCY_TTL_MS } from './lifetimes';
import { readConnection, writeTransaction } from './store';

/** An in-progress claim whose server died is given up after this long, so the key can be used again. */
const IN_PROGRESS_MS = 60_000;
const IN_PROGRESS = 0;

export type Claim = { kind: 'claimed' } | { kind: 'in-progress' } | { kind: 'replay'; status: number; body: string | null };

export interface IdempotencyKey {
  userKey: string;
  action: string;
  key: string;
}

/**
 * Claims a key with one INSERT ... ON CONFLICT: of any number of requests with one key (on one server or many),
 * exactly one inserts (or takes over an expired record) and acts; the others find its record.
 */
export async function claimKey(id: IdempotencyKey, now = Date.now()): Promise<Claim> {
  const at = new Date(now).toISOString();
  const inserted = await writeTransaction((trx) =>
    trx
      .insertInto('idempotency_keys')
      .values({
        user_key: id.userKey,
        action: id.action,
        key: id.key,
        status: IN_PROGRESS,
        body: null,
        created_at: at,
        expires_at: new Date(now + IN_PROGRESS_MS).toISOString(),
      })
      .onConflict((conflict) =>
        conflict
          .columns(['user_key', 'action', 'key'])
          .doUpdateSet({ status: IN_PROGRESS, body: null, created_at: at, expires_at: new Date(now + IN_PROGRESS_MS).toISOString() })
          .where('idempotency_keys.expires_at', '<=', at),
      )
      .returning('key')
      .executeTakeFirst(),
  );
  if (inserted) return { kind: 'claimed' };
  const db = await readConnection();
  const stored = await db
    .selectFrom('idempotency_keys')
    .select(['status', 'body'])
    .where('user_key', '=', id.userKey)
    .where('action', '=', id.action)
    .where('key', '=', id.key)
    .executeTakeFirst();
  if (!stored || stored.status === IN_PROGRESS) return { kind: 'in-progress' };
  return { kind: 'replay', status: stored.status, body: stored.body };
}

/** Keeps the first answer for a day. */
export async function completeKey(id: IdempotencyKey, status: number, body: string | null, now = Date.now()): Promise<void> {
  await writeTransaction((trx) =>
    trx
      .updateTable('idempotency_keys')
      .set({ status, body, expires_at: new Date(now + IDEMPOTENCY_TTL_MS).toISOString() })
      .where('user_key', '=', id.userKey)
      .where('action', '=', id.action)
      .where('key', '=', id.key)
      .execute(),
  );
}

/** A failed first attempt keeps nothing: a retry acts. */
export async function releaseKey(id: IdempotencyKey): Promise<void> {
  await writeTransaction((trx) =>
    trx
      .deleteFrom('idempotency_keys')
      .where('user_key', '=', id.userKey)
      .where('action', '=', id.action)
      .where('key', '=', id.key)
      .where('status', '=', IN_PROGRESS)
      .execute(),
  );
}
