const DATE = /^(\d\d\d\d)-(\d\d)-(\d\d)$/;
const DAYS_IN_MONTH = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

const isLeapYear = (year: number): boolean => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

/** RFC 3339 full-date (YYYY-MM-DD, a day that exists), as ajv-formats' "date". */
function isFullDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= (month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month] ?? 0));
}

/**
 * The function formats the precompiled form validators call at run time (codegen points them here instead of at
 * ajv-formats' whole table). Regex formats such as email are inlined by ajv and need nothing here; a form using a
 * format missing here fails codegen. tests/unit/forms/format-validators.test.ts checks parity with ajv-formats.
 */
export const formatValidators: Readonly<Record<string, { validate: (text: string) => boolean }>> = {
  date: { validate: isFullDate },
};
