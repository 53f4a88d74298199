/** YYYY-MM-DD in shape, with the year, month and day as its groups. */
export const FULL_DATE = /^(\d\d\d\d)-(\d\d)-(\d\d)$/;
// Month 0, and any month past 12, has no days, so one bound on the day rules out an impossible month too.
const DAYS_IN_MONTH = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

const isLeapYear = (year: number): boolean => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

/**
 * RFC 3339 full-date (YYYY-MM-DD, a day that exists), as ajv-formats' "date": the forms' format check and the date
 * boxes (date-parts.ts) share it, so a date the boxes make is one the form accepts. Kept free of imports: it is in
 * every page with a form.
 */
export function isFullDate(text: string): boolean {
  const match = FULL_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return day >= 1 && day <= (month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month] ?? 0));
}
