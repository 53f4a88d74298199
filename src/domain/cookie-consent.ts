/**
 * The analytics-cookie choice (UK PECR / ICO; GOV.UK cookie banner pattern): nothing non-essential runs
 * until the person accepts; the choice itself is a strictly necessary first-party cookie kept for a year.
 */
export type ConsentChoice = 'accepted' | 'rejected';

const DAY_SECONDS = 86_400;

export function consentCookieName(prefix: string): string {
  return `${prefix}_cookie_consent`;
}

/** The choice in a `document.cookie` string, or null when the person has not chosen (or the value is not ours). */
export function readConsent(cookies: string, prefix: string): ConsentChoice | null {
  const name = `${consentCookieName(prefix)}=`;
  for (const part of cookies.split(';')) {
    const entry = part.trim();
    if (!entry.startsWith(name)) continue;
    const value = entry.slice(name.length);
    return value === 'accepted' || value === 'rejected' ? value : null;
  }
  return null;
}

export interface ConsentCookieOptions {
  prefix: string;
  days: number;
  /** Only a page served over https may ask for a Secure cookie. */
  secure: boolean;
}

/** The `document.cookie` assignment that stores the choice. */
export function consentCookie(choice: ConsentChoice, options: ConsentCookieOptions): string {
  const parts = [`${consentCookieName(options.prefix)}=${choice}`, 'Path=/', `Max-Age=${options.days * DAY_SECONDS}`, 'SameSite=Lax'];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/** Analytics and customer chat may run only after an explicit acceptance. */
export function allowsAnalytics(choice: ConsentChoice | null): boolean {
  return choice === 'accepted';
}
