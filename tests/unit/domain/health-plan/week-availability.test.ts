import { describe, expect, it } from 'vitest';
import { currentPlan, weekAvailability } from '../../../../src/domain/health-plan/week-availability';

describe('weekAvailability', () => {
  it.each([
    // An active plan: open up to and including the week it has reached, not started after it.
    ['active', 3, 2, 'open'],
    ['active', 3, 3, 'open'],
    ['active', 3, 4, 'not-started'],
    ['active', 1, 1, 'open'],
    ['active', 1, 2, 'not-started'],
    // A plan not begun yet: nothing is open.
    ['pending', 1, 1, 'not-started'],
    // An ended plan is closed whatever week it stopped in: no "starts on" date for a later week.
    ['completed', 4, 4, 'plan-ended'],
    ['completed', 2, 3, 'plan-ended'],
    ['completed', 4, 1, 'plan-ended'],
    ['cancelled', 2, 1, 'plan-ended'],
    ['cancelled', 2, 5, 'plan-ended'],
  ] as const)('%s plan in week %i, week %i: %s', (state, currentWeek, week, expected) => {
    expect(weekAvailability({ state, current_week: currentWeek }, week)).toBe(expected);
  });
});

describe('currentPlan', () => {
  it.each([
    [[], undefined],
    [[{ id: 'a', state: 'completed' }], undefined],
    [
      [
        { id: 'a', state: 'cancelled' },
        { id: 'b', state: 'completed' },
      ],
      undefined,
    ],
    [
      [
        { id: 'a', state: 'completed' },
        { id: 'b', state: 'active' },
      ],
      'b',
    ],
    [[{ id: 'a', state: 'pending' }], 'a'],
    [
      [
        { id: 'a', state: 'active' },
        { id: 'b', state: 'pending' },
      ],
      'a',
    ],
  ] as [{ id: string; state: 'pending' | 'active' | 'completed' | 'cancelled' }[], string | undefined][])('%j -> %s', (plans, expected) => {
    expect(currentPlan(plans)?.id).toBe(expected);
  });
});
