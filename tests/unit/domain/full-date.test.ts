import { describe, expect, it } from 'vitest';
import { FULL_DATE, isFullDate } from '../../../src/domain/full-date';

// The one "real date" rule behind the forms' `format: date` check and the date boxes' value.
describe('isFullDate: YYYY-MM-DD naming a day that exists', () => {
  it.each([
    ['1990-03-05', true],
    ['2024-01-01', true],
    ['2024-12-31', true],
    ['2024-01-31', true],
    ['2024-04-30', true],
    ['2024-02-29', true], // divisible by 4
    ['2000-02-29', true], // divisible by 400
    ['2023-02-28', true],
    ['0050-03-05', true],
    ['2023-02-29', false], // not a leap year
    ['1900-02-29', false], // divisible by 100, not by 400
    ['2024-02-30', false],
    ['2024-04-31', false],
    ['2024-06-31', false],
    ['2024-09-31', false],
    ['2024-11-31', false],
    ['2024-01-32', false],
    ['2024-00-10', false],
    ['2024-13-01', false],
    ['2024-03-00', false],
    ['24-03-05', false],
    ['2024-3-5', false],
    ['2024/03/05', false],
    ['x2024-03-05', false],
    ['2024-03-05x', false],
    ['5/3/2024', false],
    ['', false],
  ])('%j → %s', (text, expected) => {
    expect(isFullDate(text)).toBe(expected);
  });

  it('FULL_DATE captures year, month and day in that order', () => {
    expect(FULL_DATE.exec('1990-03-05')?.slice(1)).toEqual(['1990', '03', '05']);
  });
});
