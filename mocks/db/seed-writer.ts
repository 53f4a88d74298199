import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { forgetSharedData, userRow } from './account-data';
import type { DatabaseHandle } from './connection';
import { OWNED_COLLECTIONS, SHARED_COLLECTIONS, type ColumnValue } from './entity-tables';
import type { SeedDb } from './mock-db';
import type { Database } from './schema';
import { VERIFICATION_CODE_LIFETIME_MS } from './lifetimes';

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

type Rows = Kysely<Record<string, Record<string, ColumnValue>>>;

/** Tables in the order their rows may be deleted (children first): what a reset empties. */
const TABLES_CHILDREN_FIRST: readonly (keyof Database)[] = [
  'rate_limits',
  'emails',
  'idempotency_keys',
  'kit_codes',
  'sessions',
  'verification_codes',
  'membership_tokens',
  'share_link_views',
  'share_links',
  ...[...OWNED_COLLECTIONS].reverse().map((collection) => collection.table),
  'user_roles',
  'users',
  ...[...SHARED_COLLECTIONS].reverse().map((collection) => collection.table),
  'roles',
  'meta',
];

async function insertInChunks(db: Rows, table: string, rows: Record<string, ColumnValue>[]): Promise<void> {
  for (let start = 0; start < rows.length; start += 200)
    await db
      .insertInto(table)
      .values(rows.slice(start, start + 200))
      .execute();
}

/**
 * Writes a seed into an empty database, in one transaction: the personas, their data and the catalogue. `db` is
 * the handle's own unless a caller holds a connection (the setup lock's, open-server-database.ts).
 */
export async function writeSeed(
  handle: DatabaseHandle,
  seed: SeedDb,
  options: { now?: number; db?: Kysely<Database> } = {},
): Promise<void> {
  const now = options.now ?? Date.now();
  await (options.db ?? handle.db).transaction().execute(async (trx) => {
    const rows = trx as unknown as Rows;
    await trx
      .insertInto('roles')
      .values(Object.entries(seed.rolePermissions).map(([name, permissions]) => ({ name, permissions: JSON.stringify(permissions) })))
      .onConflict((conflict) => conflict.column('name').doUpdateSet((eb) => ({ permissions: eb.ref('excluded.permissions') })))
      .execute();
    for (const collection of SHARED_COLLECTIONS) {
      await insertInChunks(
        rows,
        collection.table,
        collection.rows(seed).map((row, seq) => ({ id: row.id, seq, data: JSON.stringify(row.entity), ...row.columns })),
      );
    }
    await insertInChunks(rows, 'users', seed.users.map(userRow));
    await insertInChunks(
      rows,
      'user_roles',
      seed.users.flatMap((user) => user.roles.map((role) => ({ user_id: user.id, role }))),
    );
    for (const collection of OWNED_COLLECTIONS) {
      await insertInChunks(
        rows,
        collection.table,
        collection
          .rows(seed)
          .map((row, seq) => ({ id: row.id, user_id: row.userId, seq, data: JSON.stringify(row.entity), ...row.columns })),
      );
    }
    const iso = (time: number) => new Date(time).toISOString();
    await insertInChunks(
      rows,
      'verification_codes',
      Object.entries(seed.verificationCodes).map(([code, entry]) => ({
        id: `seed-${code}`,
        user_id: entry.userId,
        code_hash: sha256(code),
        purpose: 'email_verification',
        onboarding_query: entry.onboardingQuery ?? null,
        created_at: iso(now),
        expires_at: iso(entry.expired ? now - 1 : now + VERIFICATION_CODE_LIFETIME_MS),
        used_at: null,
      })),
    );
    await insertInChunks(
      rows,
      'membership_tokens',
      Object.entries(seed.membershipTokens).map(([token, userId]) => ({
        token_hash: sha256(token),
        user_id: userId,
        created_at: iso(now),
        expires_at: null,
        used_at: null,
      })),
    );
    await insertInChunks(
      rows,
      'kit_codes',
      Object.entries(seed.kitCodes).map(([code, kit]) => ({ code, registered_by: kit.registeredBy, panel_name: kit.panelName })),
    );
    await insertInChunks(
      rows,
      'emails',
      seed.emails.map((email) => ({
        id: email.id,
        to_address: email.to,
        subject: email.subject,
        text: email.text,
        link: email.link,
        sent_at: email.sent_at,
      })),
    );
    await trx
      .insertInto('meta')
      .values({ key: 'seeded_at', value: iso(now) })
      .execute();
  });
  forgetSharedData(handle);
}

/** Empties every table (the tests' reset); the schema stays. */
export async function emptyDatabase(handle: DatabaseHandle): Promise<void> {
  await handle.db.transaction().execute(async (trx) => {
    for (const table of TABLES_CHILDREN_FIRST) await trx.deleteFrom(table).execute();
  });
  forgetSharedData(handle);
}

/** When the database was seeded, or null for one that never was (an operator's PostgreSQL before --seed). */
export async function seededAt(db: Kysely<Database>): Promise<string | null> {
  const row = await db.selectFrom('meta').select('value').where('key', '=', 'seeded_at').executeTakeFirst();
  return row?.value ?? null;
}
