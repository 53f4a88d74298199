import type BetterSqlite3 from 'better-sqlite3';
import {
  CompiledQuery,
  SqliteAdapter,
  SqliteDialect,
  type DatabaseConnection,
  type DialectAdapter,
  type Driver,
  type QueryResult,
} from 'kysely';

/**
 * Kysely over one better-sqlite3 connection, for a server under load. Kysely's own SQLite driver prepares every
 * statement again for every query and queues for the connection behind a lock that wakes every waiter at each
 * release (at 200 connections some requests waited more than 10 s). This one keeps prepared statements and
 * hands the connection to waiters strictly in arrival order.
 */
const STATEMENT_CACHE_SIZE = 500;

class CachedStatementConnection implements DatabaseConnection {
  readonly #sqlite: BetterSqlite3.Database;
  readonly #statements = new Map<string, BetterSqlite3.Statement>();
  readonly #onWrite: () => void;

  constructor(sqlite: BetterSqlite3.Database, onWrite: () => void) {
    this.#sqlite = sqlite;
    this.#onWrite = onWrite;
  }

  #prepare(sql: string): BetterSqlite3.Statement {
    let statement = this.#statements.get(sql);
    if (statement) {
      // Most recently used last: the oldest is the first one evicted.
      this.#statements.delete(sql);
    } else {
      statement = this.#sqlite.prepare(sql);
      if (this.#statements.size >= STATEMENT_CACHE_SIZE) this.#statements.delete(this.#statements.keys().next().value ?? '');
    }
    this.#statements.set(sql, statement);
    return statement;
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const statement = this.#prepare(compiledQuery.sql);
    const parameters = compiledQuery.parameters as unknown[];
    if (statement.reader) return { rows: statement.all(parameters) as R[] };
    const { changes, lastInsertRowid } = statement.run(parameters);
    this.#onWrite();
    return { insertId: BigInt(lastInsertRowid), numAffectedRows: BigInt(changes), rows: [] };
  }

  // eslint-disable-next-line require-yield -- the server never streams; Kysely's interface asks for the method.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('The SQLite driver does not stream query results');
  }
}

class FairSqliteDriver implements Driver {
  readonly #sqlite: BetterSqlite3.Database;
  readonly #connection: CachedStatementConnection;
  readonly #waiting: (() => void)[] = [];
  #held = false;

  constructor(sqlite: BetterSqlite3.Database, onWrite: () => void) {
    this.#sqlite = sqlite;
    this.#connection = new CachedStatementConnection(sqlite, onWrite);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    if (this.#held) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    this.#held = true;
    return this.#connection;
  }

  async releaseConnection(): Promise<void> {
    // Handed straight to the next in line: a newcomer never takes the connection ahead of someone waiting.
    const next = this.#waiting.shift();
    if (next) next();
    else this.#held = false;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async destroy(): Promise<void> {
    this.#sqlite.close();
  }
}

/** The driver above queues for the connection itself, so Kysely need not add its own lock. */
class QueuedSqliteAdapter extends SqliteAdapter {
  override get supportsMultipleConnections(): boolean {
    return true;
  }
}

export class FairSqliteDialect extends SqliteDialect {
  readonly #sqlite: BetterSqlite3.Database;
  readonly #onWrite: () => void;

  /** `onWrite` runs after every statement that may have changed the database (a write or a COMMIT). */
  constructor(sqlite: BetterSqlite3.Database, onWrite: () => void) {
    super({ database: sqlite });
    this.#sqlite = sqlite;
    this.#onWrite = onWrite;
  }

  override createDriver(): Driver {
    return new FairSqliteDriver(this.#sqlite, this.#onWrite);
  }

  override createAdapter(): DialectAdapter {
    return new QueuedSqliteAdapter();
  }
}
