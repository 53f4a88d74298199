import { describe, expect, it } from 'vitest';
import { isReadableDate } from '../../../src/domain/dates';
import { finiteNumber, isFiniteNumber } from '../../../src/domain/finite-number';

describe('finiteNumber: numbers and numeric text only', () => {
  it.each<[unknown, number | null]>([
    [4.6, 4.6],
    [0, 0],
    [-2, -2],
    ['1.2', 1.2],
    [' 3 ', 3],
    ['0', 0],
    ['', null],
    ['  ', null],
    ['4.6 mmol/L', null],
    ['Infinity', null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    [null, null],
    [undefined, null],
    [true, null],
    [[5], null],
  ])('%j -> %j', (value, expected) => expect(finiteNumber(value)).toBe(expected));

  it.each<[unknown, boolean]>([
    [1, true],
    [Number.NaN, false],
    ['1', false],
    [null, false],
  ])('isFiniteNumber(%j) is %s', (value, expected) => expect(isFiniteNumber(value)).toBe(expected));
});

describe('isReadableDate', () => {
  it.each<[unknown, boolean]>([
    ['2026-11-22', true],
    ['2026-11-22T10:00:00Z', true],
    ['soon', false],
    ['', false],
    [2026, false],
    [null, false],
    [undefined, false],
  ])('%j -> %s', (value, expected) => expect(isReadableDate(value)).toBe(expected));
});
