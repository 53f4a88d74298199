import { formatDate } from '../../domain/dates';
import { EN_GB, enGbMonthYear } from '../../domain/en-gb-format';

const monthYear = (month: 'short' | 'long') => new Intl.DateTimeFormat(EN_GB, { month, year: 'numeric', timeZone: 'UTC' });

/** Axis labels: "Mar 2025". */
export function formatMonth(ms: number): string {
  return enGbMonthYear(ms, 'short') ?? monthYear('short').format(new Date(ms));
}

/** "5 March 2025" for an ISO string, or the string itself when it holds no date. */
export function longDate(iso: string): string {
  return formatDate(iso) ?? iso;
}

/** "March 2025" for the summaries. */
export function monthYearLong(iso: string): string {
  const ms = Date.parse(iso);
  return enGbMonthYear(ms, 'long') ?? monthYear('long').format(new Date(ms));
}
