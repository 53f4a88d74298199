import { appConfig } from '../generated/app-config.gen';
import { userCookieName } from './user-cookie-name';

/** Cookie names carry a prefix derived from the product's name (SPEC section 9); codegen checks the derivation. */
export const cookiePrefix = appConfig.constants.cookiePrefix;
export const USER_COOKIE = userCookieName(cookiePrefix);

export function setUserCookie(userId: string): void {
  document.cookie = `${USER_COOKIE}=${encodeURIComponent(userId)}; path=/; SameSite=Lax`;
}

export function removeUserCookie(): void {
  document.cookie = `${USER_COOKIE}=; path=/; max-age=0; SameSite=Lax`;
}

/** Who the user cookie names in a Cookie header (document.cookie), or null when it names nobody. */
export function userInCookies(cookies: string): string | null {
  const entry = cookies.split('; ').find((part) => part.startsWith(`${USER_COOKIE}=`));
  const value = entry ? decodeURIComponent(entry.slice(USER_COOKIE.length + 1)) : '';
  return value === '' ? null : value;
}

/** Whether this browser's user cookie still names `userId`: signing out removes it, before the page goes. */
export function isSignedInAs(userId: string): boolean {
  return userInCookies(document.cookie) === userId;
}
