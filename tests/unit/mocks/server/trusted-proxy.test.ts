import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { enableTestScopes } from '../../../../mocks/db/scopes';
import { parseTrustedProxies } from '../../../../mocks/security/trusted-proxies';
import { startServer, type RunningServer } from './server-harness';

/**
 * Per-address limits behind a load balancer (issue 42): every request's socket is the balancer's. With the balancer
 * trusted, X-Forwarded-For tells people apart; from a socket that is not trusted, the header is ignored.
 */
vi.setConfig({ testTimeout: 60_000 });

let behindProxy: RunningServer;
let direct: RunningServer;

beforeAll(async () => {
  enableTestScopes();
  // The tests' requests come from 127.0.0.1: to the first server that is its load balancer.
  behindProxy = await startServer({ testMode: true, trustProxy: parseTrustedProxies('127.0.0.1, ::1', '--trust-proxy') });
  direct = await startServer({ testMode: true });
});
afterAll(async () => {
  await behindProxy.close();
  await direct.close();
});

const signIn = async (server: RunningServer, scope: string, username: string, password: string, forwardedFor?: string): Promise<number> => {
  const response = await fetch(`${server.origin}/auth/token`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/vnd.api+json',
      Cookie: `vitalia_test_scope=${scope}`,
      ...(forwardedFor === undefined ? {} : { 'X-Forwarded-For': forwardedFor }),
    },
    body: JSON.stringify({ grant_type: 'password', username, password }),
  });
  await response.arrayBuffer();
  return response.status;
};

/** 50 wrong passwords over 50 accounts (the per-account limit never comes into it), all at once. */
const spray = (server: RunningServer, scope: string, forwardedFor: (index: number) => string) =>
  Promise.all(
    Array.from({ length: 50 }, (_, index) => signIn(server, scope, `nobody-${index}@example.com`, 'Wrong-pass1', forwardedFor(index))),
  );

describe('behind a trusted proxy', () => {
  it('50 failed sign-ins from one forwarded client do not block another forwarded client', async () => {
    const scope = `proxy-${randomUUID().slice(0, 8)}`;
    expect(new Set(await spray(behindProxy, scope, () => '198.51.100.7'))).toEqual(new Set([401]));
    expect(await signIn(behindProxy, scope, 'nobody-x@example.com', 'Wrong-pass1', '198.51.100.7')).toBe(429);
    // The client's own entries left of what the proxy added change nothing.
    expect(await signIn(behindProxy, scope, 'results@example.com', 'Passw0rd!', '203.0.113.50, 198.51.100.7')).toBe(429);
    expect(await signIn(behindProxy, scope, 'results@example.com', 'Passw0rd!', '198.51.100.8')).toBe(201);
    expect(await signIn(behindProxy, scope, 'tfp@example.com', 'Passw0rd!', '2001:db8::8')).toBe(201);
  });
});

describe('from a socket that is not a trusted proxy', () => {
  it('X-Forwarded-For is ignored: 50 failures under 50 made-up addresses block the socket’s address', async () => {
    const scope = `direct-${randomUUID().slice(0, 8)}`;
    expect(new Set(await spray(direct, scope, (index) => `198.51.100.${index + 1}`))).toEqual(new Set([401]));
    expect(await signIn(direct, scope, 'results@example.com', 'Passw0rd!', '203.0.113.77')).toBe(429);
    expect(await signIn(direct, scope, 'results@example.com', 'Passw0rd!')).toBe(429);
  });
});
