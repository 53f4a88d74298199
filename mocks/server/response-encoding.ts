import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);

/** Whether a request's Accept-Encoding names an encoding (a q=0 is a refusal). */
export function acceptsEncoding(acceptEncoding: string | string[] | undefined, encoding: 'br' | 'gzip'): boolean {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  return header.split(',').some((part) => {
    const [name, ...params] = part
      .trim()
      .split(';')
      .map((piece) => piece.trim());
    return name?.toLowerCase() === encoding && !params.some((param) => /^q=0(\.0*)?$/.test(param));
  });
}

/** Below this, a response fits in a packet or two either way, and compressing it costs more than it saves. */
export const MIN_COMPRESSED_BYTES = 1024;

/**
 * An API answer as the browser will receive it: gzipped when it accepts that and the body is large enough to gain.
 * A plan with all its weeks' tasks is 44 kB of JSON and about a tenth of that gzipped: on a phone's connection, the
 * difference is a large part of the page's wait. Compressed on libuv's thread pool, not on the event loop.
 */
export async function encodeApiBody(
  body: Buffer,
  acceptEncoding: string | string[] | undefined,
): Promise<{ body: Buffer; encoding: 'gzip' | null }> {
  if (body.length < MIN_COMPRESSED_BYTES || !acceptsEncoding(acceptEncoding, 'gzip')) return { body, encoding: null };
  return { body: await gzipAsync(body, { level: 6 }), encoding: 'gzip' };
}
