import { sql } from 'kysely';
import { isNewSqliteFile, migrate, openDatabase, type DatabaseHandle } from '../db/connection';
import { runCleanup } from '../db/cleanup';
import { seedDb } from '../db/seed';
import { seededAt, writeSeed } from '../db/seed-writer';

export interface OpenedDatabase {
  handle: DatabaseHandle;
  /** What start-up did, for its log. */
  notes: string[];
}

/**
 * Opens the server's database, applies the migrations it lacks and seeds by the rules: a new local SQLite file
 * (or :memory:) gets the personas unasked; an existing file or PostgreSQL only with --seed, and never in
 * production. A file that is not a database is refused here, before the port opens.
 */
/** A local file from before the tables (its data was one JSON row per scope in `scopes`): demo data only. */
async function hasLegacyScopes(handle: DatabaseHandle): Promise<boolean> {
  if (handle.dialect !== 'sqlite') return false;
  const { rows } = await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name = 'scopes'`.execute(handle.db);
  return rows.length > 0;
}

export async function openServerDatabase(target: string, options: { seed: boolean; production: boolean }): Promise<OpenedDatabase> {
  const isNew = isNewSqliteFile(target);
  const handle = openDatabase(target);
  const notes: string[] = [];
  const applied = await migrate(handle);
  if (applied.length > 0) notes.push(`migrations applied: ${applied.join(', ')}`);
  const seeded = await seededAt(handle);
  const legacy = seeded === null && (await hasLegacyScopes(handle));
  if (seeded === null && !options.production && (isNew || options.seed || legacy)) {
    await writeSeed(handle, seedDb());
    if (legacy) notes.push(`${handle.label} held the old one-row demo data, which is not carried over: seeded the demo personas afresh (npm run db:reset starts over)`);
    else notes.push(`seeded the demo personas (password Passw0rd!) into ${isNew ? 'a new database' : handle.label}`);
  } else if (seeded === null) {
    notes.push(options.production ? 'no data yet (production never seeds)' : 'no data yet and not seeded: start with --seed to add the demo personas');
  } else if (options.seed) {
    notes.push(`already seeded at ${seeded}: --seed ignored`);
  }
  const removed = await runCleanup(handle);
  if (removed > 0) notes.push(`cleanup removed ${removed} expired rows`);
  return { handle, notes };
}
