import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { JSON_API, killAll, refusedStart, signIn, startServerProcess, type ServerProcess } from './server-process';

/**
 * The limits across two server processes over one database, as behind a load balancer (issue 42): each attempt is
 * counted in the database before it acts, so a burst split over both instances gets no more through than the limit.
 * On an SQLite file in `npm test`; on PostgreSQL when VITALIA_TEST_DATABASE_URL names one (tests/postgres-suite.mjs).
 * Both instances trust 127.0.0.1 as their proxy, as they would trust their load balancer.
 */
const url = process.env.VITALIA_TEST_DATABASE_URL;
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

/** Runs one query on the instances' database from outside them. */
interface Database {
  target: string;
  count(query: string, parameter: string): Promise<number>;
  close(): Promise<void>;
}

async function sqliteDatabase(): Promise<Database> {
  const dir = mkdtempSync(path.join(tmpdir(), 'vitalia-limits-'));
  const target = path.join(dir, 'limits.sqlite');
  let reader: BetterSqlite3.Database | null = null;
  return {
    target,
    count: (query, parameter) => {
      reader ??= new BetterSqlite3(target, { readonly: true });
      return Promise.resolve(Number((reader.prepare(query.replaceAll('$1', '?')).get(parameter) as { count: number | string }).count));
    },
    close: () => {
      reader?.close();
      rmSync(dir, { recursive: true, force: true });
      return Promise.resolve();
    },
  };
}

async function postgresDatabase(base: string): Promise<Database> {
  const parsed = new URL(base);
  parsed.pathname = `${parsed.pathname}_rate_limits`;
  const name = parsed.pathname.slice(1);
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const client = new pg.Client({ connectionString: parsed.toString() });
  await client.connect();
  return {
    target: parsed.toString(),
    count: async (query, parameter) => Number((await client.query<{ count: string }>(query, [parameter])).rows[0]?.count),
    close: async () => {
      await client.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

const dialect = url ? 'PostgreSQL' : 'an SQLite file';

describe(`two server instances over ${dialect}`, () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let database: Database;

  beforeAll(async () => {
    database = url ? await postgresDatabase(url) : await sqliteDatabase();
    const flags = ['--db', database.target, '--trust-proxy', '127.0.0.1,::1'];
    // One seeds (a new SQLite file seeds by itself), then the other starts on the seeded database.
    a = await startServerProcess([...flags, ...(url ? ['--seed'] : [])]);
    b = await startServerProcess(flags);
  });
  afterAll(async () => {
    killAll();
    await database.close();
  });

  const either = (index: number) => (index % 2 === 0 ? a : b).origin;
  const post = async (origin: string, route: string, body: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${origin}${route}`, { method: 'POST', headers: { ...JSON_API, ...headers }, body: JSON.stringify(body) });
    await response.arrayBuffer();
    return response.status;
  };
  const tally = (statuses: readonly number[]) =>
    statuses.reduce<Record<number, number>>((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

  it('says at start which proxies it trusts', () => {
    expect(a.output()).toContain('client addresses from X-Forwarded-For when the request comes from 127.0.0.1/32, ::1/128');
  });

  it('30 wrong passwords for one account at once, split over both: 10 are checked (401), 20 answer 429', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        post(
          either(index),
          '/auth/token',
          { grant_type: 'password', username: 'results@example.com', password: `wrong-${index}` },
          { 'X-Forwarded-For': `198.51.100.${index + 1}` },
        ),
      ),
    );
    expect(tally(statuses)).toEqual({ 401: 10, 429: 20 });
    expect(await database.count('select count from rate_limits where key = $1', 'signInAccount:default:account:results@example.com')).toBe(
      10,
    );
    expect(await post(b.origin, '/auth/token', { grant_type: 'password', username: 'results@example.com', password: 'Passw0rd!' })).toBe(
      429,
    );
  });

  it('30 resends at once, split over both: 5 verification emails are sent, the rest answer 429', async () => {
    const session = await signIn(a.origin, 'unverified@example.com');
    const emails = () => database.count('select count(*) as count from emails where to_address = $1', 'unverified@example.com');
    const before = await emails();
    const statuses = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        post(either(index), '/v1/email_verification_codes', {}, { Cookie: `vitalia_session=${session}` }),
      ),
    );
    expect(tally(statuses)).toEqual({ 204: 5, 429: 25 });
    expect((await emails()) - before).toBe(5);
  });

  it('a forwarded client that used up its 50 failures on both is blocked on both; another client is not', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        post(
          either(index),
          '/auth/token',
          { grant_type: 'password', username: `nobody-${index}@example.com`, password: 'Wrong-pass1' },
          { 'X-Forwarded-For': '203.0.113.9' },
        ),
      ),
    );
    expect(tally(statuses)).toEqual({ 401: 50 });
    for (const origin of [a.origin, b.origin]) {
      expect(
        await post(
          origin,
          '/auth/token',
          { grant_type: 'password', username: 'tfp@example.com', password: 'Passw0rd!' },
          { 'X-Forwarded-For': '203.0.113.9' },
        ),
      ).toBe(429);
      expect(
        await post(
          origin,
          '/auth/token',
          { grant_type: 'password', username: 'tfp@example.com', password: 'Passw0rd!' },
          { 'X-Forwarded-For': '203.0.113.10' },
        ),
      ).toBe(201);
    }
  });
});

describe('--trust-proxy at start', () => {
  it('a list that is not address ranges stops the server with what is wrong', async () => {
    const { code, output } = await refusedStart(['--trust-proxy', '10.0.0.0/33']);
    expect(code).toBe(1);
    expect(output).toContain('--trust-proxy: "10.0.0.0/33" has a prefix length over 32, the most for IPv4.');
  });
});
