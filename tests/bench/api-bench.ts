import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';

/**
 * npm run bench:api [-- --dialect sqlite|postgres|both] [--duration 10] [--connections 10,50,200] [--long 50000]
 * [--port 4814] [--postgres postgres://postgres@127.0.0.1:5432/vitalia_db_bench]
 *
 * The local server as an operator runs it (its own process, request log off), on a fresh seeded database:
 * signed-in reads (GET /v1/user) and writes (PATCH /v1/user) by 50 people with their own sessions, at each
 * number of connections; then a long mixed run, with the server's RSS and the database's size before and
 * after. Writes JSON to bench-results/api.json. Targets (issue 21): at 50 connections >= 1,000 reads/s and
 * >= 200 writes/s, p99 <= 100 ms, no errors.
 */
const { values } = parseArgs({
  options: {
    dialect: { type: 'string', default: 'both' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10,50,200' },
    long: { type: 'string', default: '50000' },
    port: { type: 'string', default: '4814' },
    postgres: { type: 'string', default: process.env.VITALIA_BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/vitalia_db_bench' },
  },
});
const PEOPLE = 50;
const port = Number(values.port);
const origin = `http://127.0.0.1:${port}`;
const JSON_API = { 'Content-Type': 'application/vnd.api+json' };

function startServer(database: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_SERVER_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_SERVER_PROF] : []),
      '--import',
      'tsx',
      'mocks/server/main.ts',
      '--api-only',
      '--port',
      String(port),
      '--db',
      database,
      '--seed',
      '--quiet-log',
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`:${port}/`)) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
}

async function stopServer(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** PEOPLE accounts, each signed in: the benchmark's sessions. */
async function sessions(): Promise<string[]> {
  const cookies: string[] = [];
  for (let index = 0; index < PEOPLE; index += 1) {
    const body = JSON.stringify({
      data: {
        type: 'users',
        attributes: {
          email: `bench-${index}-${Date.now()}@example.com`,
          password: 'Bench-passw0rd',
          first_name: 'Bench',
          last_name: 'Person',
          accept_terms: true,
        },
      },
    });
    const response = await fetch(`${origin}/v1/users`, { method: 'POST', headers: JSON_API, body });
    const cookie = /vitalia_session=[^;]+/.exec(response.headers.getSetCookie().join(';'))?.[0];
    if (response.status !== 201 || !cookie) throw new Error(`sign-up answered ${response.status}`);
    cookies.push(cookie);
  }
  return cookies;
}

function rotating(cookies: string[], spec: { method: string; path: string; body?: () => string }) {
  let next = 0;
  return [
    {
      method: spec.method,
      path: spec.path,
      headers: JSON_API,
      setupRequest: (request: { headers?: Record<string, string>; body?: string }) => {
        const cookie = cookies[next++ % cookies.length] ?? '';
        return { ...request, headers: { ...JSON_API, Cookie: cookie }, ...(spec.body ? { body: spec.body() } : {}) };
      },
    },
  ];
}

const READ = { method: 'GET', path: '/v1/user' };
let phone = 0;
const WRITE = {
  method: 'PATCH',
  path: '/v1/user',
  body: () =>
    JSON.stringify({
      data: { type: 'users', attributes: { phone_number: `07700${String(900000 + (phone++ % 99999)).padStart(6, '0')}` } },
    }),
};

/** CPU seconds the server process has used (user + system): what a request costs, whatever else the machine runs. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

function rssKb(pid: number): number {
  return Number(
    execFileSync('ps', ['-o', 'rss=', '-p', String(pid)])
      .toString()
      .trim(),
  );
}

interface Row {
  dialect: string;
  kind: string;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  total: number;
  cpuMsPerRequest: number;
}

async function measure(dialect: string, cookies: string[], pid: number): Promise<Row[]> {
  const rows: Row[] = [];
  for (const connections of values.connections.split(',').map(Number)) {
    for (const [kind, spec] of [
      ['read', READ],
      ['write', WRITE],
    ] as const) {
      const cpuBefore = cpuSeconds(pid);
      const result = await autocannon({
        url: origin,
        connections,
        duration: Number(values.duration),
        timeout: 10,
        requests: rotating(cookies, spec),
      });
      const cpuMsPerRequest = Math.round((((cpuSeconds(pid) - cpuBefore) * 1000) / Math.max(1, result.requests.total)) * 100) / 100;
      const row = {
        dialect,
        kind,
        connections,
        rps: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.timeouts,
        non2xx: result.non2xx,
        total: result.requests.total,
        cpuMsPerRequest,
      };
      rows.push(row);
      console.log(
        `${dialect.padEnd(8)} ${kind.padEnd(5)} c=${String(connections).padStart(3)}  ${String(row.rps).padStart(5)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  errors ${row.errors}  non-2xx ${row.non2xx}  server CPU ${row.cpuMsPerRequest} ms/request`,
      );
    }
  }
  return rows;
}

async function databaseBytes(dialect: string, target: string): Promise<number> {
  if (dialect === 'sqlite')
    return ['', '-wal'].reduce((sum, suffix) => sum + (statSync(`${target}${suffix}`, { throwIfNoEntry: false })?.size ?? 0), 0);
  const client = new pg.Client({ connectionString: target });
  await client.connect();
  const { rows } = await client.query<{ size: string }>('select pg_database_size(current_database()) as size');
  await client.end();
  return Number(rows[0]?.size ?? 0);
}

async function freshPostgres(url: string): Promise<void> {
  const admin = new URL(url);
  const name = admin.pathname.slice(1);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.query(`create database ${name}`);
  await client.end();
}

async function bench(dialect: 'sqlite' | 'postgres') {
  const dir = mkdtempSync(path.join(tmpdir(), 'vitalia-api-bench-'));
  const target = dialect === 'sqlite' ? path.join(dir, 'bench.sqlite') : values.postgres;
  if (dialect === 'postgres') await freshPostgres(target);
  const server = await startServer(target);
  try {
    const cookies = await sessions();
    const rows = await measure(dialect, cookies, server.pid ?? 0);
    // The long run: half reads, half writes, by the same people; what grows is what they wrote, not the server.
    const before = { rssKb: rssKb(server.pid ?? 0), bytes: await databaseBytes(dialect, target) };
    const amount = Number(values.long);
    await autocannon({ url: origin, connections: 50, amount: amount / 2, timeout: 10, requests: rotating(cookies, READ) });
    await autocannon({ url: origin, connections: 50, amount: amount / 2, timeout: 10, requests: rotating(cookies, WRITE) });
    const after = { rssKb: rssKb(server.pid ?? 0), bytes: await databaseBytes(dialect, target) };
    console.log(
      `${dialect.padEnd(8)} ${amount} requests: RSS ${Math.round(before.rssKb / 1024)} -> ${Math.round(after.rssKb / 1024)} MB, database ${before.bytes} -> ${after.bytes} bytes`,
    );
    return { rows, long: { requests: amount, before, after } };
  } finally {
    await stopServer(server);
    rmSync(dir, { recursive: true, force: true });
  }
}

const dialects = values.dialect === 'both' ? (['sqlite', 'postgres'] as const) : [values.dialect as 'sqlite' | 'postgres'];
const results: Record<string, unknown> = { at: new Date().toISOString(), duration_s: Number(values.duration) };
for (const dialect of dialects) results[dialect] = await bench(dialect);
mkdirSync('bench-results', { recursive: true });
writeFileSync('bench-results/api.json', `${JSON.stringify(results, null, 2)}\n`);
console.log('written bench-results/api.json');
