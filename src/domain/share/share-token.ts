/**
 * A shared link is <origin>/shared#<token>: the token (128 random bits, base64url, 22 characters) sits in the
 * fragment, which browsers send to no server, put in no Referer and keep out of every request log.
 */
const TOKEN = /^[A-Za-z0-9_-]{22}$/;

/** The token of a page's fragment ("#abc..."), or null when it holds none (a link copied short, say). */
export function tokenFromHash(hash: string): string | null {
  const token = hash.replace(/^#/, '').trim();
  return TOKEN.test(token) ? token : null;
}

/** The address a person gives their doctor. */
export function sharedUrl(origin: string, sharedPath: string, token: string): string {
  return `${origin.replace(/\/$/, '')}${sharedPath}#${token}`;
}
