import { cookiePrefix } from './user-cookie';
import { userStorageKey } from './user-cookie-name';

/** Every key this app stores for a person starts with one of these; the mock API's own data does not. */
export const USER_KEY_PREFIXES = ['survey:', `${cookiePrefix}:`];

export function userKey(userId: string, name: string): string {
  return userStorageKey(cookiePrefix, userId, name);
}

function clearMatching(storage: Storage): void {
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter((key): key is string => key !== null);
  for (const key of keys) if (USER_KEY_PREFIXES.some((prefix) => key.startsWith(prefix))) storage.removeItem(key);
}

/** On logout: survey progress, dismissed banners and every other item kept for a person. */
export function clearUserStorage(): void {
  clearMatching(localStorage);
  clearMatching(sessionStorage);
}
