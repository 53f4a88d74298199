import { connect } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TIMEOUTS } from '../../../../mocks/server/create-server';
import { startServer, type RunningServer } from './server-harness';

/**
 * A client that sends its request slowly (a slowloris trickle of headers, a body that stalls) cannot hold a
 * connection past the timeouts: Node checks them every connectionsCheckingInterval (1 s here, 30 s by default).
 */
vi.setConfig({ testTimeout: 30_000 });

const servers: RunningServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

interface Trickled {
  /** Milliseconds from the first byte to the server closing the connection. */
  closedAfter: number;
  /** What the server wrote before closing. */
  answer: string;
}

/**
 * Opens a connection, sends `start`, then `drip` every `everyMs` until the server closes the connection (or
 * `giveUpMs` passes, which fails the test that waits for a close).
 */
function trickle(origin: string, start: string, drip: string, everyMs: number, giveUpMs: number): Promise<Trickled> {
  const url = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname);
    let answer = '';
    let started = 0;
    let timer: NodeJS.Timeout | undefined;
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error(`still open after ${giveUpMs} ms`));
    }, giveUpMs);
    socket.on('connect', () => {
      started = performance.now();
      socket.write(start);
      timer = setInterval(() => socket.write(drip), everyMs);
    });
    socket.on('data', (chunk: Buffer) => void (answer += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve({ closedAfter: performance.now() - started, answer });
    });
  });
}

const HEAD = 'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n';

describe('slow clients', () => {
  it('the real headersTimeout: headers trickled a line a second are cut at 10–11 s with a 408', async () => {
    const server = await startServer();
    servers.push(server);
    const { closedAfter, answer } = await trickle(server.origin, HEAD, 'X-Trickle: 1\r\n', 1_000, 20_000);
    console.log(`header trickle closed after ${Math.round(closedAfter)} ms (headersTimeout ${TIMEOUTS.headersTimeout} ms)`);
    expect(closedAfter).toBeGreaterThanOrEqual(TIMEOUTS.headersTimeout - 50);
    // The check runs every second; a second more of slack for a machine shared with other work.
    expect(closedAfter).toBeLessThan(TIMEOUTS.headersTimeout + TIMEOUTS.connectionsCheckingInterval + 1_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  }, 40_000);

  it.each([
    ['headers trickled', HEAD, 'X-Trickle: 1\r\n', 1_500],
    [
      'a body that stalls after complete headers',
      'POST /v1/users HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/vnd.api+json\r\nContent-Length: 100000\r\n\r\n',
      '{',
      3_000,
    ],
  ])('%s: closed within a second of its timeout (short timeouts)', async (_name, start, drip, timeout) => {
    const server = await startServer({ timeouts: { headersTimeout: 1_500, requestTimeout: 3_000 } });
    servers.push(server);
    const { closedAfter, answer } = await trickle(server.origin, start, drip, 200, 10_000);
    expect(closedAfter).toBeGreaterThanOrEqual(timeout - 50);
    expect(closedAfter).toBeLessThan(timeout + 1_000 + 1_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('a client that sends its request in good time is answered, not timed out', async () => {
    const server = await startServer({ timeouts: { headersTimeout: 1_500, requestTimeout: 3_000 } });
    servers.push(server);
    const answer = await fetch(`${server.origin}/healthz`);
    expect(answer.status).toBe(200);
  });
});
