import { isIPv6 } from 'node:net';

/**
 * Which names the server answers to in a request's Host header. A page on another site can point a name it owns
 * at 127.0.0.1 (DNS rebinding) and then read the local server as its own origin; the Host header still carries
 * its name, so a server that answers only its own names gives that page nothing (421 Misdirected Request).
 */

/** The loopback names every local server answers to unless told otherwise. */
export const LOOPBACK_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '[::1]'];

/**
 * A name as it is compared: lower case, no port, no trailing dot, an IPv6 address in brackets. Null for what is
 * no host name at all.
 */
export function normalHost(value: string): string | null {
  const text = value.trim().toLowerCase();
  if (text === '') return null;
  // A bare IPv6 address (::1, as --host takes it) has colons and no brackets.
  if (isIPv6(text)) return `[${text}]`;
  const match = /^(?:\[([0-9a-f:.]+)\]|([^:[\]/\s@]+))(?::\d{1,5})?$/.exec(text);
  if (match?.[1] !== undefined) return isIPv6(match[1]) ? `[${match[1]}]` : null;
  return match?.[2]?.replace(/\.$/, '') || null;
}

/**
 * --allowed-hosts (or VITALIA_ALLOWED_HOSTS): a comma-separated list that replaces the default, which is the host
 * the server listens on and the loopback names. Throws on a name that is not one.
 */
export function allowedHosts(listed: string | undefined, listenHost: string): string[] {
  if (listed === undefined || listed.trim() === '')
    return [...new Set([normalHost(listenHost), ...LOOPBACK_HOSTS].filter((host): host is string => host !== null))];
  return [
    ...new Set(
      listed.split(',').map((entry) => {
        const host = normalHost(entry);
        if (host === null) throw new Error(`--allowed-hosts: "${entry.trim()}" is not a host name`);
        return host;
      }),
    ),
  ];
}

/** True when a request's Host header names one of `allowed` (normalised names); a request without one is refused. */
export function hostAllowed(hostHeader: string | undefined, allowed: ReadonlySet<string>): boolean {
  const host = hostHeader === undefined ? null : normalHost(hostHeader);
  return host !== null && allowed.has(host);
}
