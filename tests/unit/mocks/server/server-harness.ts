import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createAppServer, type ServerOptions } from '../../../../mocks/server/create-server';

/** A built app in miniature: index.html, one hashed asset, one unhashed public file. */
export function fakeDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'vitalia-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html lang="en"><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div>${' '.repeat(600)}</body></html>`,
  );
  writeFileSync(path.join(dir, 'assets/index-abc123.js'), `console.log(${JSON.stringify('x'.repeat(2000))});`);
  writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\n');
  return dir;
}

export interface RunningServer {
  origin: string;
  close(): Promise<void>;
}

/** The local server in this process on a free port (its database is whatever the store has open). */
export async function startServer(options: Partial<ServerOptions> = {}): Promise<RunningServer> {
  const server = createAppServer({ appDir: null, siteDir: null, testMode: false, https: false, ...options });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The value of the session cookie a response sets ('' when it clears it), or null when it sets none. */
export function sessionFrom(response: Response): string | null {
  const header = response.headers.getSetCookie().find((cookie) => cookie.startsWith('vitalia_session='));
  return header ? (/^vitalia_session=([^;]*)/.exec(header)?.[1] ?? '') : null;
}

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A request with any Host header (fetch sets its own), answered in full. */
export function rawRequest(
  origin: string,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: string | Buffer },
): Promise<RawAnswer> {
  const url = new URL(options.path, origin);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: options.method ?? 'GET',
        headers: options.headers,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}
