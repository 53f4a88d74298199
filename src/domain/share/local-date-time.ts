import { enGbLongDate } from '../en-gb-format';
import { formatDate } from '../dates';

/**
 * An instant as the reader's own clock shows it: "5 March 2025" and "14:32" (24-hour, as the UK writes times on
 * forms), read from the device's time zone, so a link opened at 9 am in London reads 09:00 there. Null when the
 * text is no time.
 */
export function localDateTime(iso: string): { date: string; time: string } | null {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return null;
  const at = new Date(ms);
  const date = enGbLongDate(Date.UTC(at.getFullYear(), at.getMonth(), at.getDate())) ?? formatDate(iso);
  if (date === null) return null;
  const pad = (value: number) => String(value).padStart(2, '0');
  return { date, time: `${pad(at.getHours())}:${pad(at.getMinutes())}` };
}
