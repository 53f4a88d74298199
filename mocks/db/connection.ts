import { accessSync, constants, existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { DatabaseRefused, DatabaseUnavailable } from './database-errors';
import { migrationProvider } from './migrations/migrations';
import type { Database } from './schema';
import { FairSqliteDialect } from './sqlite-driver';
import { WalSync } from './wal-sync';

export type DialectName = 'sqlite' | 'postgres';

/** An open database: the Kysely instance stores use, and what the server needs to know about it. */
export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** A file path, ':memory:' or a postgres:// URL with its password hidden. */
  label: string;
  /** PostgreSQL: the schema the tables live in when not the default one. */
  schema?: string;
  /** Throws DatabaseUnavailable when a write could not be kept (an SQLite file deleted, replaced or read-only). */
  assertWritable(): void;
  /** Resolves when every write committed so far would survive a power cut (call it before acknowledging a write). */
  durable(): Promise<void>;
  /** The last connection fault the driver reported (PostgreSQL), for /readyz to say why; null once a query succeeds again. */
  lastFault(): string | null;
  close(): Promise<void>;
}

export const isPostgresUrl = (target: string) => /^postgres(ql)?:\/\//.test(target);

/** Timeouts of every PostgreSQL connection: nothing waits forever on a lock, a query or a dead server. */
const POSTGRES_TIMEOUTS = { connectionTimeoutMillis: 5_000, statement_timeout: 10_000, lock_timeout: 5_000, idle_in_transaction_session_timeout: 15_000, query_timeout: 12_000 };

function hidePassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres://(unparsable URL)';
  }
}

function openPostgres(url: string, options: { schema?: string; poolSize?: number }): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    idleTimeoutMillis: 30_000,
    ...POSTGRES_TIMEOUTS,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  let fault: string | null = null;
  const noteFault = (error: Error) => void (fault = `PostgreSQL connection lost: ${error.message}`);
  // pg-pool listens for errors on idle clients only: a client whose server ends it mid-query (pg_terminate_backend,
  // a restart, a cut network) emits 'error' with no listener, which would end the process. Every client gets one
  // for its whole life; the query it was running rejects on its own and is answered 503, and pg-pool drops the
  // broken client on release, so the pool reconnects by itself once PostgreSQL is back.
  pool.on('connect', (client) => {
    client.on('error', noteFault);
    fault = null;
  });
  pool.on('error', noteFault);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    dialect: 'postgres',
    label: hidePassword(url),
    ...(options.schema ? { schema: options.schema } : {}),
    assertWritable: () => undefined,
    durable: () => Promise.resolve(),
    lastFault: () => fault,
    close: () => db.destroy(),
  };
}

/**
 * better-sqlite3 in WAL mode. A COMMIT reaches the OS before it returns (kill -9 loses nothing committed), and
 * durable() puts it on disk before the server acknowledges it (wal-sync.ts: a power cut loses nothing acknowledged).
 */
function openSqlite(file: string): DatabaseHandle {
  const inMemory = file === ':memory:';
  if (!inMemory) mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  let sqlite: BetterSqlite3.Database;
  try {
    sqlite = new BetterSqlite3(file, { timeout: 5_000 });
    sqlite.pragma('journal_mode = WAL');
    const check = sqlite.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new Error(String(check));
  } catch (error) {
    throw new DatabaseRefused(`${file} is not a usable SQLite database (${error instanceof Error ? error.message : String(error)}); move it aside or run npm run db:reset`);
  }
  // What synchronous=FULL did inside each COMMIT, on the event loop, WalSync does for groups of commits, off it.
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  const inode = inMemory ? 0 : statSync(file).ino;
  const assertWritable = () => {
    if (inMemory) return;
    // The file a running server holds open can be deleted or replaced under it; SQLite would go on writing to
    // the unlinked file and every write would be lost at the next start. Cheap: two syscalls per write.
    let current: number;
    try {
      current = statSync(file).ino;
      accessSync(file, constants.W_OK);
    } catch (error) {
      throw new DatabaseUnavailable(`${file} is gone or not writable`, { cause: error });
    }
    if (current !== inode) throw new DatabaseUnavailable(`${file} was replaced while the server ran`);
  };
  const walSync = inMemory ? null : new WalSync(file);
  const db = new Kysely<Database>({ dialect: new FairSqliteDialect(sqlite, () => walSync?.noteWrite()) });
  return { db, dialect: 'sqlite', label: file, assertWritable, durable: () => walSync?.durable() ?? Promise.resolve(), lastFault: () => null, close: () => db.destroy() };
}

export interface OpenOptions {
  /** PostgreSQL only: a schema to work in (the tests give each worker its own). */
  schema?: string;
  poolSize?: number;
}

export function openDatabase(target: string, options: OpenOptions = {}): DatabaseHandle {
  return isPostgresUrl(target) ? openPostgres(target, options) : openSqlite(target);
}

/** True when `target` is an SQLite file that does not exist yet (the only database npm start seeds unasked). */
export function isNewSqliteFile(target: string): boolean {
  return !isPostgresUrl(target) && (target === ':memory:' || !existsSync(target));
}

/** Applies every migration not yet applied; throws with the failing migration's name. */
export async function migrate(handle: DatabaseHandle): Promise<string[]> {
  return handle.db.connection().execute(async (connection) => {
    // Two instances starting at once: one migrates, the other waits here (same connection: the lock is the
    // session's), then finds nothing to do.
    if (handle.dialect === 'postgres') await sql`select pg_advisory_lock(2104)`.execute(connection);
    try {
      // Kysely looks for its bookkeeping tables in every schema; name ours so another schema's never counts.
      const migrator = new Migrator({ db: connection, provider: migrationProvider, ...(handle.schema ? { migrationTableSchema: handle.schema } : {}) });
      const { error, results } = await migrator.migrateToLatest();
      const failed = results?.find((result) => result.status === 'Error');
      if (error) throw new Error(`migration ${failed?.migrationName ?? '(unknown)'} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
      return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
    } finally {
      if (handle.dialect === 'postgres') await sql`select pg_advisory_unlock(2104)`.execute(connection);
    }
  });
}
