/** The readable cookie naming who is signed in on this browser (SPEC section 9's prefix); index.html's head reads it too. */
export function userCookieName(prefix: string): string {
  return `${prefix}_user`;
}
