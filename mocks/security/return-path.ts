/**
 * A checkout's confirmation and cancellation addresses: a path on the app's own origin, never a URL a request
 * names. The payment page sends the person's browser there, so an absolute URL (or `//host`, `/\host`, which
 * browsers read as another host) would make the payment page an open redirect to any site or a `javascript:` URL.
 */
export function ownReturnUrl(value: string, origin: string): string | null {
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // Control characters and whitespace are stripped or refused differently by each browser's URL parser.
  if ([...value].some((character) => character <= ' ' || character === '\u007f' || character === '\\')) return null;
  let resolved: URL;
  try {
    resolved = new URL(value, origin);
  } catch {
    return null;
  }
  return resolved.origin === new URL(origin).origin ? resolved.toString() : null;
}
