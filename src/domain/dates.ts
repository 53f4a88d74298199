import { appConfig } from '../generated/app-config.gen';
import { EN_GB, enGbLongDate } from './en-gb-format';

interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const ISO_DATE_PREFIX = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * The calendar date written at the start of an ISO string, ignoring any time and offset:
 * "2024-03-05T23:30:00-05:00" is 5 March wherever the code runs. Null for impossible dates.
 */
export function calendarDate(iso: string): CalendarDate | null {
  const match = ISO_DATE_PREFIX.exec(iso.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // A real date survives the round trip: 2023-02-29 comes back as 1 March, and years 0000-0099 as 19xx.
  const real = new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10) === match[0];
  return real ? { year, month, day } : null;
}

/** Text Date.parse can read (an ISO date or timestamp); a number is not a date here, though Date.parse would read it. */
export const isReadableDate = (value: unknown): value is string => typeof value === 'string' && !Number.isNaN(Date.parse(value));

const formatters = new Map<string, Intl.DateTimeFormat>();

function longDateFormatter(locale: string): Intl.DateTimeFormat {
  // UTC on both sides: the date is built at UTC midnight, so no local offset can move it a day.
  const formatter =
    formatters.get(locale) ?? new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  formatters.set(locale, formatter);
  return formatter;
}

/** "2024-03-05" or "2024-03-05T10:00:00Z" -> "5 March 2024"; null when the string holds no real date. */
export function formatDate(iso: string, locale = appConfig.constants.locale): string | null {
  const date = calendarDate(iso);
  if (!date) return null;
  const ms = Date.UTC(date.year, date.month - 1, date.day);
  return (locale === EN_GB ? enGbLongDate(ms) : null) ?? longDateFormatter(locale).format(new Date(ms));
}

/** Today's calendar date where the user is, as "YYYY-MM-DD", for ageInYears. */
export function localIsoDate(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Whole years from dob to today, both calendar dates; a 29 February birthday turns over on 1 March in other years. */
export function ageInYears(dob: string, today: string): number | null {
  const born = calendarDate(dob);
  const now = calendarDate(today);
  if (!born || !now) return null;
  const hadBirthday = now.month > born.month || (now.month === born.month && now.day >= born.day);
  return now.year - born.year - (hadBirthday ? 0 : 1);
}
