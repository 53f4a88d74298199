import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAddress, formatRange, inRange, parseAddress, parseRange } from '../../../../mocks/security/ip-address';
import { clientAddressOf, parseTrustedProxies, type TrustedProxies } from '../../../../mocks/security/trusted-proxies';

const trust = (list: string): TrustedProxies => parseTrustedProxies(list, '--trust-proxy');

describe('addresses', () => {
  it.each<[string, string | null]>([
    ['10.1.2.3', '10.1.2.3'],
    ['::ffff:10.1.2.3', '10.1.2.3'],
    ['::FFFF:a01:203', '10.1.2.3'],
    ['2001:0DB8:0000:0000:0000:0000:0000:0001', '2001:db8::1'],
    ['2001:db8:0:0:1:0:0:1', '2001:db8::1:0:0:1'],
    ['2001:db8::1:0:0:0', '2001:db8:0:0:1::'],
    ['::1', '::1'],
    ['::', '::'],
    ['1:2:3:4:5:6:7:8', '1:2:3:4:5:6:7:8'],
    ['1:0:3:4:5:6:7:8', '1:0:3:4:5:6:7:8'],
    ['fe80::1%eth0', 'fe80::1'],
    ['64:ff9b::192.0.2.33', '64:ff9b::c000:221'],
    [' 10.0.0.1 ', '10.0.0.1'],
    ['010.0.0.1', null],
    ['256.0.0.1', null],
    ['10.0.0', null],
    ['1.2.3.4::', null],
    ['1::2::3', null],
    ['1:2:3:4:5:6:7:8:9', null],
    ['1:2:3:4:5:6:7::8', null],
    ['12345::', null],
    ['unknown', null],
    ['', null],
  ])('%j is %j', (text, shown) => {
    const parsed = parseAddress(text);
    expect(parsed === null ? null : formatAddress(parsed)).toBe(shown);
  });

  it('any IPv4 or IPv6 address reads back as itself', () => {
    fc.assert(
      fc.property(fc.oneof(fc.ipV4(), fc.ipV6()), (text) => {
        const parsed = parseAddress(text);
        expect(parsed).not.toBeNull();
        expect(parseAddress(formatAddress(parsed ?? 0n))).toBe(parsed);
      }),
    );
  });

  it('an IPv6 address is shown as the WHATWG URL parser shows it (RFC 5952), IPv4-mapped ones as IPv4', () => {
    fc.assert(
      fc.property(fc.ipV6(), (text) => {
        const parsed = parseAddress(text) ?? 0n;
        const shown = new URL(`http://[${text}]/`).hostname.slice(1, -1);
        if (parsed >> 32n === 0xffffn) expect(formatAddress(parsed)).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
        else expect(formatAddress(parsed)).toBe(shown);
      }),
    );
  });
});

describe('ranges', () => {
  it.each<[string, string, boolean]>([
    ['10.0.0.0/8', '10.255.0.1', true],
    ['10.0.0.0/8', '11.0.0.1', false],
    ['10.0.0.0/8', '::ffff:10.9.9.9', true],
    ['::ffff:10.0.0.0/104', '10.9.9.9', true],
    ['172.16.0.0/12', '172.31.255.255', true],
    ['172.16.0.0/12', '172.32.0.0', false],
    ['127.0.0.1', '127.0.0.1', true],
    ['127.0.0.1', '127.0.0.2', false],
    ['fd00::/8', 'fd12:3456::1', true],
    ['fd00::/8', 'fe80::1', false],
    ['::1', '::1', true],
    ['::1', '127.0.0.1', false],
    ['2001:db8::/32', '10.0.0.1', false],
  ])('%s holds %s: %s', (range, address, holds) => {
    const parsed = parseRange(range);
    if (!parsed.ok) throw new Error(parsed.problem);
    expect(inRange(parseAddress(address) ?? 0n, parsed.range)).toBe(holds);
  });

  it.each<[string, string]>([
    ['10.0.0.0/8', '10.0.0.0/8'],
    ['10.1.2.3', '10.1.2.3/32'],
    ['FD00::/8', 'fd00::/8'],
    ['::ffff:10.0.0.0/104', '10.0.0.0/8'],
  ])('%s is written back as %s', (text, written) => {
    const parsed = parseRange(text);
    expect(parsed.ok && formatRange(parsed.range)).toBe(written);
  });
});

