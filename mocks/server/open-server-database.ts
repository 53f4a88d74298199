import { sql, type Kysely } from 'kysely';
import { applyMigrations, isNewSqliteFile, openDatabase, underSetupLock, type DatabaseHandle } from '../db/connection';
import { runCleanup } from '../db/cleanup';
import type { Database } from '../db/schema';
import { seedDb } from '../db/seed';
import { seededAt, writeSeed } from '../db/seed-writer';

export interface OpenedDatabase {
  handle: DatabaseHandle;
  /** What start-up did, for its log. */
  notes: string[];
}

/** A local file from before the tables (its data was one JSON row per scope in `scopes`): demo data only. */
async function hasLegacyScopes(handle: DatabaseHandle, db: Kysely<Database>): Promise<boolean> {
  if (handle.dialect !== 'sqlite') return false;
  const { rows } = await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name = 'scopes'`.execute(db);
  return rows.length > 0;
}

/**
 * Opens the server's database, applies the migrations it lacks and seeds by the rules: a new local SQLite file
 * (or :memory:) gets the personas unasked; an existing file or PostgreSQL only with --seed, and never in
 * production. A file that is not a database is refused here, before the port opens. Migrations, the look at
 * whether the database is seeded and the seed run under one lock: of instances starting at once on an empty
 * PostgreSQL with --seed, one seeds and the others find it seeded.
 */
export async function openServerDatabase(target: string, options: { seed: boolean; production: boolean }): Promise<OpenedDatabase> {
  const isNew = isNewSqliteFile(target);
  const handle = openDatabase(target);
  const notes = await underSetupLock(handle, async (db) => {
    const said: string[] = [];
    const applied = await applyMigrations(handle, db);
    if (applied.length > 0) said.push(`migrations applied: ${applied.join(', ')}`);
    const seeded = await seededAt(db);
    const legacy = seeded === null && (await hasLegacyScopes(handle, db));
    if (seeded === null && !options.production && (isNew || options.seed || legacy)) {
      await writeSeed(handle, seedDb(), { db });
      if (legacy)
        said.push(
          `${handle.label} held the old one-row demo data, which is not carried over: seeded the demo personas afresh (npm run db:reset starts over)`,
        );
      else said.push(`seeded the demo personas (password Passw0rd!) into ${isNew ? 'a new database' : handle.label}`);
    } else if (seeded === null) {
      said.push(
        options.production
          ? 'no data yet (production never seeds)'
          : 'no data yet and not seeded: start with --seed to add the demo personas',
      );
    } else if (options.seed) {
      said.push(`already seeded at ${seeded}: --seed ignored`);
    }
    return said;
  });
  const removed = await runCleanup(handle);
  if (removed > 0) notes.push(`cleanup removed ${removed} expired rows`);
  return { handle, notes };
}
