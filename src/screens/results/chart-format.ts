import { formatDate } from '../../domain/dates';

const monthYear = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** Axis labels: "Mar 2025". */
export function formatMonth(ms: number): string {
  return monthYear.format(new Date(ms));
}

/** "5 March 2025" for an ISO string, or the string itself when it holds no date. */
export function longDate(iso: string): string {
  return formatDate(iso) ?? iso;
}

/** "March 2025" for the summaries. */
export function monthYearLong(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.parse(iso)));
}
