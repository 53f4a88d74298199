/**
 * en-GB dates, numbers and pounds, written without Intl. The first Intl formatter or collator a page builds loads
 * ICU's locale data: 25-100 ms of main thread in Chromium on the bench machine, four times that on a slow phone,
 * inside the task that renders a page's first data. These give Intl's en-GB output character for character (a
 * property test compares them with Intl); whatever they do not cover returns null, and the caller asks Intl.
 */

export const EN_GB = 'en-GB';

const LONG_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
// CLDR's en-GB abbreviations: September is "Sept".
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'] as const;

/** Years Intl writes as plain digits in the Gregorian calendar; outside them it adds eras, so Intl answers. */
const isPlainYear = (year: number): boolean => year >= 1 && year <= 9999;

/** A UTC instant's calendar parts, or null for an invalid date or a year outside 1-9999. */
function utcParts(ms: number): { year: number; month: number; day: number } | null {
  const date = new Date(ms);
  const year = date.getUTCFullYear();
  if (Number.isNaN(year) || !isPlainYear(year)) return null;
  return { year, month: date.getUTCMonth(), day: date.getUTCDate() };
}

/** "5 March 2024": day numeric, month long, year numeric, in UTC. */
export function enGbLongDate(ms: number): string | null {
  const parts = utcParts(ms);
  return parts ? `${parts.day} ${LONG_MONTHS[parts.month]} ${parts.year}` : null;
}

/** "Mar 2025" or "March 2025": month and year, in UTC. */
export function enGbMonthYear(ms: number, month: 'short' | 'long'): string | null {
  const parts = utcParts(ms);
  if (!parts) return null;
  return `${(month === 'short' ? SHORT_MONTHS : LONG_MONTHS)[parts.month]} ${parts.year}`;
}

/** A string of decimal digits plus one, carried: "199" -> "200", "99" -> "100". */
function incremented(digits: string): string {
  const nines = digits.search(/9*$/);
  const carried = '0'.repeat(digits.length - nines);
  if (nines === 0) return `1${carried}`;
  return `${digits.slice(0, nines - 1)}${Number(digits[nines - 1]) + 1}${carried}`;
}

/** "1234567" -> "1,234,567". */
const grouped = (whole: string): string => whole.replace(/\B(?=(\d{3})+$)/g, ',');

/**
 * A number as en-GB writes it with between minFraction and maxFraction decimals: grouped thousands, rounded half
 * away from zero on the number's shortest decimal form (1.005 -> "1.01", as Intl does), a hyphen-minus for a
 * negative (including one that rounds to zero). Null for a number JavaScript writes with an exponent, or not finite.
 */
export function enGbDecimal(value: number, minFraction: number, maxFraction: number): string | null {
  if (!Number.isFinite(value)) return null;
  const text = String(Math.abs(value));
  if (text.includes('e')) return null;
  const [whole, fraction = ''] = text.split('.') as [string, string?];
  const kept = `${whole}${fraction.slice(0, maxFraction).padEnd(maxFraction, '0')}`;
  // charAt is '' past the end, which is below '5'.
  const digits = fraction.charAt(maxFraction) >= '5' ? incremented(kept) : kept;
  // String() writes no leading zeros but the one before a point, and carrying adds none.
  const wholeDigits = digits.slice(0, digits.length - maxFraction);
  const fractionDigits = digits
    .slice(digits.length - maxFraction)
    .replace(/0+$/, '')
    .padEnd(minFraction, '0');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${grouped(wholeDigits)}${fractionDigits ? `.${fractionDigits}` : ''}`;
}

const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = { GBP: '£' };

/** "£1,234.50" or "-£1,234.50" for a currency whose en-GB symbol is known; null for another currency. */
export function enGbMoney(value: number, currencyCode: string, decimals: number): string | null {
  const symbol = CURRENCY_SYMBOLS[currencyCode];
  const number = symbol === undefined ? null : enGbDecimal(value, decimals, decimals);
  if (number === null) return null;
  return number.startsWith('-') ? `-${symbol}${number.slice(1)}` : `${symbol}${number}`;
}
