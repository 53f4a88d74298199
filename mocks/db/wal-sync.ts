import { open } from 'node:fs/promises';
import { DatabaseUnavailable } from './database-errors';

/**
 * Group commit for SQLite in WAL mode. SQLite's synchronous=FULL fsyncs the WAL inside every COMMIT, on the
 * event loop: each write blocked every request for the length of an fsync (1–3 ms here), and writes topped out
 * near a thousand a second. The connection runs with synchronous=NORMAL instead (a COMMIT reaches the OS, so a
 * killed process loses nothing) and a write is acknowledged only after `durable()`: one fsync of the WAL, off the
 * event loop, that started after the write and covers every write committed before it started. Writes that
 * arrive while an fsync runs share the next one, so a power cut still loses nothing that was acknowledged.
 */
export class WalSync {
  readonly #walFile: string;
  readonly #sync: (file: string) => Promise<void>;
  #written = 0;
  #synced = 0;
  #running: { upTo: number; done: Promise<void> } | null = null;
  #queued: Promise<void> | null = null;

  constructor(databaseFile: string, sync: (file: string) => Promise<void> = syncFile) {
    this.#walFile = `${databaseFile}-wal`;
    this.#sync = sync;
  }

  /** Called for every statement that may have written (a write outside a transaction, or a COMMIT). */
  noteWrite(): void {
    this.#written += 1;
  }

  /** Resolves when every write noted so far is on disk; rejects with DatabaseUnavailable when it cannot be. */
  durable(): Promise<void> {
    const target = this.#written;
    if (this.#synced >= target) return Promise.resolve();
    if (!this.#running) return this.#start();
    if (this.#running.upTo >= target) return this.#running.done;
    // The fsync running started before this write: the next one, shared by all who arrive meanwhile, covers it.
    this.#queued ??= this.#running.done
      .catch(() => undefined)
      .then(() => {
        this.#queued = null;
        return this.#running ? this.#running.done.then(() => this.durable()) : this.#start();
      });
    return this.#queued;
  }

  #start(): Promise<void> {
    const upTo = this.#written;
    const done = this.#sync(this.#walFile)
      .then(() => {
        this.#synced = Math.max(this.#synced, upTo);
      })
      .finally(() => {
        if (this.#running?.upTo === upTo) this.#running = null;
      });
    this.#running = { upTo, done };
    return done;
  }
}

/** fsync of the WAL by its path (a WAL replaced under the server is not the one synced). */
export async function syncFile(file: string): Promise<void> {
  try {
    const handle = await open(file, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch (error) {
    throw new DatabaseUnavailable(`${file} could not be flushed to disk`, { cause: error });
  }
}
