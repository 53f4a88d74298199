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
  /**
   * Throws DatabaseUnavailable when the database is no longer the one the server opened (an SQLite file deleted or
   * replaced): what it would read is what it can no longer keep. Once per request, reads and writes alike.
   */
  assertCurrent(): void;
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
const POSTGRES_TIMEOUTS = {
  connectionTimeoutMillis: 5_000,
  statement_timeout: 10_000,
  lock_timeout: 5_000,
  idle_in_transaction_session_timeout: 15_000,
  query_timeout: 12_000,
};

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
  let closing: Promise<void> | null = null;
  return {
    db,
    dialect: 'postgres',
    label: hidePassword(url),
    ...(options.schema ? { schema: options.schema } : {}),
    assertCurrent: () => undefined,
    assertWritable: () => undefined,
    durable: () => Promise.resolve(),
    lastFault: () => fault,
    // pg's pool refuses a second end(): a test's teardown may close what a shutdown already closed.
    close: () => (closing ??= db.destroy()),
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
    throw new DatabaseRefused(
      `${file} is not a usable SQLite database (${error instanceof Error ? error.message : String(error)}); move it aside or run npm run db:reset`,
    );
  }
  // FULL would fsync the WAL inside each COMMIT, on the event loop; with NORMAL, WalSync fsyncs groups of commits
  // off it, and a write is acknowledged only once its group is on disk.
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  const inode = inMemory ? 0 : statSync(file).ino;
  // The file a running server holds open can be deleted or replaced under it. SQLite goes on reading the old,
  // unlinked file (answers from data nobody can change any more) and writing to it (every write lost at the next
  // start). One stat per request, without an exception for a missing file: about a microsecond.
  const assertCurrent = () => {
    if (inMemory) return;
    const current = statSync(file, { throwIfNoEntry: false });
    if (!current) throw new DatabaseUnavailable(`${file} is gone`);
    if (current.ino !== inode) throw new DatabaseUnavailable(`${file} was replaced while the server ran`);
  };
  const assertWritable = () => {
    if (inMemory) return;
    assertCurrent();
    try {
      accessSync(file, constants.W_OK);
    } catch (error) {
      throw new DatabaseUnavailable(`${file} is not writable`, { cause: error });
    }
  };
  const walSync = inMemory ? null : new WalSync(file);
  const db = new Kysely<Database>({ dialect: new FairSqliteDialect(sqlite, () => walSync?.noteWrite()) });
  let closing: Promise<void> | null = null;
  return {
    db,
    dialect: 'sqlite',
    label: file,
    assertCurrent,
    assertWritable,
    durable: () => walSync?.durable() ?? Promise.resolve(),
    lastFault: () => null,
    close: () => (closing ??= db.destroy()),
  };
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

/** The PostgreSQL advisory lock instances take turns under to set a database up (migrations, the first seed). */
const SETUP_LOCK = 2104;

/**
 * Runs `work` (migrations, and the seed a new database gets) with the database to itself among instances starting
 * at once: on PostgreSQL under a session advisory lock, on the one connection that holds it (work must use the
 * `db` it is given); an SQLite file is one process's (its single connection queues every other use).
 */
export async function underSetupLock<T>(handle: DatabaseHandle, work: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  if (handle.dialect !== 'postgres') return work(handle.db);
  return handle.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${sql.lit(SETUP_LOCK)})`.execute(connection);
    try {
      return await work(connection);
    } finally {
      await sql`select pg_advisory_unlock(${sql.lit(SETUP_LOCK)})`.execute(connection);
    }
  });
}

/**
 * The schema the migrations create their tables in, where Kysely must keep its bookkeeping too: left unnamed,
 * Kysely takes a kysely_migration table in any schema of the database as its own, then fails on its lock table,
 * which is not in the search path ("relation kysely_migration_lock does not exist").
 */
async function migrationSchema(handle: DatabaseHandle, db: Kysely<Database>): Promise<string | undefined> {
  if (handle.dialect !== 'postgres') return undefined;
  if (handle.schema) return handle.schema;
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema ?? 'public';
}

/** Applies every migration not yet applied, on `db` (a connection holding the setup lock); throws with the failing migration's name. */
export async function applyMigrations(handle: DatabaseHandle, db: Kysely<Database>): Promise<string[]> {
  const schema = await migrationSchema(handle, db);
  const migrator = new Migrator({ db, provider: migrationProvider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error)
    throw new Error(`migration ${failed?.migrationName ?? '(unknown)'} failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}

/** Applies every migration not yet applied, taking turns with other instances; throws with the failing migration's name. */
export function migrate(handle: DatabaseHandle): Promise<string[]> {
  return underSetupLock(handle, (db) => applyMigrations(handle, db));
}
