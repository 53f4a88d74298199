import { healthPlanConfig } from '../src/generated/health-plan-config.gen';
import { weekCounts } from '../src/domain/health-plan/streak';
import { weekDates, weekOn } from '../src/domain/health-plan/week-dates';
import type { MockDb, MockHealthPlan, MockHealthPlanTemplate, MockPlanWeek, MockTask } from './db/mock-db';
import type { MockResource } from './json-api-responses';

/** How the health plan service builds a plan from its interventions and answers with worked-out weeks. */

export interface NewPlan {
  id: string;
  userId: string;
  template: MockHealthPlanTemplate;
  firstDay: string;
  commitmentMessage: string | null;
  interventionIds: readonly string[];
}

/** The plan, one record per week, and each intervention's tasks copied into every week (config/health-plan.yaml). */
export function buildPlan(plan: NewPlan): { plan: MockHealthPlan; weeks: MockPlanWeek[]; tasks: MockTask[] } {
  const interventions = healthPlanConfig.interventions.filter((intervention) => plan.interventionIds.includes(intervention.id));
  const weeks: MockPlanWeek[] = [];
  const tasks: MockTask[] = [];
  for (let week = 1; week <= plan.template.weeks; week += 1) {
    const weekId = `${plan.id}-week-${week}`;
    weeks.push({ id: weekId, plan_id: plan.id, week, plan_week_review_id: null });
    for (const intervention of interventions) {
      for (const task of intervention.tasks) {
        tasks.push({
          id: `${plan.id}-w${week}-${task.key}`,
          plan_id: plan.id,
          plan_week_id: weekId,
          week,
          state: 'active',
          task_type: task.kind,
          name: task.name,
          about: task.about,
          completed_count: 0,
          tracking_target: task.kind === 'tracking' ? (task.trackingTarget ?? null) : null,
          max_target: task.maxTarget ?? null,
          category: intervention.category,
          thriva_intervention_id: intervention.id,
          skip_reason: null,
        });
      }
    }
  }
  return {
    plan: {
      id: plan.id,
      user_id: plan.userId,
      state: 'active',
      first_day: plan.firstDay,
      health_plan_template_id: plan.template.id,
      commitment_message: plan.commitmentMessage,
      show_health_scores: true,
      weeks: plan.template.weeks,
      intervention_ids: interventions.map((intervention) => intervention.id),
      completed_at: null,
    },
    weeks,
    tasks,
  };
}

export function today(now = Date.now()): string {
  return new Date(now).toISOString().slice(0, 10);
}

/** The plan week that holds today, kept within the plan (a finished plan stays on its last week). */
export function currentWeekOf(plan: MockHealthPlan, on: string): number {
  if (plan.state === 'completed') return plan.weeks;
  return Math.min(plan.weeks, Math.max(1, weekOn(plan.first_day, on, plan.weeks)));
}

export function weekState(
  plan: MockHealthPlan,
  week: MockPlanWeek,
  tasks: readonly MockTask[],
  on: string,
): 'upcoming' | 'active' | 'completed' | 'missed' {
  const current = currentWeekOf(plan, on);
  const allDone = tasks.length > 0 && tasks.every((task) => task.state !== 'active');
  if (allDone) return 'completed';
  if (week.week > current) return 'upcoming';
  if (week.week === current && plan.state !== 'completed') return 'active';
  return weekCounts(tasks) ? 'completed' : 'missed';
}

export function taskResource(task: MockTask): MockResource {
  const { id, plan_id: _plan, ...attributes } = task;
  return { type: 'tasks', id, attributes };
}

export function planAttributes(plan: MockHealthPlan, on: string): Record<string, unknown> {
  const { id: _id, ...attributes } = plan;
  return { ...attributes, current_week: currentWeekOf(plan, on) };
}

/** GET /v1/health_plans/{id}?include=plan_weeks.tasks: the plan, its weeks with dates and states, and every task. */
export function planResources(db: MockDb, plan: MockHealthPlan, on: string): { data: MockResource; included: MockResource[] } {
  const weeks = db.planWeeks.filter((week) => week.plan_id === plan.id).sort((a, b) => a.week - b.week);
  const included: MockResource[] = [];
  for (const week of weeks) {
    const tasks = db.tasks.filter((task) => task.plan_week_id === week.id);
    const dates = weekDates(plan.first_day, week.week);
    included.push({
      type: 'plan_weeks',
      id: week.id,
      attributes: {
        week: week.week,
        state: weekState(plan, week, tasks, on),
        streak_counted: weekCounts(tasks),
        start_date: dates?.start,
        end_date: dates?.end,
        plan_week_review_id: week.plan_week_review_id,
      },
      relationships: { tasks: { data: tasks.map((task) => ({ type: 'tasks', id: task.id })) } },
    });
    included.push(...tasks.map(taskResource));
  }
  return {
    data: {
      type: 'health_plans',
      id: plan.id,
      attributes: planAttributes(plan, on),
      relationships: { plan_weeks: { data: weeks.map((week) => ({ type: 'plan_weeks', id: week.id })) } },
    },
    included,
  };
}
