import BetterSqlite3 from 'better-sqlite3';
import { Kysely, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { FairSqliteDialect } from '../../../../mocks/db/sqlite-driver';

interface Tables {
  log: { step: string };
}

let db: Kysely<Tables> | null = null;
afterEach(async () => {
  await db?.destroy();
  db = null;
});

function open(onWrite: () => void = () => undefined): Kysely<Tables> {
  const sqlite = new BetterSqlite3(':memory:');
  sqlite.exec('create table log (step text not null)');
  db = new Kysely<Tables>({ dialect: new FairSqliteDialect(sqlite, onWrite) });
  return db;
}

const pause = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('FairSqliteDialect', () => {
  it('gives the connection to waiting transactions in the order they asked, and never interleaves them', async () => {
    const kysely = open();
    const names = Array.from({ length: 30 }, (_, index) => `t${index}`);
    await Promise.all(
      names.map((name) =>
        kysely.transaction().execute(async (trx) => {
          await trx
            .insertInto('log')
            .values({ step: `${name} begin` })
            .execute();
          await pause();
          await trx
            .insertInto('log')
            .values({ step: `${name} end` })
            .execute();
        }),
      ),
    );
    const steps = (await kysely.selectFrom('log').select('step').execute()).map((row) => row.step);
    expect(steps).toEqual(names.flatMap((name) => [`${name} begin`, `${name} end`]));
  });

  it('a query outside a transaction waits until the transaction in progress ends', async () => {
    const kysely = open();
    let reads: string[] = [];
    const transaction = kysely.transaction().execute(async (trx) => {
      await trx.insertInto('log').values({ step: 'first' }).execute();
      await pause();
      await trx.insertInto('log').values({ step: 'second' }).execute();
    });
    const read = kysely
      .selectFrom('log')
      .select('step')
      .execute()
      .then((rows) => (reads = rows.map((row) => row.step)));
    await Promise.all([transaction, read]);
    expect(reads).toEqual(['first', 'second']);
  });

  it('a failed transaction rolls back and hands the connection on', async () => {
    const kysely = open();
    await expect(
      kysely.transaction().execute(async (trx) => {
        await trx.insertInto('log').values({ step: 'undone' }).execute();
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await kysely.insertInto('log').values({ step: 'kept' }).execute();
    expect((await kysely.selectFrom('log').select('step').execute()).map((row) => row.step)).toEqual(['kept']);
  });

  it('notes every statement that may write (writes and COMMIT), not reads', async () => {
    let writes = 0;
    const kysely = open(() => (writes += 1));
    await kysely.selectFrom('log').selectAll().execute();
    expect(writes).toBe(0);
    await kysely.insertInto('log').values({ step: 'a' }).execute();
    expect(writes).toBe(1);
    await kysely.transaction().execute(async (trx) => {
      await trx.insertInto('log').values({ step: 'b' }).execute();
    });
    // begin, the insert and the commit.
    expect(writes).toBe(4);
  });

  it('reuses prepared statements across queries and keeps answering past the cache size', async () => {
    const kysely = open();
    for (let index = 0; index < 600; index += 1) {
      // A distinct statement text each time fills and evicts the cache.
      await sql`insert into log (step) values (${`s${index}`}) -- ${sql.raw(String(index))}`.execute(kysely);
    }
    const { rows } = await sql<{ count: number }>`select count(*) as count from log`.execute(kysely);
    expect(rows[0]?.count).toBe(600);
    for (let index = 0; index < 3; index += 1)
      expect((await kysely.selectFrom('log').select('step').where('step', '=', 's5').execute()).length).toBe(1);
  });
});
