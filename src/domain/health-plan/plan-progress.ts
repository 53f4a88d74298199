import type { TaskCategory } from '../../generated/entities.gen';
import { compareCodeUnits } from '../code-unit-order';
import { streakOf, weekStanding, type StreakSummary, type TaskProgress, type WeekStanding } from './streak';

export interface ProgressWeek {
  week: number;
  tasks: readonly (TaskProgress & { category?: TaskCategory; completed_count?: number; task_type?: 'information' | 'tracking' })[];
}

export interface PlanProgress {
  standings: { week: number; standing: WeekStanding }[];
  streak: StreakSummary;
  tasksDone: number;
  timesLogged: number;
  doneByCategory: { category: TaskCategory; count: number }[];
}

/**
 * Where a plan stands: each week's standing (a finished plan has no week in progress), the streak, and what was
 * done, for the plan page and the complete page.
 */
export function planProgress(weeks: readonly ProgressWeek[], currentWeek: number, finished: boolean): PlanProgress {
  const last = finished ? Number.POSITIVE_INFINITY : currentWeek;
  const standings = [...weeks]
    .sort((a, b) => a.week - b.week)
    .map((week) => ({ week: week.week, standing: weekStanding(week.week, last, week.tasks) }));
  const tasks = weeks.flatMap((week) => week.tasks);
  const done = tasks.filter((task) => task.state === 'completed');
  const byCategory = new Map<TaskCategory, number>();
  for (const task of done) if (task.category) byCategory.set(task.category, (byCategory.get(task.category) ?? 0) + 1);
  return {
    standings,
    streak: streakOf(standings.map((entry) => entry.standing)),
    tasksDone: done.length,
    timesLogged: tasks.reduce((sum, task) => sum + (task.task_type === 'tracking' ? (task.completed_count ?? 0) : 0), 0),
    doneByCategory: [...byCategory]
      .map(([category, count]) => ({ category, count }))
      .sort((a, b) => b.count - a.count || compareCodeUnits(a.category, b.category)),
  };
}
