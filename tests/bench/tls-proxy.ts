import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface TlsProxy {
  url: string;
  stop(): Promise<void>;
}

/** Headers of one HTTP/1.1 hop that HTTP/2 forbids or that describe the other hop's connection. */
const HOP_HEADERS = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'host', 'http2-settings']);

/** A throwaway self-signed certificate for 127.0.0.1 (browsers are told to accept it: --ignore-certificate-errors). */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), 'vitalia-bench-tls-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const forwardable = (headers: IncomingHttpHeaders): IncomingHttpHeaders =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_HEADERS.has(name)));

/**
 * The TLS-terminating proxy production puts in front of the app (create-server.ts's `https` mode): HTTP/2 over TLS
 * to the browser, HTTP/1.1 to the server, with X-Forwarded-Proto so cookies are Secure. The bench measures pages
 * through it because no phone gets the app over plain HTTP/1.1, whose six connections per origin and a round trip
 * per file are not how the app is served.
 */
export async function serveTlsProxy(target: string, port: number): Promise<void> {
  const upstream = new URL(target);
  const server = createSecureServer(
    { ...selfSignedCertificate(), allowHTTP1: true },
    (request: Http2ServerRequest, response: Http2ServerResponse) => {
      const authority = request.headers[':authority'] ?? request.headers.host ?? `127.0.0.1:${port}`;
      const forward = httpRequest(
        {
          host: upstream.hostname,
          port: upstream.port,
          method: request.method,
          path: request.url,
          headers: { ...forwardable(request.headers), host: String(authority), 'x-forwarded-proto': 'https' },
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, forwardable(answer.headers));
          answer.pipe(response);
        },
      );
      forward.on('error', () => {
        if (!response.headersSent) response.writeHead(502);
        response.end();
      });
      request.pipe(forward);
    },
  );
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
}

const PROXY_PROCESS = fileURLToPath(new URL('./tls-proxy-process.ts', import.meta.url));

/**
 * The proxy in a process of its own at a lower CPU priority: on the bench's two cores its TLS work would otherwise
 * run in Lighthouse's process and take time from the page being measured, which a phone's host never does.
 */
export async function startTlsProxy(target: string, port: number): Promise<TlsProxy> {
  const child = spawn('nice', ['-n', '10', process.execPath, '--import', 'tsx', PROXY_PROCESS, target, String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`The TLS proxy exited with ${code} before it was ready`)));
  });
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
  };
  process.once('exit', stop);
  return {
    url: `https://127.0.0.1:${port}`,
    stop: async () => stop(),
  };
}
