import { describe, expect, it } from 'vitest';
import { ageInYears, calendarDate, formatDate, localIsoDate } from '../../../src/domain/dates';
import { appConfig } from '../../../src/generated/app-config.gen';

describe('formatDate (day month-name year, en-GB)', () => {
  it.each([
    ['2024-03-05', '5 March 2024'],
    ['2024-03-05T00:00:00Z', '5 March 2024'],
    ['2024-03-05T23:59:59Z', '5 March 2024'],
    ['2024-03-05T23:30:00-05:00', '5 March 2024'],
    ['2024-03-05T00:30:00+14:00', '5 March 2024'],
    ['2024-12-31', '31 December 2024'],
    ['2024-02-29', '29 February 2024'],
    ['1999-01-01', '1 January 1999'],
    ['2023-02-29', null],
    ['2024-13-01', null],
    ['05/03/2024', null],
    ['', null],
  ])('%j -> %j', (iso, expected) => expect(formatDate(iso)).toBe(expected));

  it('formats again with the same answer (the formatter is reused)', () => {
    expect(formatDate('2024-03-05', 'en-GB')).toBe('5 March 2024');
    expect(formatDate('2024-03-05', 'en-GB')).toBe('5 March 2024');
    expect(formatDate('2024-03-05', 'en-US')).toBe('March 5, 2024');
  });

  it('matches the configured example', () => expect(formatDate('2024-03-05')).toBe(appConfig.constants.dateFormat.example));
});

describe('calendarDate', () => {
  it.each([
    ['2024-03-05T10:00:00Z', { year: 2024, month: 3, day: 5 }],
    ['2024-04-31', null],
    ['2024-02-30', null],
    ['2023-12-32', null],
    ['2024-00-10', null],
    ['0050-01-01', null],
    ['  2024-03-05', { year: 2024, month: 3, day: 5 }],
    ['x2024-03-05', null],
    ['nonsense', null],
  ])('%j -> %j', (iso, expected) => expect(calendarDate(iso)).toEqual(expected));
});

describe('ageInYears', () => {
  it.each([
    ['1990-03-05', '2024-03-05', 34],
    ['1990-03-05', '2024-03-04', 33],
    ['1990-03-05', '2024-03-06', 34],
    ['1990-12-31', '2024-01-01', 33],
    ['1990-06-10', '2024-03-20', 33],
    ['1990-06-20', '2024-07-10', 34],
    ['2000-02-29', '2023-02-28', 22],
    ['2000-02-29', '2023-03-01', 23],
    ['2000-02-29', '2024-02-29', 24],
    ['2024-03-05', '2024-03-05', 0],
    ['1990-03-05T23:00:00-05:00', '2024-03-05', 34],
    ['not a date', '2024-03-05', null],
    ['1990-03-05', '', null],
  ])('born %s, on %s -> %j', (dob, today, expected) => expect(ageInYears(dob, today)).toBe(expected));
});

describe('localIsoDate', () => {
  it('uses the local calendar date', () => expect(localIsoDate(new Date(2024, 2, 5, 23, 59))).toBe('2024-03-05'));
});
