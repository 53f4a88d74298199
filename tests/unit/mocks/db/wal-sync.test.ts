import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { DatabaseUnavailable } from '../../../../mocks/db/database-errors';
import { syncFile, WalSync } from '../../../../mocks/db/wal-sync';

/** A stand-in fsync the test finishes by hand, recording each call. */
function manualSync() {
  const calls: { file: string; finish: (error?: Error) => void }[] = [];
  const sync = (file: string) =>
    new Promise<void>((resolve, reject) => {
      calls.push({ file, finish: (error) => (error ? reject(error) : resolve()) });
    });
  return { calls, sync };
}

const settled = async (promise: Promise<void>): Promise<'resolved' | 'pending' | 'rejected'> => {
  let state: 'resolved' | 'pending' | 'rejected' = 'pending';
  promise.then(
    () => (state = 'resolved'),
    () => (state = 'rejected'),
  );
  for (let tick = 0; tick < 10; tick += 1) await Promise.resolve();
  return state;
};

describe('WalSync: group commit', () => {
  it('answers at once when nothing was written since the last fsync', async () => {
    const { calls, sync } = manualSync();
    const wal = new WalSync('/data/app.sqlite', sync);
    expect(await settled(wal.durable())).toBe('resolved');
    expect(calls).toHaveLength(0);
  });

  it('fsyncs the WAL beside the database file, and a write waits for it', async () => {
    const { calls, sync } = manualSync();
    const wal = new WalSync('/data/app.sqlite', sync);
    wal.noteWrite();
    const waiting = wal.durable();
    expect(calls.map((call) => call.file)).toEqual(['/data/app.sqlite-wal']);
    expect(await settled(waiting)).toBe('pending');
    calls[0]?.finish();
    expect(await settled(waiting)).toBe('resolved');
    expect(await settled(wal.durable())).toBe('resolved');
    expect(calls).toHaveLength(1);
  });

  it('writes noted before an fsync started share it; a write after it started waits for the next one', async () => {
    const { calls, sync } = manualSync();
    const wal = new WalSync('/data/app.sqlite', sync);
    wal.noteWrite();
    wal.noteWrite();
    const first = wal.durable();
    const alsoFirst = wal.durable();
    wal.noteWrite();
    const second = wal.durable();
    wal.noteWrite();
    const alsoSecond = wal.durable();
    expect(calls).toHaveLength(1);
    calls[0]?.finish();
    expect(await settled(first)).toBe('resolved');
    expect(await settled(alsoFirst)).toBe('resolved');
    // The first fsync may have started before these writes reached the WAL: they are not yet acknowledged.
    expect(await settled(second)).toBe('pending');
    expect(await settled(alsoSecond)).toBe('pending');
    expect(calls).toHaveLength(2);
    calls[1]?.finish();
    expect(await settled(second)).toBe('resolved');
    expect(await settled(alsoSecond)).toBe('resolved');
    expect(calls).toHaveLength(2);
  });

  it('a failed fsync acknowledges nothing: its writes are refused as unavailable, and the next write tries again', async () => {
    const { calls, sync } = manualSync();
    const wal = new WalSync('/data/app.sqlite', sync);
    wal.noteWrite();
    const lost = wal.durable();
    calls[0]?.finish(new DatabaseUnavailable('disk gone'));
    await expect(lost).rejects.toBeInstanceOf(DatabaseUnavailable);
    // Still not known to be on disk: whoever asks next gets a new fsync.
    const retry = wal.durable();
    expect(calls).toHaveLength(2);
    calls[1]?.finish();
    expect(await settled(retry)).toBe('resolved');
  });
});

describe('syncFile', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('flushes a real WAL, and reports a missing one as the database being unavailable', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'wal-sync-'));
    const file = path.join(dir, 'app.sqlite');
    const sqlite = new BetterSqlite3(file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.exec('create table t (v text)');
    await expect(syncFile(`${file}-wal`)).resolves.toBeUndefined();
    sqlite.close();
    await expect(syncFile(path.join(dir, 'gone.sqlite-wal'))).rejects.toBeInstanceOf(DatabaseUnavailable);
  });
});
