import type { TaskScreenState } from '../../generated/entities.gen';

export interface ScreenTask {
  id: string;
  state?: 'active' | 'completed' | 'removed';
  task_type?: 'information' | 'tracking';
  completed_count?: number;
  tracking_target?: number | null;
}

/**
 * What the task screen shows (SPEC section 4). A finished task says how the week stands: the whole week is done,
 * one task is left, or it is done with more to go. An unfinished one asks for input: an information task to read
 * and mark done, a tracking task without a target to choose one, else its progress so far.
 */
export function taskScreenState(task: ScreenTask, weekTasks: readonly ScreenTask[]): TaskScreenState {
  if (task.state === 'completed') {
    const left = weekTasks.filter((other) => other.id !== task.id && other.state === 'active').length;
    if (left === 0) return 'week-complete';
    return left === 1 ? 'one-task-left' : 'complete';
  }
  if (task.task_type !== 'tracking') return 'task-input';
  if (task.tracking_target === null || task.tracking_target === undefined) return 'not-set';
  return (task.completed_count ?? 0) > 0 ? 'made-progress' : 'no-progress';
}
