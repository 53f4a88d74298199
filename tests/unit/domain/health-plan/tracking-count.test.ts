import { describe, expect, it } from 'vitest';
import { nextCount, trackingComplete } from '../../../../src/domain/health-plan/tracking-count';

describe('nextCount: never below 0, never past the target, undo only what was logged here', () => {
  it.each<[number, 1 | -1, number, number, number]>([
    [0, 1, 3, 0, 1],
    [2, 1, 3, 0, 3],
    [3, 1, 3, 0, 3],
    [1, -1, 3, 0, 0],
    [0, -1, 3, 0, 0],
    [2, -1, 3, 2, 2],
    [3, -1, 3, 2, 2],
    [0, -1, 3, -5, 0],
  ])('%i %i (target %i, floor %i) -> %i', (count, change, target, floor, expected) =>
    expect(nextCount(count, change, target, floor)).toBe(expected),
  );
});

describe('trackingComplete', () => {
  it.each<[number, number | null | undefined, boolean]>([
    [3, 3, true],
    [4, 3, true],
    [2, 3, false],
    [5, null, false],
    [5, undefined, false],
    [0, 0, true],
  ])('%i of %s', (count, target, expected) => expect(trackingComplete(count, target)).toBe(expected));
});
