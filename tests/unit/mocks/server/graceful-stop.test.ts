import { request as httpRequest, Agent } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppServer, type AppServer } from '../../../../mocks/server/create-server';

/**
 * Stopping the server (what main.ts does on SIGTERM), in this process: what was accepted is answered, idle
 * connections go at once, and only what still runs at the deadline is cut, and counted. The same stop with real
 * processes and keep-alive traffic is in server-stop.test.ts.
 */
vi.setConfig({ testTimeout: 30_000 });

const servers: AppServer[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.closeAllConnections();
});

async function listening(): Promise<{ server: AppServer; port: number }> {
  const server = createAppServer({ appDir: null, siteDir: null, testMode: false, https: false, quietLog: true });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

/** A connection that has sent part of a request's headers: the rest is sent by finish(). */
function partialRequest(port: number, head: string, rest: string): { finish(): void; answer: Promise<string>; closed: Promise<number> } {
  const socket = connect(port, '127.0.0.1');
  socket.write(head);
  let answer = '';
  socket.on('data', (chunk: Buffer) => void (answer += chunk.toString()));
  socket.on('error', () => undefined);
  const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(performance.now())));
  return { finish: () => void socket.write(rest), answer: closed.then(() => answer), closed };
}

describe('stopping the server', () => {
  it('with nothing in flight: an idle keep-alive connection is closed at once and the stop resolves at once', async () => {
    const { server, port } = await listening();
    const agent = new Agent({ keepAlive: true });
    const first = await new Promise<string | undefined>((resolve) => {
      httpRequest({ port, path: '/healthz', agent }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.headers.connection));
      }).end();
    });
    expect(first).toBe('keep-alive');
    const started = performance.now();
    const report = await server.stop(10_000);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(report).toMatchObject({ answered: 0, cut: 0 });
    agent.destroy();
  });

  it('a request accepted before the stop is answered, with Connection: close and /readyz saying it is shutting down', async () => {
    const { server, port } = await listening();
    const readiness = partialRequest(port, 'GET /readyz HTTP/1.1\r\nHost: 127.0.0.1\r\n', 'Connection: keep-alive\r\n\r\n');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const stopped = server.stop(10_000);
    readiness.finish();
    const answer = await readiness.answer;
    expect(answer).toMatch(/^HTTP\/1\.1 503 /);
    expect(answer).toMatch(/\r\nConnection: close\r\n/i);
    expect(answer).toMatch(/\r\nCache-Control: no-store\r\n/i);
    // The body is chunked: its JSON is whole inside the one chunk.
    expect(answer).toContain('{"status":"unavailable","reason":"shutting down"');
    expect(await stopped).toMatchObject({ answered: 1, cut: 0 });
  });

  it('what still runs at the deadline is cut, and counted; the rest was answered', async () => {
    const { server, port } = await listening();
    // Headers complete, body never: a request the handler is waiting on.
    const stalled = partialRequest(
      port,
      'POST /v1/users HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/vnd.api+json\r\nContent-Length: 1000\r\n\r\n{',
      '',
    );
    const answered = partialRequest(port, 'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n', '\r\n');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = performance.now();
    const stopped = server.stop(800);
    answered.finish();
    expect(await answered.answer).toMatch(/^HTTP\/1\.1 200 /);
    const report = await stopped;
    expect(report).toMatchObject({ answered: 1, cut: 1 });
    expect(report.ms).toBeGreaterThanOrEqual(790);
    expect((await stalled.closed) - started).toBeLessThan(2_000);
    expect(await stalled.answer).toBe('');
  });

  it('no new connection is taken once stopping', async () => {
    const { server, port } = await listening();
    await server.stop(1_000);
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
  });
});
