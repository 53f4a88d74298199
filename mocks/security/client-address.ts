/**
 * The server tells the API handlers the caller's network address in this header (rate limits per address): the
 * socket's peer, or the client a trusted proxy names (trusted-proxies.ts). The bridge always overwrites it, so a
 * caller cannot choose its own; where no server stands in front (vitest over msw) every request counts as one
 * local address.
 */
export const CLIENT_ADDRESS_HEADER = 'x-vitalia-client-address';

export function clientAddress(request: Request): string {
  return request.headers.get(CLIENT_ADDRESS_HEADER) ?? 'local';
}
