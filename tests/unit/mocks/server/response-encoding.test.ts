import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsEncoding, encodeApiBody, MIN_COMPRESSED_BYTES } from '../../../../mocks/server/response-encoding';

describe('what a request’s Accept-Encoding allows', () => {
  it.each([
    ['gzip, deflate, br', 'gzip', true],
    ['gzip, deflate, br', 'br', true],
    ['br;q=1.0, gzip;q=0.8', 'gzip', true],
    ['GZIP', 'gzip', true],
    ['gzip;q=0', 'gzip', false],
    ['gzip; q=0.000, br', 'gzip', false],
    ['x-gzip', 'gzip', false],
    ['identity', 'gzip', false],
    ['', 'br', false],
    [undefined, 'gzip', false],
    [['deflate', 'gzip'], 'gzip', true],
  ] as const)('%j names %s: %s', (header, encoding, expected) => {
    expect(acceptsEncoding(header as string | string[] | undefined, encoding)).toBe(expected);
  });
});

describe('an API answer as it travels', () => {
  const large = Buffer.from(JSON.stringify({ data: Array.from({ length: 200 }, (_, index) => ({ id: `task-${index}`, type: 'tasks' })) }));

  it('is gzipped when large and accepted, and unzips to the same bytes', async () => {
    const { body, encoding } = await encodeApiBody(large, 'gzip, br');
    expect(encoding).toBe('gzip');
    expect(body.length).toBeLessThan(large.length / 4);
    expect(gunzipSync(body).equals(large)).toBe(true);
  });

  it.each([
    ['not accepted', large, 'identity'],
    ['too small to gain', Buffer.alloc(MIN_COMPRESSED_BYTES - 1, 'a'), 'gzip'],
  ])('is sent as it is when %s', async (_why, plain, header) => {
    expect(await encodeApiBody(plain, header)).toEqual({ body: plain, encoding: null });
  });
});
