import { request as httpRequest } from 'node:http';
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { JSON_API, killAll, refusedStart, signIn, startServerProcess } from './server-process';

// Real server processes (tsx) on a shared machine.
vi.setConfig({ testTimeout: 90_000 });

const dataDir = mkdtempSync(path.join(tmpdir(), 'vitalia-faults-'));
afterEach(() => killAll());
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/**
 * A file no write may change, whoever the server runs as: root writes through file modes, so as root (CI) the file
 * is made immutable (chattr +i), which refuses root too; anyone else gets a read-only mode.
 */
function setWritable(file: string, writable: boolean): void {
  if (process.getuid?.() === 0) execFileSync('chattr', [writable ? '-i' : '+i', file]);
  else chmodSync(file, writable ? 0o644 : 0o444);
}

const patchPhone = (origin: string, session: string, phone: string) =>
  fetch(`${origin}/v1/user`, {
    method: 'PATCH',
    headers: { ...JSON_API, Cookie: `vitalia_session=${session}` },
    body: JSON.stringify({ data: { type: 'users', attributes: { phone_number: phone } } }),
  });

const readUser = (origin: string, session: string) => fetch(`${origin}/v1/user`, { headers: { Cookie: `vitalia_session=${session}` } });

/** A PATCH whose body arrives in two halves, so it is in flight (accepted, unanswered) for as long as we wait. */
function slowPatch(origin: string, session: string, phone: string): { finish(): void; answer: Promise<number> } {
  const body = JSON.stringify({ data: { type: 'users', attributes: { phone_number: phone } } });
  const url = new URL('/v1/user', origin);
  let finish = () => undefined as void;
  const answer = new Promise<number>((resolve, reject) => {
    const request = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'PATCH',
        headers: { ...JSON_API, Cookie: `vitalia_session=${session}`, 'Content-Length': String(Buffer.byteLength(body)) },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.write(body.slice(0, 10));
    finish = () => void request.end(body.slice(10));
  });
  return { finish: () => finish(), answer };
}

