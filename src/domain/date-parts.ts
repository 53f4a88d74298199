import { FULL_DATE, isFullDate } from './full-date';

/**
 * A date a person knows (their birth, the day a test was taken) typed as three boxes: day, month and year, as
 * GOV.UK asks for memorable dates. Each part holds exactly what was typed.
 */
export interface DateParts {
  day: string;
  month: string;
  year: string;
}

export const DATE_PART_NAMES = ['day', 'month', 'year'] as const;
export type DatePartName = (typeof DATE_PART_NAMES)[number];

export const NO_DATE_PARTS: DateParts = { day: '', month: '', year: '' };

// A part-filled or impossible date keeps its parts in the value, so a form drawn again (the outline handing over
// to rjsf, a survey step restored from storage) shows what was typed. No date check accepts this shape.
const SEPARATOR = '/';
const UNFINISHED = /^([^/]*)\/([^/]*)\/([^/]*)$/;

const withoutLeadingZeros = (digits: string): string => String(Number(digits));

/** The parts a value shows: a date as "5", "3", "1990"; an unfinished date as it was typed; anything else as empty boxes. */
export function datePartsOf(value: unknown): DateParts {
  if (typeof value !== 'string') return NO_DATE_PARTS;
  const iso = FULL_DATE.exec(value);
  if (iso) {
    const [year, month, day] = iso.slice(1) as [string, string, string];
    return { day: withoutLeadingZeros(day), month: withoutLeadingZeros(month), year };
  }
  const unfinished = UNFINISHED.exec(value);
  if (!unfinished) return NO_DATE_PARTS;
  const [day, month, year] = unfinished.slice(1) as [string, string, string];
  return { day, month, year };
}

/**
 * The value three boxes make: '' when all are empty; "YYYY-MM-DD" when they hold a real date (day and month of
 * one or two digits, a year of four); otherwise the parts as typed, which every date check refuses with the field's
 * own message.
 */
export function dateValueOf(parts: DateParts): string {
  const [day, month, year] = [parts.day.trim(), parts.month.trim(), parts.year.trim()];
  if (day === '' && month === '' && year === '') return '';
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  if (isFullDate(iso)) return iso;
  return [parts.day, parts.month, parts.year].map((part) => part.replaceAll(SEPARATOR, '')).join(SEPARATOR);
}

/** The same parts with one changed; a "/" typed into a box is dropped, as the value uses it between parts. */
export const withDatePart = (parts: DateParts, name: DatePartName, text: string): DateParts => ({
  ...parts,
  [name]: text.replaceAll(SEPARATOR, ''),
});
