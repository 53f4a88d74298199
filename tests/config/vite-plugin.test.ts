import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, createLogger, createServer, type Logger } from 'vite';
import { configCodegenPlugin } from '../../codegen/vite-plugin';

const here = __dirname;
const root = path.resolve(here, '../..');
const expectedError = 'config/routes.yaml:17:13 routes[2].redirects[0].to: unknown route "helth-scores-category" (did you mean "health-scores-category"?)';

/** A project copy whose routes.yaml has a typo in a route name. */
function brokenProject(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'config-plugin-'));
  cpSync(path.join(here, 'good'), path.join(dir, 'config'), { recursive: true });
  cpSync(path.join(here, 'broken/unknown-route/routes.yaml'), path.join(dir, 'config/routes.yaml'));
  cpSync(path.join(root, 'schemas'), path.join(dir, 'schemas'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>t</title><script type="module" src="/main.js"></script>');
  writeFileSync(path.join(dir, 'main.js'), 'export {};\n');
  return dir;
}

function capturingLogger(errors: string[]): Logger {
  const logger = createLogger('silent');
  return { ...logger, error: (message) => void errors.push(message) };
}

/** The first `count` JSON messages the dev server's HMR socket sends, read with a bare WebSocket handshake. */
function hmrMessages(port: number, count: number): Promise<unknown[]> {
  return new Promise((resolve, reject) => {
    const request = http.request({
      host: '127.0.0.1', port, path: '/',
      headers: {
        Connection: 'Upgrade', Upgrade: 'websocket', 'Sec-WebSocket-Version': '13',
        'Sec-WebSocket-Key': randomBytes(16).toString('base64'), 'Sec-WebSocket-Protocol': 'vite-hmr',
      },
    });
    request.on('error', reject);
    request.on('upgrade', (_response, socket, head) => {
      let buffer = Buffer.from(head);
      const messages: unknown[] = [];
      const drain = (): void => {
        readFrames();
        if (messages.length >= count) {
          socket.destroy();
          resolve(messages.slice(0, count));
        }
      };
      const readFrames = (): void => {
        // Server frames are unmasked; vite's messages are single text frames.
        while (buffer.length >= 2) {
          let length = (buffer[1] ?? 0) & 0x7f;
          let offset = 2;
          if (length === 126) { length = buffer.readUInt16BE(2); offset = 4; }
          else if (length === 127) { length = Number(buffer.readBigUInt64BE(2)); offset = 10; }
          if (buffer.length < offset + length) return;
          messages.push(JSON.parse(buffer.subarray(offset, offset + length).toString('utf8')));
          buffer = buffer.subarray(offset + length);
        }
      };
      socket.on('data', (chunk: Buffer) => {
        buffer = Buffer.concat([buffer, chunk]);
        drain();
      });
      drain();
    });
    request.end();
  });
}

describe('config codegen Vite plugin with a broken config', () => {
  let dir = '';
  beforeAll(() => {
    dir = brokenProject();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('still starts the dev server, logs the error and shows it to every page that connects', async () => {
    const errors: string[] = [];
    const server = await createServer({
      configFile: false, root: dir, customLogger: capturingLogger(errors), plugins: [configCodegenPlugin()],
      server: { host: '127.0.0.1', port: 0, strictPort: false },
    });
    try {
      await server.listen();
      const { port } = server.httpServer?.address() as AddressInfo;
      expect(errors.join('\n')).toContain(expectedError);
      for (let page = 0; page < 2; page += 1) {
        const [connected, overlay] = await hmrMessages(port, 2);
        expect(connected).toEqual({ type: 'connected' });
        expect(overlay).toMatchObject({
          type: 'error',
          err: { plugin: 'config-codegen', loc: { file: path.join(dir, 'config/routes.yaml'), line: 17, column: 13 } },
        });
        expect((overlay as { err: { message: string } }).err.message).toContain(expectedError);
      }
    } finally {
      await server.close();
    }
  });

  it('fails vite build with the error', async () => {
    await expect(build({ configFile: false, root: dir, logLevel: 'silent', plugins: [configCodegenPlugin()], build: { write: false } }))
      .rejects.toThrow(expectedError);
  });
});
