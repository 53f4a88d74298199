/** The session cookie: httpOnly, so page scripts cannot read it; SameSite=Lax, so other sites cannot send it with a POST. */
export const SESSION_COOKIE = 'vitalia_session';

/** Test mode only: which scope (seeded database) a browser context works on. Set by the e2e fixture. */
export const SCOPE_COOKIE = 'vitalia_test_scope';

/** Test mode only: the same scope sent as a request header (lower case, as Node gives it), for a context with no cookies. */
export const SCOPE_HEADER = 'x-vitalia-test-scope';

export function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator <= 0) continue;
    const name = part.slice(0, separator).trim();
    const raw = part.slice(separator + 1).trim();
    try {
      cookies[name] = decodeURIComponent(raw);
    } catch {
      cookies[name] = raw;
    }
  }
  return cookies;
}

/** The session cookie, living as long as the session may (its Max-Age in seconds), or cleared (null). */
export function sessionCookie(session: { token: string; maxAge: number } | null, secure: boolean): string {
  const attributes = ['Path=/', 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])];
  if (session === null) return [`${SESSION_COOKIE}=`, 'Max-Age=0', ...attributes].join('; ');
  return [`${SESSION_COOKIE}=${session.token}`, `Max-Age=${session.maxAge}`, ...attributes].join('; ');
}
