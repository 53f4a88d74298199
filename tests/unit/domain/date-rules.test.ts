import { describe, expect, it } from 'vitest';
import { datePartsOf, type DateParts } from '../../../src/domain/date-parts';
import { dateOfBirthProblem, earliestDateOfBirth, enteredDate, testDateProblem } from '../../../src/domain/date-rules';

const parts = (day: string, month: string, year: string): DateParts => ({ day, month, year });
const TODAY = '2026-11-29';

describe('enteredDate: what three boxes hold', () => {
  it.each([
    [parts('', '', ''), null],
    [parts(' ', '', ''), null],
    [parts('5', '3', '1990'), { date: '1990-03-05' }],
    [parts('05', '03', '1990'), { date: '1990-03-05' }],
    [parts('', '3', '1990'), { problem: 'missing-day' }],
    [parts('5', '', '1990'), { problem: 'missing-month' }],
    [parts('5', '3', ''), { problem: 'missing-year' }],
    [parts('', '', '1990'), { problem: 'missing-day-and-month' }],
    [parts('', '3', ''), { problem: 'missing-day-and-year' }],
    [parts('5', '', ''), { problem: 'missing-month-and-year' }],
    [parts('5', '3', '90'), { problem: 'year-digits' }],
    [parts('5', '3', '19900'), { problem: 'year-digits' }],
    [parts('31', '2', '2024'), { problem: 'not-real' }],
    [parts('29', '2', '2023'), { problem: 'not-real' }],
    [parts('29', '2', '2024'), { date: '2024-02-29' }],
    [parts('123', '1', '2000'), { problem: 'not-real' }],
    [parts('5', '13', '2000'), { problem: 'not-real' }],
    [parts('0', '3', '1990'), { problem: 'not-real' }],
    [parts('5th', '3', '1990'), { problem: 'not-real' }],
    [parts('5', 'March', '1990'), { problem: 'not-real' }],
    [parts('-1', '3', '1990'), { problem: 'not-real' }],
  ])('%o is %o', (given, expected) => {
    expect(enteredDate(given)).toEqual(expected);
  });
});

describe('dateOfBirthProblem: a real date in the past, no more than 120 years ago', () => {
  it.each([
    ['1985-04-12', null],
    ['2026-11-28', null],
    ['1906-11-29', null],
    ['2026-11-29', { problem: 'not-past' }],
    ['2027-01-01', { problem: 'not-past' }],
    ['1906-11-28', { problem: 'too-long-ago', date: '1906-11-29' }],
    ['1850-01-01', { problem: 'too-long-ago', date: '1906-11-29' }],
    ['31/2/2024', { problem: 'not-real' }],
    ['123/1/2000', { problem: 'not-real' }],
    ['5/13/2000', { problem: 'not-real' }],
    ['1/1/', { problem: 'missing-year' }],
    ['//1990', { problem: 'missing-day-and-month' }],
    ['1/1/85', { problem: 'year-digits' }],
    ['', null],
    [undefined, null],
  ])('%s: %o', (value, expected) => {
    expect(dateOfBirthProblem(datePartsOf(value), TODAY)).toEqual(expected);
  });

  it.each([
    ['2026-11-29', '1906-11-29'],
    ['2028-02-29', '1908-02-29'],
    // 1910 had no 29 February: a 29 February birthday turns over on 1 March.
    ['2030-02-28', '1910-02-28'],
    ['2032-02-29', '1912-02-29'],
    ['2024-02-29', '1904-02-29'],
    ['2020-02-29', '1900-03-01'],
  ])('on %s the earliest is %s', (today, earliest) => {
    expect(earliestDateOfBirth(today)).toBe(earliest);
  });
});

describe('testDateProblem: a real date, today or before, and not before the date of birth', () => {
  it.each([
    ['2026-11-29', '1985-04-12', null],
    ['2024-03-05', '1985-04-12', null],
    ['1985-04-12', '1985-04-12', null],
    ['2026-11-30', '1985-04-12', { problem: 'future' }],
    ['2027-01-01', null, { problem: 'future' }],
    ['1899-10-12', '1985-04-12', { problem: 'before-birth' }],
    ['1985-04-11', '1985-04-12', { problem: 'before-birth' }],
    // Before the date of birth is known (the upload asks for it after), only today bounds it.
    ['1899-10-12', null, null],
    ['1899-10-12', undefined, null],
    ['1899-10-12', '', null],
    ['31/2/2024', '1985-04-12', { problem: 'not-real' }],
    ['12/10/', '1985-04-12', { problem: 'missing-year' }],
    ['12//1899', '1985-04-12', { problem: 'missing-month' }],
    ['', '1985-04-12', null],
  ])('%s born %s: %o', (value, dob, expected) => {
    expect(testDateProblem(datePartsOf(value), TODAY, dob)).toEqual(expected);
  });
});
