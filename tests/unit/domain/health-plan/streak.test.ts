import { describe, expect, it } from 'vitest';
import { planProgress } from '../../../../src/domain/health-plan/plan-progress';
import type { TaskCategory } from '../../../../src/generated/entities.gen';
import {
  completedPercent,
  streakMessage,
  streakOf,
  weekCounts,
  weekStanding,
  type TaskProgress,
  type WeekStanding,
} from '../../../../src/domain/health-plan/streak';

const tasks = (...states: TaskProgress['state'][]): TaskProgress[] => states.map((state) => ({ state }));
const rule = { countsAtPercent: 50, forgivenMissedWeeks: 1 };

describe('completedPercent leaves skipped tasks out', () => {
  it.each<[TaskProgress[], number | null]>([
    [tasks('completed', 'active'), 50],
    [tasks('completed', 'removed', 'active', 'active', 'active'), 25],
    [tasks('removed', 'removed'), null],
    [[], null],
    [tasks('completed', 'completed'), 100],
  ])('%j -> %s', (week, expected) => expect(completedPercent(week)).toBe(expected));
});

describe('weekCounts at 50 %', () => {
  it.each<[string, TaskProgress[], boolean]>([
    ['half done', tasks('completed', 'active'), true],
    ['under half', tasks('completed', 'active', 'active'), false],
    ['all skipped is a choice, not a lapse', tasks('removed', 'removed'), true],
    ['no tasks at all', [], false],
    ['skips do not drag the share down', tasks('completed', 'removed', 'removed', 'active'), true],
  ])('%s', (_, week, expected) => expect(weekCounts(week, rule)).toBe(expected));
});

describe('streakOf: one lapse does not undo a habit', () => {
  it.each<[string, WeekStanding[], { current: number; best: number; countedWeeks: number; paused: boolean }]>([
    ['nothing yet', [], { current: 0, best: 0, countedWeeks: 0, paused: false }],
    ['two counted, one in progress', ['counted', 'counted', 'in-progress'], { current: 2, best: 2, countedWeeks: 2, paused: false }],
    ['one missed week pauses', ['counted', 'counted', 'missed'], { current: 2, best: 2, countedWeeks: 2, paused: true }],
    ['and the run goes on after it', ['counted', 'counted', 'missed', 'counted'], { current: 3, best: 3, countedWeeks: 3, paused: false }],
    [
      'two missed in a row end the run',
      ['counted', 'counted', 'missed', 'missed'],
      { current: 0, best: 2, countedWeeks: 2, paused: false },
    ],
    [
      'a new run after that; counted weeks are kept',
      ['counted', 'counted', 'missed', 'missed', 'counted'],
      { current: 1, best: 2, countedWeeks: 3, paused: false },
    ],
    ['missed first week', ['missed', 'counted'], { current: 1, best: 1, countedWeeks: 1, paused: false }],
    [
      'upcoming weeks change nothing',
      ['counted', 'in-progress', 'upcoming', 'upcoming'],
      { current: 1, best: 1, countedWeeks: 1, paused: false },
    ],
  ])('%s', (_, standings, expected) => expect(streakOf(standings, rule)).toEqual(expected));

  it('with no forgiveness a miss ends the run', () => {
    expect(streakOf(['counted', 'missed', 'counted'], { countsAtPercent: 50, forgivenMissedWeeks: 0 })).toEqual({
      current: 1,
      best: 1,
      countedWeeks: 2,
      paused: false,
    });
  });
});

describe('weekStanding', () => {
  it.each<[number, number, TaskProgress[], WeekStanding]>([
    [4, 3, tasks('active'), 'upcoming'],
    [3, 3, tasks('active', 'active'), 'in-progress'],
    [3, 3, tasks('completed', 'active'), 'counted'],
    [2, 3, tasks('active', 'active'), 'missed'],
    [1, 3, tasks('completed', 'completed'), 'counted'],
  ])('week %i of current %i', (week, current, list, expected) => expect(weekStanding(week, current, list, rule)).toBe(expected));
});

describe('streakMessage: one per week 1 to 12', () => {
  it.each([1, 6, 12])('week %i has a message', (week) => expect(streakMessage(week)).toMatch(/\w/));
  it.each([0, 13])('week %i has none', (week) => expect(streakMessage(week)).toBeNull());
});

describe('planProgress: standings, streak and what was done', () => {
  const week = (number: number, ...states: TaskProgress['state'][]) => ({
    week: number,
    tasks: states.map((state) => ({
      state,
      category: 'diet' as const,
      task_type: 'tracking' as const,
      completed_count: state === 'completed' ? 2 : 0,
    })),
  });
  it('a plan in week 3: two kept-up weeks, one in progress, the rest to come', () => {
    const progress = planProgress(
      [week(1, 'completed', 'completed'), week(2, 'completed', 'removed'), week(3, 'active', 'active'), week(4, 'active')],
      3,
      false,
    );
    expect(progress.standings.map((entry) => entry.standing)).toEqual(['counted', 'counted', 'in-progress', 'upcoming']);
    expect(progress.streak).toEqual({ current: 2, best: 2, countedWeeks: 2, paused: false });
    expect(progress.tasksDone).toBe(3);
    expect(progress.timesLogged).toBe(6);
    expect(progress.doneByCategory).toEqual([{ category: 'diet', count: 3 }]);
  });
  it('a finished plan has no week in progress: its last week counts or is missed', () => {
    const progress = planProgress([week(1, 'completed'), week(2, 'active'), week(3, 'completed'), week(4, 'active', 'active')], 4, true);
    expect(progress.standings.map((entry) => entry.standing)).toEqual(['counted', 'missed', 'counted', 'missed']);
    expect(progress.streak).toEqual({ current: 2, best: 2, countedWeeks: 2, paused: true });
  });
  it('weeks arriving out of order are put in plan order', () => {
    const progress = planProgress([week(3, 'active'), week(1, 'completed'), week(2, 'active')], 3, false);
    expect(progress.standings).toEqual([
      { week: 1, standing: 'counted' },
      { week: 2, standing: 'missed' },
      { week: 3, standing: 'in-progress' },
    ]);
  });
  it('counts done tasks by category, most first then by name; only tracking tasks add to times logged', () => {
    const task = (
      category: TaskCategory | undefined,
      task_type: 'information' | 'tracking',
      completed_count: number,
      state: TaskProgress['state'] = 'completed',
    ) => ({ state, category, task_type, completed_count });
    const progress = planProgress(
      [
        { week: 1, tasks: [task('exercise', 'information', 0), task('smoking', 'tracking', 3), task(undefined, 'tracking', 2)] },
        { week: 2, tasks: [task('diet', 'information', 1), task('exercise', 'tracking', 4, 'active'), task('smoking', 'information', 0)] },
      ],
      2,
      false,
    );
    expect(progress.doneByCategory).toEqual([
      { category: 'smoking', count: 2 },
      { category: 'diet', count: 1 },
      { category: 'exercise', count: 1 },
    ]);
    expect(progress.tasksDone).toBe(5);
    expect(progress.timesLogged).toBe(9);
  });
});
