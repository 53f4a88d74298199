import { appConfig } from '../generated/app-config.gen';

/** Cookie names carry a prefix derived from the product's name (SPEC section 9). */
export const cookiePrefix = appConfig.productName.toLowerCase().replace(/[^a-z0-9]+/g, '_');
export const USER_COOKIE = `${cookiePrefix}_user`;

export function setUserCookie(userId: string): void {
  document.cookie = `${USER_COOKIE}=${encodeURIComponent(userId)}; path=/; SameSite=Lax`;
}

export function removeUserCookie(): void {
  document.cookie = `${USER_COOKIE}=; path=/; max-age=0; SameSite=Lax`;
}
