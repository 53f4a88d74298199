import { buildPlan } from '../health-plan-records';
import type { MockHealthPlanData, MockHealthPlanTemplate, MockTask } from './mock-db';

const DAY = 86_400_000;

/** BMI 31.1, little exercise, high stress: the heart-plan criteria hold and three interventions match. */
export const PLANNER_PROFILE: Record<string, unknown> = {
  goals: ['fitness', 'weight_loss'],
  important_goal: 'weight_loss',
  height: 170,
  weight: 90,
  height_unit_preference: 'metric',
  weight_unit_preference: 'metric',
  exercise_rating: 2,
  stressed_rating: 4,
  diet_rating: 6,
  alcohol_wine_drinks_count: 2,
};

export const HEALTH_PLAN_TEMPLATES: MockHealthPlanTemplate[] = [
  {
    id: 'weekly-plan',
    name: '12-week heart health plan',
    weeks: 12,
    sold_with_blood_test: false,
    description: 'Twelve weeks of small weekly tasks, chosen from your health profile and your latest results, to look after your heart.',
  },
  {
    id: 'four-week-plan',
    name: '4-week health plan',
    weeks: 4,
    sold_with_blood_test: true,
    description: 'Four weeks of weekly tasks that come with your blood test, to start the habits your results point to.',
  },
];

type TaskSetup = Partial<Pick<MockTask, 'state' | 'completed_count' | 'tracking_target' | 'skip_reason'>>;

function setTasks(tasks: MockTask[], planId: string, week: number, setups: Record<string, TaskSetup>): void {
  for (const [key, setup] of Object.entries(setups)) {
    const task = tasks.find((candidate) => candidate.id === `${planId}-w${week}-${key}`);
    if (task) Object.assign(task, setup);
  }
}

/** Every task of a week done (tracking tasks at their target, or 1 where the person chose). */
function completeWeek(tasks: MockTask[], planId: string, week: number): void {
  for (const task of tasks.filter((candidate) => candidate.plan_id === planId && candidate.week === week)) {
    task.state = 'completed';
    if (task.task_type === 'tracking') {
      task.tracking_target = task.tracking_target ?? 2;
      task.completed_count = task.tracking_target;
    }
  }
}

/**
 * results@example.com: a 12-week plan in week 3 with a 2-week streak, whose week 3 has a task in every state,
 * and a finished 4-week plan (sold with a blood test) with one missed week in it.
 * planner@example.com has no plan yet.
 */
export function seedHealthPlan(now: number): MockHealthPlanData {
  const day = (offsetDays: number) => new Date(now + offsetDays * DAY).toISOString().slice(0, 10);
  const [weekly, fourWeek] = HEALTH_PLAN_TEMPLATES as [MockHealthPlanTemplate, MockHealthPlanTemplate];

  const current = buildPlan({
    id: 'plan-1',
    userId: 'user-results',
    template: weekly,
    firstDay: day(-14),
    commitmentMessage: 'I want to keep up with my kids on our Sunday walks.',
    interventionIds: ['cut-down-alcohol', 'eat-more-fibre', 'move-more', 'unwind'],
  });
  completeWeek(current.tasks, 'plan-1', 1);
  completeWeek(current.tasks, 'plan-1', 2);
  setTasks(current.tasks, 'plan-1', 2, { 'alcohol-units': { state: 'removed', skip_reason: 4, completed_count: 0 } });
  setTasks(current.tasks, 'plan-1', 3, {
    'fibre-guide': { state: 'completed' },
    'alcohol-free-days': { state: 'completed', completed_count: 3 },
    'alcohol-units': { state: 'removed', skip_reason: 4 },
    'oats-breakfast': { completed_count: 2 },
    breathing: { completed_count: 0 },
  });

  const finished = buildPlan({
    id: 'plan-0',
    userId: 'user-results',
    template: fourWeek,
    firstDay: day(-7 * 20),
    commitmentMessage: 'Feel less tired in the afternoons.',
    interventionIds: ['eat-more-fibre', 'unwind'],
  });
  for (const week of [1, 3, 4]) completeWeek(finished.tasks, 'plan-0', week);
  setTasks(finished.tasks, 'plan-0', 2, { 'oats-breakfast': { completed_count: 1 } });
  finished.plan.state = 'completed';
  finished.plan.completed_at = new Date(now - 7 * 16 * DAY).toISOString();

  return {
    healthPlans: [finished.plan, current.plan],
    planWeeks: [...finished.weeks, ...current.weeks],
    tasks: [...finished.tasks, ...current.tasks],
    planWeekReviews: [],
    healthPlanTemplates: HEALTH_PLAN_TEMPLATES,
  };
}
