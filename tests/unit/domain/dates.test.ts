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

  it('matches the configured example', () => expect(formatDate('2024-03-05')).toBe(appConfig.constants.dateFormat.example));
});

describe('calendarDate', () => {
  it.each([
    ['2024-03-05T10:00:00Z', { year: 2024, month: 3, day: 5 }],
    ['2024-04-31', null],
    ['nonsense', null],
  ])('%j -> %j', (iso, expected) => expect(calendarDate(iso)).toEqual(expected));
});

describe('ageInYears', () => {
  it.each([
    ['1990-03-05', '2024-03-05', 34],
    ['1990-03-05', '2024-03-04', 33],
    ['1990-03-05', '2024-03-06', 34],
    ['1990-12-31', '2024-01-01', 33],
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
