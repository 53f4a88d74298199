import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { acceptsEncoding } from './response-encoding';
import { routeHtmlVariants } from './route-preload-html';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.webmanifest']);

interface StaticFile {
  body: Buffer;
  type: string;
  etag: string;
  compressible: boolean;
  gzip?: Buffer;
  brotli?: Buffer;
}

/** A built folder held in memory: served with history fallback, compressed once per file, revalidated by ETag. */
export interface StaticSite {
  /** Serves a GET/HEAD under this site; false when the path is not this site's. */
  serve(request: IncomingMessage, response: ServerResponse, pathname: string, headers: Record<string, string>): boolean;
}

function staticFile(body: Buffer, extension: string): StaticFile {
  const file: StaticFile = {
    body,
    type: TYPES[extension] ?? 'application/octet-stream',
    compressible: COMPRESSIBLE.has(extension) && body.length >= 512,
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`,
  };
  precompress(file);
  return file;
}

function readTree(root: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const full = path.join(folder, name);
      if (statSync(full).isDirectory()) walk(full);
      else {
        const relative = `/${path.relative(root, full).split(path.sep).join('/')}`;
        files.set(relative, staticFile(readFileSync(full), path.extname(name)));
      }
    }
  };
  walk(root);
  return files;
}

/**
 * Compresses every file once, at start-up, on libuv's thread pool: brotli at quality 11 takes about a second for
 * the largest chunk, and done on a request it would stall every other request of the page behind it.
 */
function precompress(file: StaticFile): void {
  if (!file.compressible) return;
  brotliCompress(
    file.body,
    { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: file.body.length } },
    (error, result) => {
      if (!error) file.brotli = result;
    },
  );
  gzip(file.body, { level: 6 }, (error, result) => {
    if (!error) file.gzip = result;
  });
}

/** The best encoding the browser accepts that is ready; in the first moments after start-up, the file as it is. */
function encoded(file: StaticFile, acceptEncoding: string | string[] | undefined): { body: Buffer; encoding: string | null } {
  if (file.brotli && acceptsEncoding(acceptEncoding, 'br')) return { body: file.brotli, encoding: 'br' };
  if (file.gzip && acceptsEncoding(acceptEncoding, 'gzip')) return { body: file.gzip, encoding: 'gzip' };
  return { body: file.body, encoding: null };
}

/** Hashed build output never changes under its name; everything else (index.html first) is revalidated. */
function cacheControl(relative: string): string {
  return relative.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * Serves `root` at `prefix` ("" or "/site"). A path with no file and no extension gets index.html (history-mode
 * routing: the app decides, and shows its own 404 page); a missing file with an extension is a plain 404.
 */
export function staticSite(root: string, prefix = ''): StaticSite {
  if (!existsSync(path.join(root, 'index.html'))) throw new Error(`${root}/index.html is missing: run npm run build first`);
  const files = readTree(root);
  // index.html as each route's page gets it (see route-preload-html.ts), each compressed once like any file.
  const routeHtml = routeHtmlVariants(root, readFileSync(path.join(root, 'index.html'), 'utf8'));
  const pages = new Map(routeHtml.variants.map((variant) => [variant.key, staticFile(Buffer.from(variant.html), '.html')]));
  return {
    serve(request, response, pathname, headers) {
      if (prefix && pathname !== prefix && !pathname.startsWith(`${prefix}/`)) return false;
      const relative = pathname.slice(prefix.length) || '/';
      let file = files.get(relative);
      let name = relative;
      if (!file || relative === '/') {
        if (path.extname(relative) !== '' && relative !== '/') {
          response.writeHead(404, { ...headers, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
          response.end('Not found');
          return true;
        }
        name = '/index.html';
        file = pages.get(routeHtml.forPath(relative).key);
      }
      if (!file) return false;
      // A page may bring its own Cache-Control (a private link's page is never stored).
      const common = {
        ...headers,
        'Content-Type': file.type,
        'Cache-Control': headers['Cache-Control'] ?? cacheControl(name),
        ETag: file.etag,
        Vary: 'Accept-Encoding',
      };
      if (request.headers['if-none-match'] === file.etag) {
        response.writeHead(304, common);
        response.end();
        return true;
      }
      const { body, encoding } = encoded(file, request.headers['accept-encoding']);
      response.writeHead(200, { ...common, 'Content-Length': String(body.length), ...(encoding ? { 'Content-Encoding': encoding } : {}) });
      response.end(request.method === 'HEAD' ? undefined : body);
      return true;
    },
  };
}
