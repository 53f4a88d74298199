/**
 * Where outward URLs and redirectTo may point: this app's own origin, or an allowlisted origin over https
 * (exact origin match). Everything else becomes the safe default.
 */
export interface UrlPolicy {
  appOrigin: string;
  allowedOrigins: readonly string[];
}

// Control characters and backslashes let browsers reinterpret a URL ("\\evil" is "//evil" to a browser).
// eslint-disable-next-line no-control-regex
const SUSPICIOUS = /[\u0000-\u001f\u007f\\]/;

/** The absolute URL when `raw` is safe, otherwise null. Relative paths resolve against the app origin. */
export function safeUrl(raw: string | undefined | null, policy: UrlPolicy): string | null {
  if (typeof raw !== 'string') return null;
  const value = raw.trim();
  if (value === '' || SUSPICIOUS.test(raw)) return null;
  // A single leading slash is a path on this origin; "//host" is another origin and must meet the allowlist.
  let url: URL;
  try {
    url = new URL(value, `${policy.appOrigin}/`);
  } catch {
    return null;
  }
  if (url.username !== '' || url.password !== '') return null;
  if (url.origin === policy.appOrigin) return url.href;
  if (url.protocol !== 'https:') return null;
  return policy.allowedOrigins.includes(url.origin) ? url.href : null;
}

/** Same as safeUrl, falling back to a known-good URL. */
export function safeUrlOr(raw: string | undefined | null, policy: UrlPolicy, fallback: string): string {
  return safeUrl(raw, policy) ?? fallback;
}

/** A path on this origin for in-app navigation, or null when the URL leaves the app. */
export function safeInternalPath(raw: string | undefined | null, policy: UrlPolicy): string | null {
  const url = safeUrl(raw, policy);
  if (url === null) return null;
  const parsed = new URL(url);
  return parsed.origin === policy.appOrigin ? `${parsed.pathname}${parsed.search}${parsed.hash}` : null;
}
