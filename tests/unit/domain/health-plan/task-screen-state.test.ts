import { describe, expect, it } from 'vitest';
import type { TaskScreenState } from '../../../../src/generated/entities.gen';
import { taskScreenState, type ScreenTask } from '../../../../src/domain/health-plan/task-screen-state';

const info = (id: string, state: ScreenTask['state'] = 'active'): ScreenTask => ({ id, state, task_type: 'information' });
const tracking = (id: string, count: number, target: number | null, state: ScreenTask['state'] = 'active'): ScreenTask => ({
  id,
  state,
  task_type: 'tracking',
  completed_count: count,
  tracking_target: target,
});

describe('taskScreenState: every SPEC state', () => {
  it.each<[string, ScreenTask, ScreenTask[], TaskScreenState]>([
    ['information task to do', info('a'), [info('a'), info('b')], 'task-input'],
    ['tracking task without a target', tracking('a', 0, null), [tracking('a', 0, null)], 'not-set'],
    ['tracking task whose target never came', { id: 'a', state: 'active', task_type: 'tracking', completed_count: 2 }, [], 'not-set'],
    ['a task of no known type asks for input', { id: 'a', state: 'active' }, [], 'task-input'],
    ['tracking task not started', tracking('a', 0, 3), [tracking('a', 0, 3)], 'no-progress'],
    ['tracking task under way', tracking('a', 2, 3), [tracking('a', 2, 3)], 'made-progress'],
    ['done, two others left', info('a', 'completed'), [info('a', 'completed'), info('b'), info('c')], 'complete'],
    ['done, one other left', info('a', 'completed'), [info('a', 'completed'), info('b'), info('c', 'completed')], 'one-task-left'],
    ['done, the last one', tracking('a', 3, 3, 'completed'), [tracking('a', 3, 3, 'completed'), info('b', 'completed')], 'week-complete'],
    ['skipped tasks do not hold the week open', info('a', 'completed'), [info('a', 'completed'), info('b', 'removed')], 'week-complete'],
    ['a task alone in its week', info('a', 'completed'), [], 'week-complete'],
    ['the week list still holds this task as active', info('a', 'completed'), [info('a'), info('b')], 'one-task-left'],
  ])('%s', (_, task, week, expected) => expect(taskScreenState(task, week)).toBe(expected));
});
