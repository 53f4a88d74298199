import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';

// Starting a real server process (tsx) twice per test is slow on a shared machine.
vi.setConfig({ testTimeout: 90_000 });

const JSON_API = { 'Content-Type': 'application/vnd.api+json' };
const dataDir = mkdtempSync(path.join(tmpdir(), 'vitalia-durability-'));
const running: ChildProcess[] = [];

afterEach(() => {
  for (const child of running.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** `npm start`'s server (not test mode) on a database file, on a free port; resolves once it listens. */
function startServer(file: string): Promise<{ origin: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'mocks/server/main.ts', '--api-only', '--port', '0', '--db', file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  running.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const port = /on http:\/\/127\.0\.0\.1:(\d+)\//.exec(output)?.[1];
      if (port) resolve({ origin: `http://127.0.0.1:${port}`, child });
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
}

async function signIn(origin: string): Promise<string> {
  const response = await fetch(`${origin}/auth/token`, {
    method: 'POST',
    headers: JSON_API,
    body: JSON.stringify({ grant_type: 'password', username: 'results@example.com', password: 'Passw0rd!' }),
  });
  expect(response.status).toBe(201);
  return /vitalia_session=([^;]+)/.exec(response.headers.getSetCookie().join(';'))?.[1] ?? '';
}

const patchPhone = (origin: string, session: string, phone: string) =>
  fetch(`${origin}/v1/user`, {
    method: 'PATCH',
    headers: { ...JSON_API, Cookie: `vitalia_session=${session}` },
    body: JSON.stringify({ data: { type: 'users', attributes: { phone_number: phone } } }),
  });

async function phoneOf(origin: string, session: string): Promise<string> {
  const response = await fetch(`${origin}/v1/user`, { headers: { Cookie: `vitalia_session=${session}` } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { attributes: { phone_number: string } } }).data.attributes.phone_number;
}

function killHard(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

describe('a committed write survives the server being killed', () => {
  it('after the commit: kill -9, restart, the write and the session are still there', async () => {
    const file = path.join(dataDir, 'after-commit.sqlite');
    const first = await startServer(file);
    const session = await signIn(first.origin);
    expect((await patchPhone(first.origin, session, '07700900001')).status).toBe(200);
    await killHard(first.child);

    const second = await startServer(file);
    expect(await phoneOf(second.origin, session)).toBe('07700900001');
  });

  it('mid-request: writes in flight when killed are all there or not at all, and the database still opens', async () => {
    const file = path.join(dataDir, 'mid-request.sqlite');
    const first = await startServer(file);
    const session = await signIn(first.origin);
    expect((await patchPhone(first.origin, session, '07700900100')).status).toBe(200);
    const inFlight = Array.from({ length: 20 }, (_, index) =>
      patchPhone(first.origin, session, `077009002${String(index).padStart(2, '0')}`).catch(() => null),
    );
    await new Promise((resolve) => setTimeout(resolve, 30));
    await killHard(first.child);
    await Promise.all(inFlight);

    const second = await startServer(file);
    const phone = await phoneOf(second.origin, session);
    // The committed write before the burst, or one of the burst's writes whole: never a torn or lost state.
    expect(phone).toMatch(/^07700900100$|^077009002\d\d$/);
    expect((await patchPhone(second.origin, session, '07700900300')).status).toBe(200);
    expect(await phoneOf(second.origin, session)).toBe('07700900300');
  });
});
