import { describe, expect, it } from 'vitest';
import { levelRank, lowestLevel, PREDICTED_LEVEL_RANKING, type PredictedLevel } from '../../../src/domain/predicted-level';
import type { ResultStatus } from '../../../src/generated/entities.gen';

describe('predicted level ranking: highly_abnormal < out_of_range < abnormal < normal < optimal', () => {
  it.each<[PredictedLevel, number]>([
    ['highly_abnormal', 0],
    ['out_of_range', 1],
    ['abnormal', 2],
    ['normal', 3],
    ['optimal', 4],
  ])('%s ranks %i', (level, rank) => expect(levelRank(level)).toBe(rank));

  it('lists every level once', () => expect(new Set(PREDICTED_LEVEL_RANKING).size).toBe(5));
});

describe('lowestLevel (the lowest is shown)', () => {
  it.each<[(ResultStatus | null | undefined)[], PredictedLevel | null]>([
    [[], null],
    [['optimal'], 'optimal'],
    [['optimal', 'normal'], 'normal'],
    [['normal', 'abnormal', 'optimal'], 'abnormal'],
    [['abnormal', 'out_of_range'], 'out_of_range'],
    [['out_of_range', 'highly_abnormal', 'optimal'], 'highly_abnormal'],
    [['not_applicable', 'normal'], 'normal'],
    [['not_applicable'], null],
    [[null, undefined, 'optimal'], 'optimal'],
    [['optimal', null, undefined], 'optimal'],
    [['normal', 'not_applicable'], 'normal'],
    [[null], null],
  ])('%j -> %j', (levels, expected) => expect(lowestLevel(levels)).toBe(expected));
});
