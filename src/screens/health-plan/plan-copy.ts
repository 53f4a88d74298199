import type { TaskCategory, TaskScreenState } from '../../generated/entities.gen';
import type { MessageKey } from '../../generated/messages.gen';
import type { WeekStanding } from '../../domain/health-plan/streak';
import type { PlanTask } from '../../api/health-plan-api';
import { message } from '../../ui/message';

/** Message keys by state, so every state has copy (the compiler checks the records are complete). */
export const CATEGORY_LABEL: Record<TaskCategory, MessageKey> = {
  alcohol: 'healthPlan.category.alcohol',
  diet: 'healthPlan.category.diet',
  exercise: 'healthPlan.category.exercise',
  other: 'healthPlan.category.other',
  relaxation: 'healthPlan.category.relaxation',
  smoking: 'healthPlan.category.smoking',
  supplements: 'healthPlan.category.supplements',
  'weight-management': 'healthPlan.category.weightManagement',
};

export const STANDING_LABEL: Record<WeekStanding, MessageKey> = {
  counted: 'healthPlan.weekState.counted',
  missed: 'healthPlan.weekState.missed',
  'in-progress': 'healthPlan.weekState.inProgress',
  upcoming: 'healthPlan.weekState.upcoming',
};

export const SCREEN_STATE_COPY: Record<TaskScreenState, MessageKey> = {
  'task-input': 'healthPlan.task.stateTaskInput',
  'week-complete': 'healthPlan.task.stateWeekComplete',
  'not-set': 'healthPlan.task.stateNotSet',
  complete: 'healthPlan.task.stateComplete',
  'no-progress': 'healthPlan.task.stateNoProgress',
  'made-progress': 'healthPlan.task.stateMadeProgress',
  'one-task-left': 'healthPlan.task.stateOneTaskLeft',
};

/** A task's status in words, as the task list shows it. */
export function taskStatusText(task: PlanTask): string {
  if (task.state === 'completed') return message('healthPlan.taskStatus.completed');
  if (task.state === 'removed') return message('healthPlan.taskStatus.removed');
  if (task.task_type === 'tracking') {
    if (task.tracking_target === null || task.tracking_target === undefined) return message('healthPlan.taskStatus.notSet');
    return message('healthPlan.taskStatus.progress', { count: task.completed_count, target: task.tracking_target });
  }
  return message('healthPlan.taskStatus.todo');
}
