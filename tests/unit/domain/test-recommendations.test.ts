import { describe, expect, it } from 'vitest';
import { hasTestRecommendations } from '../../../src/domain/test-recommendations';

describe('hasTestRecommendations', () => {
  it.each<[string, Parameters<typeof hasTestRecommendations>[0], { state: string }[], boolean]>([
    ['no health profile', null, [], false],
    ['a profile without goals', { goals: [] }, [], false],
    ['a profile with goals unset', {}, [], false],
    ['goals and no test', { goals: ['energy'] }, [], true],
    ['goals and only cancelled tests', { goals: ['energy'] }, [{ state: 'cancelled' }], true],
    ['goals and a scheduled test', { goals: ['energy'] }, [{ state: 'scheduled' }], false],
    ['goals and a completed test', { goals: ['sleep'] }, [{ state: 'cancelled' }, { state: 'complete' }], false],
  ])('%s -> %s', (_, profile, tests, expected) => {
    expect(hasTestRecommendations(profile, tests)).toBe(expected);
  });
});
