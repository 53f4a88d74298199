/**
 * IP addresses and ranges as 128-bit numbers: an IPv6 address as it is, an IPv4 one at its IPv4-mapped place
 * (::ffff:a.b.c.d), so `10.0.0.1` and `::ffff:10.0.0.1` (how a dual-stack socket reports an IPv4 peer) are one
 * address and one comparison serves both families.
 */
const MAPPED_BLOCK = 0xffffn << 32n;
const ALL_BITS = (1n << 128n) - 1n;

/** Whether the address is an IPv4 one (written, and shown, as a.b.c.d). */
export const isIPv4 = (address: bigint): boolean => address >> 32n === 0xffffn;

function parseIPv4(text: string): bigint | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  let value = 0n;
  for (const part of parts) {
    // No leading zeros: 010 is octal to some parsers and decimal to others.
    if (!/^(0|[1-9]\d{0,2})$/.test(part) || Number(part) > 255) return null;
    value = (value << 8n) | BigInt(part);
  }
  return value;
}

/** Hex groups; an IPv4 address may stand for the last two, where they end the address. */
function parseGroups(text: string, endsAddress: boolean): bigint[] | null {
  if (text === '') return [];
  const groups: bigint[] = [];
  const parts = text.split(':');
  for (const [index, part] of parts.entries()) {
    if (endsAddress && index === parts.length - 1 && part.includes('.')) {
      const ipv4 = parseIPv4(part);
      if (ipv4 === null) return null;
      groups.push(ipv4 >> 16n, ipv4 & 0xffffn);
    } else if (/^[\da-f]{1,4}$/i.test(part)) {
      groups.push(BigInt(`0x${part}`));
    } else {
      return null;
    }
  }
  return groups;
}

function parseIPv6(text: string): bigint | null {
  // A zone (fe80::1%eth0) names the interface, not the address.
  const bare = text.replace(/%[\w.-]+$/, '');
  const halves = bare.split('::');
  if (halves.length > 2) return null;
  const head = parseGroups(halves[0] ?? '', halves.length === 1);
  const tail = halves.length === 2 ? parseGroups(halves[1] ?? '', true) : [];
  if (head === null || tail === null) return null;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  return [...head, ...Array<bigint>(missing).fill(0n), ...tail].reduce((value, group) => (value << 16n) | group, 0n);
}

/** An address as written (IPv4 dotted, IPv6 in any RFC 4291 form); null when it is not one. */
export function parseAddress(text: string): bigint | null {
  const trimmed = text.trim();
  if (trimmed.includes(':')) return parseIPv6(trimmed);
  const ipv4 = parseIPv4(trimmed);
  return ipv4 === null ? null : MAPPED_BLOCK | ipv4;
}

/** One spelling per address: dotted for IPv4 (mapped or not), RFC 5952 for IPv6 (lower case, longest zero run as ::). */
export function formatAddress(address: bigint): string {
  if (isIPv4(address)) return [24n, 16n, 8n, 0n].map((shift) => String((address >> shift) & 0xffn)).join('.');
  const groups = [112n, 96n, 80n, 64n, 48n, 32n, 16n, 0n].map((shift) => (address >> shift) & 0xffffn);
  let best = { start: -1, length: 1 };
  for (let start = 0; start < 8; start += 1) {
    let length = 0;
    while (start + length < 8 && groups[start + length] === 0n) length += 1;
    if (length > best.length) best = { start, length };
  }
  const hex = groups.map((group) => group.toString(16));
  if (best.start < 0) return hex.join(':');
  return `${hex.slice(0, best.start).join(':')}::${hex.slice(best.start + best.length).join(':')}`;
}

/** A block of addresses: those whose first `prefix` of 128 bits are the network's. */
export interface AddressRange {
  network: bigint;
  prefix: number;
}

export type RangeParse = { ok: true; range: AddressRange } | { ok: false; problem: string };

/** `10.0.0.0/8`, `fd00::/8`, or one address (`10.1.2.3`, `::1`): what is wrong with it, in words, when it is not. */
export function parseRange(text: string): RangeParse {
  const [addressText = '', prefixText, ...rest] = text.split('/');
  const address = parseAddress(addressText);
  if (address === null || rest.length > 0) return { ok: false, problem: 'is not an IP address or range' };
  const ipv4 = !addressText.includes(':');
  const bits = ipv4 ? 32 : 128;
  if (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText))
    return { ok: false, problem: `has no prefix length after the / (0 to ${bits} for ${ipv4 ? 'IPv4' : 'IPv6'})` };
  const length = prefixText === undefined ? bits : Number(prefixText);
  if (length > bits) return { ok: false, problem: `has a prefix length over ${bits}, the most for ${ipv4 ? 'IPv4' : 'IPv6'}` };
  const prefix = length + 128 - bits;
  const mask = (ALL_BITS >> BigInt(128 - prefix)) << BigInt(128 - prefix);
  const network = address & mask;
  if (network !== address)
    return { ok: false, problem: `has bits set after its first ${length}: its range is ${formatRange({ network, prefix })}` };
  return { ok: true, range: { network, prefix } };
}

export function inRange(address: bigint, range: AddressRange): boolean {
  const shift = BigInt(128 - range.prefix);
  return address >> shift === range.network >> shift;
}

/** How a range is written back (an IPv4 range in the mapped block as IPv4). */
export function formatRange({ network, prefix }: AddressRange): string {
  return isIPv4(network) && prefix >= 96 ? `${formatAddress(network)}/${prefix - 96}` : `${formatAddress(network)}/${prefix}`;
}
