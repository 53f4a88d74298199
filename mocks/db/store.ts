import type { Kysely, Transaction } from 'kysely';
import { loadAccount, saveAccount, sharedData } from './account-data';
import type { DatabaseHandle } from './connection';
import type { MockDb } from './mock-db';
import { currentContext, setSessionUser } from './request-context';
import type { Database } from './schema';
import { currentDatabase, resetScope } from './scopes';

/**
 * What a handler sees: the signed-in person's own entities and the catalogue (mocks/db/account-data.ts), read
 * per user from their tables. `parts` narrows it to the collections a handler reads.
 */
export async function readDb(parts?: readonly (keyof MockDb)[]): Promise<MockDb> {
  const context = currentContext();
  const handle = await currentDatabase();
  return (await loadAccount(handle, handle.db, context.sessionUserId, parts)).db;
}

/** One write transaction on the request's database, after checking a write there would be kept. */
export async function writeTransaction<T>(work: (trx: Transaction<Database>, handle: DatabaseHandle) => Promise<T>): Promise<T> {
  const handle = await currentDatabase();
  handle.assertWritable();
  return handle.db.transaction().execute((trx) => work(trx, handle));
}

/** The request's database for a read outside a transaction. */
export async function readConnection(): Promise<Kysely<Database>> {
  return (await currentDatabase()).db;
}

/**
 * Changes the signed-in person's data in one transaction: it first locks the person's users row (an UPDATE, so
 * PostgreSQL holds a row lock and SQLite the write lock), then reads, changes and writes back only what changed.
 * Two writes of one person never interleave, on one server process or several. Invariants across people (one
 * email, one answer per Idempotency-Key, a basket's maximum, a kit code's one owner) are held by constraints and
 * single statements in the stores, not here. A changed sessionUserId signs in or out.
 */
export async function updateDb<T>(change: (db: MockDb) => T, parts?: readonly (keyof MockDb)[]): Promise<T> {
  const context = currentContext();
  const { result, sessionUserId } = await updateAccountOf(context.sessionUserId, change, parts);
  if (sessionUserId !== context.sessionUserId) setSessionUser(sessionUserId);
  return result;
}

/** Locks the person's users row for the rest of the transaction (PostgreSQL a row lock, SQLite the write lock). */
async function lockAccount(trx: Transaction<Database>, userId: string): Promise<void> {
  await trx
    .updateTable('users')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('id', '=', userId)
    .execute();
}

/** updateDb for a person who need not be the one signed in (an emailed link acts for its owner). */
export async function updateAccountOf<T>(
  userId: string | null,
  change: (db: MockDb) => T,
  parts?: readonly (keyof MockDb)[],
): Promise<{ result: T; sessionUserId: string | null }> {
  // The catalogue is read outside the transaction, before it: loaded inside, on SQLite's one connection, it would
  // wait for the connection the transaction holds (an emailed link opened first after a start or reset hung).
  await sharedData(await currentDatabase());
  return writeTransaction(async (trx, handle) => {
    if (userId !== null) await lockAccount(trx, userId);
    const view = await loadAccount(handle, trx, userId, parts);
    const result = change(view.db);
    await saveAccount(trx, view);
    return { result, sessionUserId: view.db.sessionUserId };
  });
}

/**
 * updateAccountOf with statements of the change's own in the same transaction, run while the person's row is
 * locked: a change that must agree with another table (a new address and its verification codes) commits or
 * fails as one, and never interleaves with another such change of the person.
 */
export async function updateAccountWith<T>(
  userId: string,
  change: (db: MockDb, trx: Transaction<Database>) => Promise<T>,
  parts?: readonly (keyof MockDb)[],
): Promise<T> {
  // The catalogue is read on the pool, not in the transaction: read first, while no transaction holds a connection.
  await sharedData(await currentDatabase());
  return writeTransaction(async (trx, handle) => {
    await lockAccount(trx, userId);
    const view = await loadAccount(handle, trx, userId, parts);
    const result = await change(view.db, trx);
    await saveAccount(trx, view);
    return result;
  });
}

/** Starts the current scope over from the seed, signed out. */
export async function resetDb(): Promise<void> {
  const context = currentContext();
  await resetScope(context.scope);
  context.sessionUserId = null;
}

/** One person's data as the handlers would see it signed in as them (tests and scripts). */
export async function readDbOf(userId: string, parts?: readonly (keyof MockDb)[]): Promise<MockDb> {
  const handle = await currentDatabase();
  return (await loadAccount(handle, handle.db, userId, parts)).db;
}
