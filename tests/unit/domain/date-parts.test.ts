import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateValueOf, datePartsOf, withDatePart, NO_DATE_PARTS, type DateParts } from '../../../src/domain/date-parts';
import { formatValidators } from '../../../src/forms/format-validators';

const parts = (day: string, month: string, year: string): DateParts => ({ day, month, year });

describe('dateValueOf: the value three boxes make', () => {
  it.each([
    [parts('', '', ''), ''],
    [parts('  ', '', ' '), ''],
    [parts('5', '3', '1990'), '1990-03-05'],
    [parts('05', '03', '1990'), '1990-03-05'],
    [parts(' 5 ', '3 ', ' 1990'), '1990-03-05'],
    [parts('29', '2', '2024'), '2024-02-29'],
    [parts('31', '12', '1999'), '1999-12-31'],
    // Part-filled or impossible: the parts as typed, which no date check accepts.
    [parts('5', '', '1990'), '5//1990'],
    [parts('', '', '1990'), '//1990'],
    [parts('29', '2', '2023'), '29/2/2023'],
    [parts('31', '4', '2024'), '31/4/2024'],
    [parts('5', '13', '1990'), '5/13/1990'],
    [parts('0', '3', '1990'), '0/3/1990'],
    [parts('5', '3', '90'), '5/3/90'],
    [parts('5', '3', '19900'), '5/3/19900'],
    [parts('005', '3', '1990'), '005/3/1990'],
    [parts('5th', 'March', '1990'), '5th/March/1990'],
    [parts('5', '3', '0050'), '0050-03-05'],
    [parts('29', '2', '1900'), '29/2/1900'],
    [parts('29', '2', '2000'), '2000-02-29'],
    [parts('5/', '3', '1990'), '5/3/1990'],
    [parts('051', '3', '1990'), '051/3/1990'],
    [parts('5', '031', '1990'), '5/031/1990'],
    [parts('+5', '3', '1990'), '+5/3/1990'],
    [parts('5', '3', '1990x'), '5/3/1990x'],
    [parts('5', '3', 'x1990'), '5/3/x1990'],
    // One box typed in: the others are still to come.
    [parts('5', '', ''), '5//'],
    [parts('', '3', ''), '/3/'],
  ])('%j -> %j', (typed, value) => expect(dateValueOf(typed)).toBe(value));
});

describe('datePartsOf: the boxes a value shows', () => {
  it.each([
    ['1990-03-05', parts('5', '3', '1990')],
    ['2024-12-31', parts('31', '12', '2024')],
    ['5//1990', parts('5', '', '1990')],
    ['5th/March/1990', parts('5th', 'March', '1990')],
    ['//', parts('', '', '')],
    ['', parts('', '', '')],
    [undefined, parts('', '', '')],
    [null, parts('', '', '')],
    [19900305, parts('', '', '')],
    // Whatever an object's text, it is not a date.
    [{ toString: () => '1990-03-05' }, parts('', '', '')],
    [{ toString: () => '5//1990' }, parts('', '', '')],
    ['1990-03-05T10:00:00Z', parts('', '', '')],
    ['x1990-03-05', parts('', '', '')],
    ['a/b/c/d', parts('', '', '')],
  ])('%j -> %j', (value, shown) => expect(datePartsOf(value)).toEqual(shown));
});

describe('NO_DATE_PARTS', () => {
  it('is three empty boxes', () => expect(NO_DATE_PARTS).toEqual(parts('', '', '')));
});

describe('withDatePart', () => {
  it('changes one part and keeps the others', () =>
    expect(withDatePart(parts('5', '3', '1990'), 'month', '4')).toEqual(parts('5', '4', '1990')));
  it('drops a "/" typed into a box', () => expect(withDatePart(NO_DATE_PARTS, 'day', '5/3')).toEqual(parts('53', '', '')));
});

const typedPart = fc.oneof(
  fc.stringMatching(/^\d{0,5}$/),
  fc.string({ maxLength: 6 }).map((text) => text.replaceAll('/', '')),
);

describe('properties', () => {
  it('a value is either empty, a real date the form check accepts, or refused by it', () => {
    fc.assert(
      fc.property(typedPart, typedPart, typedPart, (day, month, year) => {
        const value = dateValueOf(parts(day, month, year));
        if (value === '') return;
        const accepted = formatValidators.date?.validate(value) ?? false;
        expect(accepted).toBe(/^\d{4}-\d{2}-\d{2}$/.test(value));
      }),
    );
  });

  it('nothing typed is lost: the boxes drawn again from the value make the same value', () => {
    fc.assert(
      fc.property(typedPart, typedPart, typedPart, (day, month, year) => {
        const value = dateValueOf(parts(day, month, year));
        expect(dateValueOf(datePartsOf(value))).toBe(value);
      }),
    );
  });

  it('an unfinished date is shown again exactly as typed', () => {
    fc.assert(
      fc.property(typedPart, typedPart, typedPart, (day, month, year) => {
        const value = dateValueOf(parts(day, month, year));
        fc.pre(value !== '' && !/^\d{4}-/.test(value));
        expect(datePartsOf(value)).toEqual(parts(day, month, year));
      }),
    );
  });
});
