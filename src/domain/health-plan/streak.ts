import { healthPlanConfig } from '../../generated/health-plan-config.gen';
import type { HealthPlanConfig } from '../../generated/config-types.gen';

export type StreakRule = HealthPlanConfig['streak'];

export interface TaskProgress {
  state: 'active' | 'completed' | 'removed';
}

/** How a week stands for the streak. */
export type WeekStanding = 'counted' | 'missed' | 'in-progress' | 'upcoming';

/** Share of a week's tasks that are done, skipped (removed) tasks left out; null when nothing is left to do. */
export function completedPercent(tasks: readonly TaskProgress[]): number | null {
  const kept = tasks.filter((task) => task.state !== 'removed');
  if (kept.length === 0) return null;
  return (kept.filter((task) => task.state === 'completed').length / kept.length) * 100;
}

/**
 * Whether a week counts: enough of its tasks are done. A week whose tasks were all skipped counts too:
 * the person chose what suited them, which is not a lapse.
 */
export function weekCounts(tasks: readonly TaskProgress[], rule: StreakRule = healthPlanConfig.streak): boolean {
  const percent = completedPercent(tasks);
  return percent === null ? tasks.length > 0 : percent >= rule.countsAtPercent;
}

export interface StreakSummary {
  /** Counted weeks in the current run. */
  current: number;
  best: number;
  /** Every counted week of the plan: progress is never taken away. */
  countedWeeks: number;
  /** The run is paused by forgiven missed weeks; it goes on with the next counted week. */
  paused: boolean;
}

/**
 * Streak over weeks in plan order. A missed week pauses the run; only more missed weeks in a row than the rule
 * forgives end it (one lapse does not undo a habit). A week in progress or still to come neither adds nor breaks.
 */
export function streakOf(standings: readonly WeekStanding[], rule: StreakRule = healthPlanConfig.streak): StreakSummary {
  let current = 0;
  let best = 0;
  let countedWeeks = 0;
  let missedInRow = 0;
  for (const standing of standings) {
    if (standing === 'counted') {
      current += 1;
      countedWeeks += 1;
      missedInRow = 0;
      best = Math.max(best, current);
    } else if (standing === 'missed') {
      missedInRow += 1;
      if (missedInRow > rule.forgivenMissedWeeks) current = 0;
    }
  }
  return { current, best, countedWeeks, paused: current > 0 && missedInRow > 0 };
}

/** A week's standing from its number, the plan's current week and its tasks. */
export function weekStanding(
  week: number,
  currentWeek: number,
  tasks: readonly TaskProgress[],
  rule: StreakRule = healthPlanConfig.streak,
): WeekStanding {
  if (week > currentWeek) return 'upcoming';
  const counts = weekCounts(tasks, rule);
  if (week === currentWeek) return counts ? 'counted' : 'in-progress';
  return counts ? 'counted' : 'missed';
}

/** The streak message of a plan week (1 to 12); the 4-week plan uses the first four. */
export function streakMessage(week: number, messages: readonly string[] = healthPlanConfig.streakMessages): string | null {
  return messages[week - 1] ?? null;
}
