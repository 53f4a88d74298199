import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export type SqliteDatabase = Database.Database;

/**
 * One row per scope holds that scope's MockDb as JSON (a scope is the whole app's data: the embedded default
 * uses one, each end-to-end test its own); sessions live beside them so a cookie survives a restart.
 */
const SCHEMA = `
  CREATE TABLE IF NOT EXISTS scopes (
    scope TEXT PRIMARY KEY,
    version INTEGER NOT NULL,
    data TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE TABLE IF NOT EXISTS sessions (
    token TEXT PRIMARY KEY,
    scope TEXT NOT NULL,
    user_id TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
`;

let current: SqliteDatabase | null = null;

/** Opens (creating if needed) the database the store uses from now on; ':memory:' keeps nothing on disk. */
export function openDatabase(file = ':memory:'): SqliteDatabase {
  current?.close();
  if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const database = new Database(file);
  // WAL: a commit is on disk before COMMIT returns (synchronous FULL), so killing the process loses nothing committed.
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = FULL');
  database.pragma('busy_timeout = 5000');
  database.exec(SCHEMA);
  current = database;
  return database;
}

/** The open database; vitest and scripts that open none get an in-memory one. */
export function database(): SqliteDatabase {
  return current ?? openDatabase();
}

export function closeDatabase(): void {
  current?.close();
  current = null;
}
