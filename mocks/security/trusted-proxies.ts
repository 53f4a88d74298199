import { formatAddress, formatRange, inRange, parseAddress, parseRange, type AddressRange } from './ip-address';

/**
 * Which proxies' X-Forwarded-For the server believes (`--trust-proxy`, VITALIA_TRUST_PROXY). Behind a load balancer
 * every request's socket comes from the balancer: without this, per-address limits would count everyone as one.
 */
export type TrustedProxies = readonly AddressRange[];

const FIRST_IPV4 = parseAddress('0.0.0.0') ?? 0n;
const LAST_IPV4 = parseAddress('255.255.255.255') ?? 0n;
const holdsEveryone = (range: AddressRange) => range.prefix === 0 || (inRange(FIRST_IPV4, range) && inRange(LAST_IPV4, range));

/**
 * Reads a list of ranges and single addresses, separated by commas or spaces (`10.0.0.0/8, fd00::/8`). Throws, naming
 * `source` and the entry, when one is not an address or range, or when it would trust every address (then any client
 * could write the address its limits count against).
 */
export function parseTrustedProxies(list: string, source: string): TrustedProxies {
  const entries = list.split(/[\s,]+/).filter((entry) => entry !== '');
  if (entries.length === 0) throw new Error(`${source} needs the address ranges of your proxies, such as 10.0.0.0/8 or 127.0.0.1`);
  return entries.map((entry) => {
    const parsed = parseRange(entry);
    if (!parsed.ok)
      throw new Error(`${source}: "${entry}" ${parsed.problem}. Write a range as 10.0.0.0/8 or fd00::/8, several separated by commas.`);
    if (holdsEveryone(parsed.range)) {
      throw new Error(
        `${source}: "${entry}" trusts every address, so any client could choose the address its limits count against. Name the range your proxies are in.`,
      );
    }
    return parsed.range;
  });
}

export const describeTrustedProxies = (trusted: TrustedProxies): string => trusted.map(formatRange).join(', ');

const isTrusted = (address: bigint, trusted: TrustedProxies) => trusted.some((range) => inRange(address, range));

/** One X-Forwarded-For entry: an address, as some proxies write it with a port (1.2.3.4:5678, [2001:db8::1]:443). */
function hopAddress(entry: string): bigint | null {
  const trimmed = entry.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(trimmed);
  if (bracketed) return parseAddress(bracketed[1] ?? '');
  const withPort = /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(trimmed);
  return parseAddress(withPort ? (withPort[1] ?? '') : trimmed);
}

/**
 * The address a request's per-address limits count against. The socket's peer, unless it is a trusted proxy: then
 * X-Forwarded-For is read from its right end (the hop the nearest proxy added) leftwards, past every trusted proxy,
 * to the first address that is not one: the client as the outermost trusted proxy saw it. What lies further left was
 * written by the client and is never read. An entry that is not an address ends the walk at the last one read.
 */
export function clientAddressOf(
  socketAddress: string | undefined,
  forwardedFor: string | readonly string[] | undefined,
  trusted: TrustedProxies,
): string {
  const socket = socketAddress === undefined ? null : parseAddress(socketAddress);
  if (socket === null) return socketAddress ?? 'unknown';
  let client = socket;
  if (!isTrusted(client, trusted) || forwardedFor === undefined) return formatAddress(client);
  const hops = (typeof forwardedFor === 'string' ? [forwardedFor] : forwardedFor).join(',').split(',');
  for (let index = hops.length - 1; index >= 0 && isTrusted(client, trusted); index -= 1) {
    const hop = hopAddress(hops[index] ?? '');
    if (hop === null) break;
    client = hop;
  }
  return formatAddress(client);
}
