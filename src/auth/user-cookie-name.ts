/** The readable cookie naming who is signed in on this browser (SPEC section 9's prefix); index.html's head reads it too. */
export function userCookieName(prefix: string): string {
  return `${prefix}_user`;
}

/** The storage key of an item kept for one person (signing out clears every such key); index.html's head reads one. */
export function userStorageKey(prefix: string, userId: string, name: string): string {
  return `${prefix}:${userId}:${name}`;
}
