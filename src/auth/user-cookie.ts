import { appConfig } from '../generated/app-config.gen';

/** Cookie names carry a prefix derived from the product's name (SPEC section 9); codegen checks the derivation. */
export const cookiePrefix = appConfig.constants.cookiePrefix;
export const USER_COOKIE = `${cookiePrefix}_user`;

export function setUserCookie(userId: string): void {
  document.cookie = `${USER_COOKIE}=${encodeURIComponent(userId)}; path=/; SameSite=Lax`;
}

export function removeUserCookie(): void {
  document.cookie = `${USER_COOKIE}=; path=/; max-age=0; SameSite=Lax`;
}
