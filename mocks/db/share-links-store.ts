import { sql } from 'kysely';
import type { ShareScope } from '../../src/domain/share/shared-record';
import { newId } from './ids';
import { readConnection, writeTransaction } from './store';

/**
 * The links people share with a doctor and their openings (issue 44). A link is found by the SHA-256 of its token
 * only; every change that must hold across requests (a wrong passcode counted, an opening of a link that is still
 * open) is one conditional statement, never a read-then-write in JavaScript.
 */
export interface ShareLinkRecord {
  id: string;
  userId: string;
  scope: ShareScope;
  testCycleIds: string[];
  passcodeHash: string | null;
  failedTries: number;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  lockedAt: string | null;
}

export interface ShareLinkOpening {
  id: string;
  linkId: string;
  viewedAt: string;
  deviceFamily: string;
}

type Row = {
  id: string;
  user_id: string;
  scope: string;
  test_cycle_ids: string;
  passcode_hash: string | null;
  failed_tries: number | string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  locked_at: string | null;
};

const COLUMNS = [
  'id',
  'user_id',
  'scope',
  'test_cycle_ids',
  'passcode_hash',
  'failed_tries',
  'created_at',
  'expires_at',
  'revoked_at',
  'locked_at',
] as const;

function fromRow(row: Row): ShareLinkRecord {
  return {
    id: row.id,
    userId: row.user_id,
    scope: row.scope === 'all' ? 'all' : 'latest',
    testCycleIds: JSON.parse(row.test_cycle_ids) as string[],
    passcodeHash: row.passcode_hash,
    failedTries: Number(row.failed_tries),
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    revokedAt: row.revoked_at,
    lockedAt: row.locked_at,
  };
}

export interface NewShareLink {
  userId: string;
  tokenHash: string;
  scope: ShareScope;
  testCycleIds: string[];
  passcodeHash: string | null;
  createdAt: string;
  expiresAt: string;
}

export async function insertShareLink(link: NewShareLink): Promise<ShareLinkRecord> {
  const id = newId('share');
  const row = await writeTransaction((trx) =>
    trx
      .insertInto('share_links')
      .values({
        id,
        user_id: link.userId,
        token_hash: link.tokenHash,
        scope: link.scope,
        test_cycle_ids: JSON.stringify(link.testCycleIds),
        passcode_hash: link.passcodeHash,
        failed_tries: 0,
        created_at: link.createdAt,
        expires_at: link.expiresAt,
        revoked_at: null,
        locked_at: null,
      })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow(),
  );
  return fromRow(row);
}

/**
 * A person's links that are open or ended less than `keptSince` ago (an ended link stays listed for a while),
 * newest first, with their openings, newest first.
 */
export async function shareLinksOf(userId: string, keptSince: string): Promise<{ links: ShareLinkRecord[]; openings: ShareLinkOpening[] }> {
  const db = await readConnection();
  const rows = await db
    .selectFrom('share_links')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .where('expires_at', '>', keptSince)
    .where((eb) => eb.or([eb('revoked_at', 'is', null), eb('revoked_at', '>', keptSince)]))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const ids = rows.map((row) => row.id);
  const views =
    ids.length === 0
      ? []
      : await db
          .selectFrom('share_link_views')
          .select(['id', 'link_id', 'viewed_at', 'device_family'])
          .where('link_id', 'in', ids)
          .orderBy('viewed_at', 'desc')
          .orderBy('id', 'desc')
          .execute();
  return {
    links: rows.map(fromRow),
    openings: views.map((view) => ({ id: view.id, linkId: view.link_id, viewedAt: view.viewed_at, deviceFamily: view.device_family })),
  };
}

/** Revokes one of the person's own links (a second revoke keeps the first time); null when it is not theirs. */
export async function revokeShareLink(userId: string, id: string, at: string): Promise<ShareLinkRecord | null> {
  const row = await writeTransaction((trx) =>
    trx
      .updateTable('share_links')
      .set({ revoked_at: sql<string>`coalesce(revoked_at, ${at})` })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .returning(COLUMNS)
      .executeTakeFirst(),
  );
  return row ? fromRow(row) : null;
}

/** The link a token opens, whoever asks; none for an unknown token or an account being deleted. */
export async function shareLinkByTokenHash(tokenHash: string): Promise<ShareLinkRecord | null> {
  const db = await readConnection();
  const row = await db
    .selectFrom('share_links')
    .innerJoin('users', 'users.id', 'share_links.user_id')
    .select(COLUMNS.map((column) => `share_links.${column}` as const))
    .where('share_links.token_hash', '=', tokenHash)
    .where('users.deletion_requested_at', 'is', null)
    .executeTakeFirst();
  return row ? fromRow(row) : null;
}

/**
 * Counts one wrong passcode, in one statement: the try that reaches `tries` locks the link. Two wrong guesses at
 * once are both counted. Returns the tries used and whether the link is now locked; a link already locked (or
 * revoked) by another request counts nothing and answers locked.
 */
export async function countWrongPasscode(id: string, tries: number, at: string): Promise<{ failedTries: number; locked: boolean }> {
  const row = await writeTransaction((trx) =>
    trx
      .updateTable('share_links')
      .set((eb) => ({
        failed_tries: eb('failed_tries', '+', 1),
        locked_at: sql<string | null>`case when failed_tries + 1 >= ${tries} then ${at} else locked_at end`,
      }))
      .where('id', '=', id)
      .where('locked_at', 'is', null)
      .where('revoked_at', 'is', null)
      .returning(['failed_tries', 'locked_at'])
      .executeTakeFirst(),
  );
  if (!row) return { failedTries: tries, locked: true };
  return { failedTries: Number(row.failed_tries), locked: row.locked_at !== null };
}

/**
 * Notes an opening, only while the link still opens at `at` (not revoked, locked or expired meanwhile): one
 * INSERT ... SELECT. False when the link closed between the check and now.
 */
export async function recordOpening(linkId: string, at: string, deviceFamily: string): Promise<boolean> {
  const result = await writeTransaction((trx) =>
    trx
      .insertInto('share_link_views')
      .columns(['id', 'link_id', 'user_id', 'viewed_at', 'device_family'])
      .expression((eb) =>
        eb
          .selectFrom('share_links')
          .select([
            sql<string>`cast(${newId('opening')} as text)`.as('id'),
            'id as link_id',
            'user_id',
            sql<string>`cast(${at} as text)`.as('viewed_at'),
            sql<string>`cast(${deviceFamily} as text)`.as('device_family'),
          ])
          .where('id', '=', linkId)
          .where('revoked_at', 'is', null)
          .where('locked_at', 'is', null)
          .where('expires_at', '>', at),
      )
      .executeTakeFirst(),
  );
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Deleting an account takes its links and their openings at once (the rows also cascade with the users row). */
export async function deleteShareLinksOf(userId: string): Promise<void> {
  await writeTransaction(async (trx) => {
    await trx.deleteFrom('share_link_views').where('user_id', '=', userId).execute();
    await trx.deleteFrom('share_links').where('user_id', '=', userId).execute();
  });
}
