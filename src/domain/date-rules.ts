import type { DateParts } from './date-parts';
import { isFullDate } from './full-date';

/**
 * The rules of a date a person knows (their birth, the day a test was taken), typed as day, month and year boxes.
 * Each problem is named after GOV.UK's date input errors, most basic first: a part missing, a year not of four
 * digits, a date that does not exist, then where it falls against today and the date of birth. The screens and the
 * server both call these, each with its own today ("YYYY-MM-DD").
 */
export type DateEntryProblem =
  | 'missing-day'
  | 'missing-month'
  | 'missing-year'
  | 'missing-day-and-month'
  | 'missing-day-and-year'
  | 'missing-month-and-year'
  | 'year-digits'
  | 'not-real';

export type DateOfBirthProblem = DateEntryProblem | 'not-past' | 'too-long-ago';

export type TestDateProblem = DateEntryProblem | 'future' | 'before-birth';

/** A problem, and the date its message names ("must be the same as or after 29 November 1906"), when it names one. */
export interface DateRuleProblem<Problem extends string> {
  problem: Problem;
  date?: string;
}

/** How long ago a date of birth may be: no one living was born earlier (the oldest person on record lived to 122). */
export const OLDEST_AGE_YEARS = 120;

const DIGITS = /^\d+$/;

/** What three boxes hold as a date: its problem, or the date as "YYYY-MM-DD"; null when every box is empty. */
export function enteredDate(parts: DateParts): { problem: DateEntryProblem } | { date: string } | null {
  const [day, month, year] = [parts.day.trim(), parts.month.trim(), parts.year.trim()];
  if (day === '' && month === '' && year === '') return null;
  const missing = [day === '' ? 'day' : null, month === '' ? 'month' : null, year === '' ? 'year' : null].filter((part) => part !== null);
  if (missing.length > 0) return { problem: `missing-${missing.join('-and-')}` as DateEntryProblem };
  if (![day, month, year].every((part) => DIGITS.test(part)) || day.length > 2 || month.length > 2) return { problem: 'not-real' };
  if (year.length !== 4) return { problem: 'year-digits' };
  const date = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isFullDate(date) ? { date } : { problem: 'not-real' };
}

/**
 * The earliest date of birth allowed on `today`: the same day OLDEST_AGE_YEARS years before (29 February, in a
 * year without one, is 1 March, as a 29 February birthday turns over then).
 */
export function earliestDateOfBirth(today: string): string {
  const [year = '', month = '', day = ''] = today.split('-');
  const earliest = `${String(Number(year) - OLDEST_AGE_YEARS).padStart(4, '0')}-${month}-${day}`;
  return isFullDate(earliest) ? earliest : `${earliest.slice(0, 4)}-03-01`;
}

/** A date of birth must be a real date in the past, and no more than OLDEST_AGE_YEARS years before today. */
export function dateOfBirthProblem(parts: DateParts, today: string): DateRuleProblem<DateOfBirthProblem> | null {
  const entered = enteredDate(parts);
  if (entered === null) return null;
  if ('problem' in entered) return entered;
  if (entered.date >= today) return { problem: 'not-past' };
  const earliest = earliestDateOfBirth(today);
  if (entered.date < earliest) return { problem: 'too-long-ago', date: earliest };
  return null;
}

/**
 * A test date must be a real date, today or before, and not before the person was born (when their date of birth
 * is known: the upload asks for it after the test date, and checks again once it is saved).
 */
export function testDateProblem(parts: DateParts, today: string, dateOfBirth?: string | null): DateRuleProblem<TestDateProblem> | null {
  const entered = enteredDate(parts);
  if (entered === null) return null;
  if ('problem' in entered) return entered;
  if (entered.date > today) return { problem: 'future' };
  if (dateOfBirth && isFullDate(dateOfBirth) && entered.date < dateOfBirth) return { problem: 'before-birth' };
  return null;
}