describe('the server under faults', () => {
  it('SIGTERM with requests in flight: they complete, then the process exits cleanly', async () => {
    const server = await startServerProcess(['--db', path.join(dataDir, 'drain.sqlite')]);
    const session = await signIn(server.origin);
    const inFlight = Array.from({ length: 20 }, (_, index) =>
      slowPatch(server.origin, session, `0770090${String(index).padStart(4, '0')}`),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const request of inFlight) request.finish();
    expect(await Promise.all(inFlight.map((request) => request.answer))).toEqual(Array.from({ length: 20 }, () => 200));
    expect(await server.exited).toBe(0);
    expect(server.output()).toMatch(/SIGTERM: finishing requests in flight/);
  });

  it('the database file deleted while the server runs: writes and reads answer 503 and are logged, never a 201 that is lost', async () => {
    const file = path.join(dataDir, 'vanishing.sqlite');
    const server = await startServerProcess(['--db', file], { LOG_LEVEL: 'info' });
    const session = await signIn(server.origin);
    expect((await patchPhone(server.origin, session, '07700900001')).status).toBe(200);
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
    const answer = await patchPhone(server.origin, session, '07700900002');
    expect(answer.status).toBe(503);
    expect(((await answer.json()) as { errors: { detail: string }[] }).errors[0]?.detail).toBe(
      'The service is unavailable. Please try again in a few minutes.',
    );
    // SQLite would still read the old, unlinked file: data nobody can change any more is not served as current.
    for (const read of [
      readUser(server.origin, session),
      fetch(`${server.origin}/v1/tests`, { headers: { Cookie: `vitalia_session=${session}` } }),
      fetch(`${server.origin}/content-api/api/v1/documents`),
    ]) {
      const refused = await read;
      expect(refused.status).toBe(503);
      expect(((await refused.json()) as { errors: { detail: string }[] }).errors[0]?.detail).toBe(
        'The service is unavailable. Please try again in a few minutes.',
      );
    }
    expect((await fetch(`${server.origin}/readyz`)).status).toBe(503);
    expect((await fetch(`${server.origin}/healthz`)).status).toBe(200);
    // The log line travels through a pipe: it may arrive a moment after the answer.
    await vi.waitFor(() => expect(server.output()).toMatch(/database unavailable: answered 503/), { timeout: 5_000 });
    expect(server.output()).not.toMatch(/\n\s+at /);
  });

  it('the database file replaced by another: 503 too (the server never writes to a file it did not open)', async () => {
    const file = path.join(dataDir, 'replaced.sqlite');
    const server = await startServerProcess(['--db', file]);
    const session = await signIn(server.origin);
    expect((await readUser(server.origin, session)).status).toBe(200);
    rmSync(file);
    writeFileSync(file, '');
    expect((await patchPhone(server.origin, session, '07700900003')).status).toBe(503);
    expect((await readUser(server.origin, session)).status).toBe(503);
    expect((await fetch(`${server.origin}/readyz`)).status).toBe(503);
  });

  it('the database file made read-only while the server runs: 503 and a log line, then writes resume when it is writable again', async () => {
    const file = path.join(dataDir, 'readonly.sqlite');
    const server = await startServerProcess(['--db', file], { LOG_LEVEL: 'info' });
    const session = await signIn(server.origin);
    expect((await patchPhone(server.origin, session, '07700900004')).status).toBe(200);
    setWritable(file, false);
    try {
      const refused = await patchPhone(server.origin, session, '07700900005');
      expect(refused.status).toBe(503);
      expect(((await refused.json()) as { errors: { detail: string }[] }).errors[0]?.detail).toBe(
        'The service is unavailable. Please try again in a few minutes.',
      );
      expect((await fetch(`${server.origin}/readyz`)).status).toBe(503);
      // A read-only file is still the server's own: reads answer from it.
      expect((await readUser(server.origin, session)).status).toBe(200);
      await vi.waitFor(
        () =>
          expect(server.output()).toMatch(
            /database unavailable: answered 503.*not writable|not writable.*database unavailable: answered 503/,
          ),
        { timeout: 5_000 },
      );
    } finally {
      setWritable(file, true);
    }
    expect((await patchPhone(server.origin, session, '07700900006')).status).toBe(200);
    const user = await fetch(`${server.origin}/v1/user`, { headers: { Cookie: `vitalia_session=${session}` } });
    // What was refused was not kept; what came after was.
    expect(((await user.json()) as { data: { attributes: { phone_number: string } } }).data.attributes.phone_number).toBe('07700900006');
  });

  it('a corrupt file is refused at start in one clear line', async () => {
    const file = path.join(dataDir, 'corrupt.sqlite');
    writeFileSync(file, Buffer.concat([Buffer.from('SQLite format 3\0'), Buffer.alloc(4096, 0x5a)]));
    const { code, output } = await refusedStart(['--db', file]);
    expect(code).toBe(1);
    expect(output.trim()).toMatch(/^Cannot start: .*corrupt\.sqlite is not a usable SQLite database .*npm run db:reset$/);
    expect(output.trim().split('\n')).toHaveLength(1);
  });

  it('a busy port is one clear line', async () => {
    const first = await startServerProcess(['--db', path.join(dataDir, 'port.sqlite')]);
    const port = new URL(first.origin).port;
    const { code, output } = await refusedStart(['--db', path.join(dataDir, 'port-2.sqlite'), '--port', port]);
    expect(code).toBe(1);
    expect(output.trim().split('\n').at(-1)).toBe(
      `Port ${port} on 127.0.0.1 is already in use: stop what is using it, or start with --port <another>.`,
    );
    expect(output).not.toMatch(/\n\s+at /);
  });

  it('seeds a new file and says so; an existing one is not seeded again; healthz and readyz answer JSON', async () => {
    const file = path.join(dataDir, 'seeding.sqlite');
    const first = await startServerProcess(['--db', file]);
    expect(first.output()).toMatch(/seeded the demo personas/);
    expect(await (await fetch(`${first.origin}/readyz`)).json()).toEqual({ status: 'ready', database: 'sqlite' });
    expect(await (await fetch(`${first.origin}/healthz`)).json()).toMatchObject({ status: 'ok' });
    first.child.kill('SIGTERM');
    await first.exited;
    const second = await startServerProcess(['--db', file]);
    expect(second.output()).not.toMatch(/seeded/);
    await signIn(second.origin);
  });

  it('production mode: no mailbox, no stand-in site, no test routes, Secure cookies, no seeding', async () => {
    const file = path.join(dataDir, 'production.sqlite');
    const server = await startServerProcess(['--db', file, '--production']);
    expect(server.output()).toMatch(/production never seeds/);
    expect((await fetch(`${server.origin}/site/mailbox`)).status).toBe(404);
    expect((await fetch(`${server.origin}/__test__/emails`)).status).toBe(404);
    const body = JSON.stringify({
      data: {
        type: 'users',
        attributes: { email: 'first@example.com', password: 'Sunsh1ne!', first_name: 'First', last_name: 'Person', accept_terms: true },
      },
    });
    const created = await fetch(`${server.origin}/v1/users`, { method: 'POST', headers: JSON_API, body });
    expect(created.status).toBe(201);
    expect(created.headers.getSetCookie().join(';')).toMatch(/; Secure/);
  });
});
