import { appConfig } from '../generated/app-config.gen';
import { cookiePrefix } from '../auth/user-cookie';

const NAME = `${cookiePrefix}_discount_code`;
const DAY_SECONDS = 86_400;

/** A discount code from a link is kept for discountCookieDays (30) so it still applies at checkout. */
export function rememberDiscountCode(code: string): void {
  document.cookie = `${NAME}=${encodeURIComponent(code)}; path=/; max-age=${appConfig.constants.discountCookieDays * DAY_SECONDS}; SameSite=Lax`;
}

export function rememberedDiscountCode(): string | null {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${NAME}=`));
  return entry ? decodeURIComponent(entry.slice(NAME.length + 1)) : null;
}

export function forgetDiscountCode(): void {
  document.cookie = `${NAME}=; path=/; max-age=0; SameSite=Lax`;
}
