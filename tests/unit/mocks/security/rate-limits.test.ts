import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { readConnection } from '../../../../mocks/db/store';
import {
  LIMITS,
  releaseAttempt,
  reserveAttempt,
  type Attempt,
  type LimitKey,
  type LimitName,
  type Reservation,
} from '../../../../mocks/security/rate-limits';

/**
 * The limits' store on the database the suite runs on: in-memory SQLite in `npm test`, a PostgreSQL schema of this
 * worker's own under tests/postgres-suite.mjs (there the parallel reservations run on four pooled connections).
 */
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

// Opening the worker's database (on PostgreSQL: a schema migrated and seeded) is no test's time.
beforeAll(async () => {
  await readConnection();
});

const fresh = (limit: LimitName): LimitKey => ({ limit, key: `test:${randomUUID()}` });
const allowed = (reservations: readonly Reservation[]) => reservations.filter((reservation) => reservation.allowed).length;
const attemptOf = (reservation: Reservation): Attempt => {
  if (!reservation.allowed) throw new Error('expected the attempt to be counted');
  return reservation.attempt;
};

async function storedCount(limitKey: LimitKey): Promise<number | null> {
  const db = await readConnection();
  const row = await db.selectFrom('rate_limits').select('count').where('key', '=', `${limitKey.limit}:${limitKey.key}`).executeTakeFirst();
  return row === undefined ? null : Number(row.count);
}

async function reserveMany(keys: readonly LimitKey[], times: number, now = Date.now()): Promise<Reservation[]> {
  return Promise.all(Array.from({ length: times }, () => reserveAttempt(keys, now)));
}

describe('reserveAttempt counts before the attempt acts', () => {
  it.each<[LimitName, number]>(Object.entries(LIMITS).map(([name, { points }]) => [name as LimitName, points]))(
    '%s: of 30 parallel attempts exactly %i are let through, the rest wait for the window',
    async (limit, points) => {
      const key = fresh(limit);
      const now = Date.now();
      const reservations = await reserveMany([key], Math.max(30, points + 5), now);
      expect(allowed(reservations)).toBe(points);
      for (const reservation of reservations) {
        if (!reservation.allowed) {
          expect(reservation.waitMs).toBeGreaterThan(0);
          expect(reservation.waitMs).toBeLessThanOrEqual(LIMITS[limit].duration * 1000);
        }
      }
      expect(await storedCount(key)).toBe(points);
    },
  );

  it('an attempt refused by one limit counts against none of the others', async () => {
    const account = fresh('signInAccount');
    const address = fresh('signInAddress');
    expect(allowed(await reserveMany([account, address], 10))).toBe(10);
    expect(allowed(await reserveMany([account, address], 20))).toBe(0);
    expect(await storedCount(address)).toBe(10);
    expect(await storedCount(account)).toBe(10);
  });

  it('a window that has ended starts over at 1', async () => {
    const key = fresh('signInAccount');
    const start = Date.now();
    expect(allowed(await reserveMany([key], 12, start))).toBe(10);
    expect(allowed(await reserveMany([key], 1, start + LIMITS.signInAccount.duration * 1000 - 1))).toBe(0);
    expect(allowed(await reserveMany([key], 12, start + LIMITS.signInAccount.duration * 1000))).toBe(10);
  });
});

describe('releaseAttempt: an attempt that was not a failure', () => {
  it('gives its point back, so one more attempt is let through', async () => {
    const key = fresh('verificationAddress');
    const first = attemptOf(await reserveAttempt([key]));
    expect(allowed(await reserveMany([key], 19))).toBe(19);
    await releaseAttempt(first);
    expect(await storedCount(key)).toBe(19);
    expect(allowed(await reserveMany([key], 3))).toBe(1);
  });

  it('clears the limits it names (a right password clears the account) and gives the others their point back', async () => {
    const account = fresh('signInAccount');
    const address = fresh('signInAddress');
    await reserveMany([account, address], 9);
    await releaseAttempt(attemptOf(await reserveAttempt([account, address])), ['signInAccount']);
    expect(await storedCount(account)).toBeNull();
    expect(await storedCount(address)).toBe(9);
    expect(allowed(await reserveMany([account], 12))).toBe(10);
  });

  it('leaves a window that has started over since alone', async () => {
    const key = fresh('membershipAddress');
    const start = Date.now();
    const old = attemptOf(await reserveAttempt([key], start));
    await reserveMany([key], 3, start + LIMITS.membershipAddress.duration * 1000);
    await releaseAttempt(old);
    expect(await storedCount(key)).toBe(3);
  });
});
