import { describe, expect, it } from 'vitest';
import { band, bandOfAdjustedScore, nextUpdate, scorePercent, type ScoreBand } from '../../../src/domain/scores';

describe('band (excellent >= 90, good >= 80, fair >= 70, else poor)', () => {
  it.each<[number, ScoreBand]>([
    [100, 'excellent'],
    [90, 'excellent'],
    [89.99, 'good'],
    [80, 'good'],
    [79, 'fair'],
    [70, 'fair'],
    [69.9, 'poor'],
    [0, 'poor'],
  ])('%d -> %s', (score, expected) => expect(band(score)).toBe(expected));

  it('takes other thresholds', () => expect(band(60, { excellent: 80, good: 60, fair: 40 })).toBe('good'));
});

describe('scorePercent (rounded)', () => {
  it.each([
    [0.86, 86],
    [0.745, 75],
    [0.744, 74],
    [0.9, 90],
    [1, 100],
    [0, 0],
  ])('%d -> %i', (score, expected) => expect(scorePercent(score)).toBe(expected));
});

describe('bandOfAdjustedScore uses the shown percent', () => {
  it.each<[number, ScoreBand]>([
    [0.91, 'excellent'],
    [0.896, 'excellent'],
    [0.86, 'good'],
    [0.74, 'fair'],
    [0.694, 'poor'],
  ])('%d -> %s', (score, expected) => expect(bandOfAdjustedScore(score)).toBe(expected));
});

describe('nextUpdate (+7 days)', () => {
  it.each([
    ['2024-03-05T10:00:00Z', '2024-03-12T10:00:00.000Z'],
    ['2024-02-26T00:00:00Z', '2024-03-04T00:00:00.000Z'],
    ['2024-12-29T23:30:00Z', '2025-01-05T23:30:00.000Z'],
    ['2024-03-28T09:00:00+00:00', '2024-04-04T09:00:00.000Z'],
    ['not a date', null],
  ])('%s -> %j', (last, expected) => expect(nextUpdate(last)).toBe(expected));
});
