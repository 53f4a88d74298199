import { describe, expect, it } from 'vitest';
import { addDays, weekDates, weekOn } from '../../../../src/domain/health-plan/week-dates';

describe('weekDates: a week ends 6 days after it starts, the next starts 7 days after', () => {
  it.each<[string, number, { start: string; end: string } | null]>([
    ['2026-01-05', 1, { start: '2026-01-05', end: '2026-01-11' }],
    ['2026-01-05', 2, { start: '2026-01-12', end: '2026-01-18' }],
    ['2026-01-05', 12, { start: '2026-03-23', end: '2026-03-29' }],
    ['2024-02-26', 1, { start: '2024-02-26', end: '2024-03-03' }],
    ['2026-03-25', 1, { start: '2026-03-25', end: '2026-03-31' }],
    ['2026-12-28', 2, { start: '2027-01-04', end: '2027-01-10' }],
    ['2026-01-05', 0, null],
    ['2026-01-05', 1.5, null],
    ['2026-01-05', -1, null],
    ['not a date', 1, null],
  ])('%s week %d', (firstDay, week, expected) => expect(weekDates(firstDay, week)).toEqual(expected));
});

describe('weekOn', () => {
  it.each<[string, string, number, number]>([
    ['2026-01-05', '2026-01-04', 12, 0],
    ['2026-01-05', '2026-01-05', 12, 1],
    ['2026-01-05', '2026-01-11', 12, 1],
    ['2026-01-05', '2026-01-12', 12, 2],
    ['2026-01-05', '2026-01-20', 12, 3],
    ['2026-01-05', '2026-03-29', 12, 12],
    ['2026-01-05', '2026-03-30', 12, 13],
    ['2026-01-05', '2026-06-30', 4, 5],
    ['2026-01-05', '2025-12-28', 12, 0],
    ['2026-01-05', '2025-01-05', 12, 0],
    ['not a date', '2026-01-20', 12, 0],
    ['1960-01-04', 'not a date', 12, 0],
    ['2026-01-05', 'not a date', 12, 0],
  ])('plan from %s on %s (%i weeks) -> %i', (firstDay, today, weeks, expected) => expect(weekOn(firstDay, today, weeks)).toBe(expected));
});

describe('addDays', () => {
  it.each<[string, number, string | null]>([
    ['2026-03-28', 1, '2026-03-29'],
    ['2026-03-29', 1, '2026-03-30'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2026-2-30', 1, null],
  ])('%s + %i', (iso, days, expected) => expect(addDays(iso, days)).toBe(expected));
});
