import { sql, type Kysely } from 'kysely';
import type { DatabaseHandle } from './connection';
import { emptyView, OWNED_COLLECTIONS, SHARED_COLLECTIONS, type ColumnValue, type OwnedTableName } from './entity-tables';
import type { MockDb, MockUser } from './mock-db';
import { sealPassword } from './password-sealing';
import type { Database } from './schema';

/** Kysely over tables named at run time (the collections' tables share a shape; the registry knows their columns). */
type Rows = Kysely<Record<string, Record<string, ColumnValue>>>;
const dynamic = (db: Kysely<Database>) => db as unknown as Rows;

type Snapshot = Map<OwnedTableName, Map<string, { seq: number; json: string }>>;

/** A person's data as one handler call sees it, and what it was when loaded (to write back only what changed). */
export interface AccountView {
  db: MockDb;
  userId: string | null;
  snapshot: Snapshot;
  userJson: string | null;
  loaded: ReadonlySet<keyof MockDb>;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

type Shared = Pick<MockDb, 'rolePermissions' | (typeof SHARED_COLLECTIONS)[number]['key']>;
const sharedCache = new WeakMap<DatabaseHandle, Promise<Shared>>();

/** The catalogue is written only by seeding: read once per database and frozen, so no handler can change it by accident. */
async function loadShared(db: Kysely<Database>): Promise<Shared> {
  const view = emptyView(null);
  const parts = SHARED_COLLECTIONS.map(
    (collection) => sql`select ${sql.lit(collection.table)} as t, id, seq, data from ${sql.table(collection.table)}`,
  );
  const { rows } = await sql<{
    t: string;
    id: string;
    seq: number;
    data: string;
  }>`${sql.join(parts, sql` union all `)} order by t, seq`.execute(db);
  for (const collection of SHARED_COLLECTIONS) {
    collection.fill(
      view,
      rows
        .filter((row) => row.t === collection.table)
        .map((row) => ({ id: row.id, userId: null, entity: JSON.parse(row.data) as unknown })),
    );
  }
  for (const role of await db.selectFrom('roles').selectAll().execute())
    view.rolePermissions[role.name] = JSON.parse(role.permissions) as string[];
  const shared: Partial<MockDb> = { rolePermissions: view.rolePermissions };
  for (const collection of SHARED_COLLECTIONS) Object.assign(shared, { [collection.key]: view[collection.key] });
  return deepFreeze(shared as Shared);
}

export function sharedData(handle: DatabaseHandle): Promise<Shared> {
  let cached = sharedCache.get(handle);
  if (!cached) {
    cached = loadShared(handle.db);
    cached.catch(() => sharedCache.delete(handle));
    sharedCache.set(handle, cached);
  }
  return cached;
}

export function forgetSharedData(handle: DatabaseHandle): void {
  sharedCache.delete(handle);
}

/** The users row as handlers know it: the password column back as `password`, roles from user_roles. */
function userFromRow(
  row: { data: string; password_hash: string | null; email: string; deletion_requested_at: string | null },
  roles: string[],
  now: number,
): MockUser {
  const user = {
    ...(JSON.parse(row.data) as MockUser),
    email: row.email,
    password: row.password_hash,
    deletion_requested_at: row.deletion_requested_at,
    roles,
  };
  // Personas whose age matters keep it relative to the moment they are read (MockUser.created_offset_hours).
  if (user.created_offset_hours !== undefined) user.created_at = new Date(now + user.created_offset_hours * 3_600_000).toISOString();
  return user;
}

function userData(user: MockUser): string {
  const { password: _password, roles: _roles, ...rest } = user;
  return JSON.stringify(rest);
}

/**
 * Loads one person's entities (those of `parts`, or all) and the catalogue: three statements whatever the number
 * of tables (the person's rows of every table come in one UNION ALL over the per-user indexes).
 */
export async function loadAccount(
  handle: DatabaseHandle,
  db: Kysely<Database>,
  userId: string | null,
  parts?: readonly (keyof MockDb)[],
): Promise<AccountView> {
  const view = emptyView(userId);
  Object.assign(view, await sharedData(handle));
  for (const collection of SHARED_COLLECTIONS) Object.assign(view, { [collection.key]: [...(view[collection.key] as unknown[])] });
  const snapshot: Snapshot = new Map();
  const wanted = OWNED_COLLECTIONS.filter((collection) => !parts || parts.includes(collection.key));
  let userJson: string | null = null;
  if (userId !== null) {
    // The person and their roles in one statement: a row per role (one with no role for a person with none).
    const userRows = await db
      .selectFrom('users')
      .leftJoin('user_roles', 'user_roles.user_id', 'users.id')
      .select(['users.data', 'users.password_hash', 'users.email', 'users.deletion_requested_at', 'user_roles.role'])
      .where('users.id', '=', userId)
      .orderBy('user_roles.role')
      .execute();
    const user = userRows[0];
    if (user) {
      const roles = userRows.flatMap((row) => (row.role === null ? [] : [row.role]));
      const loaded = userFromRow(user, roles, Date.now());
      view.users = [loaded];
      userJson = JSON.stringify(loaded);
    }
    if (user && wanted.length > 0) {
      // A line's quantity column is the truth (the basket's atomic add moves only it); elsewhere the document is.
      const selects = wanted.map(
        (collection) =>
          sql`select ${sql.lit(collection.table)} as t, id, seq, data, ${collection.table === 'line_items' ? sql`quantity` : sql`cast(null as integer)`} as quantity from ${sql.table(collection.table)} where user_id = ${userId}`,
      );
      const { rows } = await sql<{
        t: OwnedTableName;
        id: string;
        seq: number;
        data: string;
        quantity: number | null;
      }>`${sql.join(selects, sql` union all `)} order by t, seq, id`.execute(db);
      for (const collection of wanted) {
        const mine = rows
          .filter((row) => row.t === collection.table)
          .map((row) => {
            const entity = JSON.parse(row.data) as Record<string, unknown>;
            if (row.quantity !== null) entity.quantity = Number(row.quantity);
            return { id: row.id, seq: Number(row.seq), entity };
          });
        snapshot.set(collection.table, new Map(mine.map((row) => [row.id, { seq: row.seq, json: JSON.stringify(row.entity) }])));
        collection.fill(
          view,
          mine.map((row) => ({ id: row.id, userId, entity: row.entity })),
        );
      }
    }
  }
  return { db: view, userId, snapshot, userJson, loaded: new Set(wanted.map((collection) => collection.key)) };
}

/**
 * Writes back what a change did to the person's entities: inserts, updates and deletes by id, parents before
 * children. Runs inside the transaction that locked the person's users row, so two writes of one person never
 * interleave, on one server or many.
 */
export async function saveAccount(db: Kysely<Database>, view: AccountView): Promise<void> {
  const { userId } = view;
  if (userId === null) return;
  const user = view.db.users.find((candidate) => candidate.id === userId);
  if (user && JSON.stringify(user) !== view.userJson)
    await saveUser(db, user, view.userJson === null ? null : (JSON.parse(view.userJson) as MockUser));
  const rows = dynamic(db);
  const deletions: (() => Promise<unknown>)[] = [];
  for (const collection of OWNED_COLLECTIONS) {
    if (!view.loaded.has(collection.key)) continue;
    const before = view.snapshot.get(collection.table) ?? new Map<string, { seq: number; json: string }>();
    let nextSeq = Math.max(0, ...[...before.values()].map((row) => row.seq)) + 1;
    const seen = new Set<string>();
    for (const row of collection.rows(view.db)) {
      if (row.userId !== userId) throw new Error(`a change wrote ${collection.table} ${row.id} of another person`);
      seen.add(row.id);
      const json = JSON.stringify(row.entity);
      const old = before.get(row.id);
      if (!old)
        await rows
          .insertInto(collection.table)
          .values({ id: row.id, user_id: userId, seq: nextSeq++, data: json, ...row.columns })
          .execute();
      else if (old.json !== json)
        await rows
          .updateTable(collection.table)
          .set({ data: json, ...row.columns })
          .where('id', '=', row.id)
          .where('user_id', '=', userId)
          .execute();
    }
    for (const id of before.keys()) {
      if (!seen.has(id))
        deletions.unshift(() => rows.deleteFrom(collection.table).where('id', '=', id).where('user_id', '=', userId).execute());
    }
  }
  for (const remove of deletions) await remove();
}

async function saveUser(db: Kysely<Database>, user: MockUser, before: MockUser | null): Promise<void> {
  await db
    .updateTable('users')
    .set({
      email: user.email,
      password_hash: user.password === null ? null : sealPassword(user.password),
      deletion_requested_at: user.deletion_requested_at,
      data: userData(user),
    })
    .where('id', '=', user.id)
    .execute();
  if (before && JSON.stringify(before.roles) !== JSON.stringify(user.roles)) {
    await db.deleteFrom('user_roles').where('user_id', '=', user.id).execute();
    if (user.roles.length > 0)
      await db
        .insertInto('user_roles')
        .values(user.roles.map((role) => ({ user_id: user.id, role })))
        .execute();
  }
}

/** The users row of a new person (sign-up, seeding): the password sealed, the rest as its document. */
export function userRow(user: MockUser) {
  return {
    id: user.id,
    email: user.email,
    password_hash: user.password === null ? null : sealPassword(user.password),
    created_at: user.created_at,
    deletion_requested_at: user.deletion_requested_at,
    data: userData(user),
  };
}