describe('--trust-proxy and VITALIA_TRUST_PROXY', () => {
  it('reads ranges and addresses separated by commas or spaces', () => {
    expect(trust('10.0.0.0/8, 192.168.1.10  fd00::/8,::1').map(formatRange)).toEqual([
      '10.0.0.0/8',
      '192.168.1.10/32',
      'fd00::/8',
      '::1/128',
    ]);
  });

  it.each<[string, string]>([
    ['', '--trust-proxy needs the address ranges of your proxies, such as 10.0.0.0/8 or 127.0.0.1'],
    [' , ', '--trust-proxy needs the address ranges of your proxies, such as 10.0.0.0/8 or 127.0.0.1'],
    [
      'nginx',
      '--trust-proxy: "nginx" is not an IP address or range. Write a range as 10.0.0.0/8 or fd00::/8, several separated by commas.',
    ],
    [
      '10.0.0.0/8/8',
      '--trust-proxy: "10.0.0.0/8/8" is not an IP address or range. Write a range as 10.0.0.0/8 or fd00::/8, several separated by commas.',
    ],
    [
      '10.0.0.0/',
      '--trust-proxy: "10.0.0.0/" has no prefix length after the / (0 to 32 for IPv4). Write a range as 10.0.0.0/8 or fd00::/8, several separated by commas.',
    ],
    [
      '10.0.0.0/33',
      '--trust-proxy: "10.0.0.0/33" has a prefix length over 32, the most for IPv4. Write a range as 10.0.0.0/8 or fd00::/8, several separated by commas.',
    ],
    [
      'fd00::/129',
      '--trust-proxy: "fd00::/129" has a prefix length over 128, the most for IPv6. Write a range as 10.0.0.0/8 or fd00::/8, several separated by commas.',
    ],
    [
      '10.1.2.3/8',
      '--trust-proxy: "10.1.2.3/8" has bits set after its first 8: its range is 10.0.0.0/8. Write a range as 10.0.0.0/8 or fd00::/8, several separated by commas.',
    ],
    [
      '0.0.0.0/0',
      '--trust-proxy: "0.0.0.0/0" trusts every address, so any client could choose the address its limits count against. Name the range your proxies are in.',
    ],
    [
      '::/0',
      '--trust-proxy: "::/0" trusts every address, so any client could choose the address its limits count against. Name the range your proxies are in.',
    ],
    [
      '::ffff:0:0/96',
      '--trust-proxy: "::ffff:0:0/96" trusts every address, so any client could choose the address its limits count against. Name the range your proxies are in.',
    ],
  ])('%j is refused: %s', (list, message) => {
    expect(() => trust(list)).toThrow(message);
  });
});

describe('the client a request counts as', () => {
  const proxies = trust('10.0.0.0/8, fd00::/8');

  it.each<[string, string | undefined, string | string[] | undefined, string, TrustedProxies]>([
    ['no proxy trusted: the socket, whatever the header says', '203.0.113.9', '198.51.100.1', '203.0.113.9', []],
    ['an untrusted socket: the header is ignored', '203.0.113.9', '10.0.0.1', '203.0.113.9', proxies],
    ['a trusted socket with no header: the proxy itself', '10.0.0.2', undefined, '10.0.0.2', proxies],
    ['behind one proxy: the address it added', '10.0.0.2', '198.51.100.7', '198.51.100.7', proxies],
    ['behind two proxies: past both to the client', '10.0.0.2', '198.51.100.7, 10.0.0.3', '198.51.100.7', proxies],
    ['a client’s own X-Forwarded-For is never read', '10.0.0.2', '1.1.1.1, 2.2.2.2, 198.51.100.7', '198.51.100.7', proxies],
    ['a client’s spoofed trusted-looking entry is not reached', '10.0.0.2', '10.9.9.9, 198.51.100.7', '198.51.100.7', proxies],
    ['every hop trusted: the farthest one', '10.0.0.2', '10.0.0.5, 10.0.0.4', '10.0.0.5', proxies],
    ['an entry that is no address ends the walk at the last one read', '10.0.0.2', 'junk, 10.0.0.4', '10.0.0.4', proxies],
    ['an empty header: the proxy itself', '10.0.0.2', '', '10.0.0.2', proxies],
    ['an IPv4-mapped socket and client', '::ffff:10.0.0.2', '::ffff:198.51.100.7', '198.51.100.7', proxies],
    ['an IPv6 proxy and client', 'fd00::2', '2001:db8:0:0::7', '2001:db8::7', proxies],
    ['an IPv6 client behind an IPv4 proxy', '10.0.0.2', '2001:db8::7', '2001:db8::7', proxies],
    ['ports some proxies add', '10.0.0.2', '[2001:db8::7]:443, 10.0.0.3:8080', '2001:db8::7', proxies],
    ['IPv4 with a port', '10.0.0.2', '198.51.100.7:5555', '198.51.100.7', proxies],
    ['header lines in order', '10.0.0.2', ['1.1.1.1, 198.51.100.7', '10.0.0.3'], '198.51.100.7', proxies],
    ['a socket already gone', undefined, '198.51.100.7', 'unknown', proxies],
  ])('%s', (_, socket, forwardedFor, expected, trusted) => {
    expect(clientAddressOf(socket, forwardedFor, trusted)).toBe(expected);
  });

  const address = fc.oneof(fc.ipV4(), fc.ipV6());
  const header = fc.array(fc.oneof(address, fc.string()), { maxLength: 6 }).map((hops) => hops.join(', '));
  const trustedList = fc.constantFrom('10.0.0.0/8', '10.0.0.0/8, fd00::/8', '127.0.0.1, ::1', '192.168.0.0/16, 172.16.0.0/12');
  const shown = (text: string) => formatAddress(parseAddress(text) ?? 0n);

  it('an untrusted socket never yields a forwarded address', () => {
    fc.assert(
      fc.property(trustedList, address, header, (list, socket, forwardedFor) => {
        const trusted = trust(list);
        fc.pre(!trusted.some((range) => inRange(parseAddress(socket) ?? 0n, range)));
        expect(clientAddressOf(socket, forwardedFor, trusted)).toBe(shown(socket));
      }),
    );
  });

  it('whatever a client writes in front of its own address, it counts as the address the trusted proxies saw', () => {
    fc.assert(
      fc.property(
        trustedList,
        header,
        address,
        fc.array(fc.integer({ min: 1, max: 254 }), { minLength: 1, maxLength: 3 }),
        (list, spoofed, client, proxyHosts) => {
          const trusted = trust(list);
          fc.pre(!trusted.some((range) => inRange(parseAddress(client) ?? 0n, range)));
          const firstRange = trusted[0];
          if (!firstRange) return;
          // Proxies inside the first trusted range, each adding the address it got the request from.
          const proxyAddresses = proxyHosts.map((host) => formatAddress(firstRange.network + BigInt(firstRange.prefix === 128 ? 0 : host)));
          const [socket = '', ...nearerFirst] = [...proxyAddresses].reverse();
          const chain = [spoofed, client, ...nearerFirst.reverse()].filter((hop) => hop !== '').join(', ');
          expect(clientAddressOf(socket, chain, trusted)).toBe(shown(client));
        },
      ),
    );
  });

  it('the answer is the socket or one of the header’s own entries, never anything else', () => {
    const socketAddress = fc.oneof(address, fc.constantFrom('10.0.0.1', '::ffff:10.0.0.1', 'fd00::1', '127.0.0.1', '::1', '192.168.1.1'));
    fc.assert(
      fc.property(trustedList, socketAddress, header, (list, socket, forwardedFor) => {
        const answer = clientAddressOf(socket, forwardedFor, trust(list));
        const candidates = [socket, ...forwardedFor.split(',')].map((entry) =>
          entry
            .trim()
            .replace(/^\[([^\]]+)\](:\d+)?$/, '$1')
            .replace(/^(\d+\.\d+\.\d+\.\d+):\d+$/, '$1'),
        );
        expect(candidates.some((candidate) => parseAddress(candidate) !== null && shown(candidate) === answer)).toBe(true);
      }),
    );
  });
});
