import type { HealthPlan } from '../../generated/entities.gen';

type PlanState = NonNullable<HealthPlan['state']>;

/**
 * Whether a week's tasks can be logged: only in an active plan, from the week it has reached. A plan that has
 * ended (completed or cancelled) is closed whatever its week, so nobody is told to wait for a date that will
 * never open the task; a plan not yet begun (pending) and a later week of an active plan have not started.
 */
export type WeekAvailability = 'open' | 'not-started' | 'plan-ended';

export function weekAvailability(plan: { state: PlanState; current_week: number }, week: number): WeekAvailability {
  if (plan.state === 'completed' || plan.state === 'cancelled') return 'plan-ended';
  if (plan.state === 'pending' || week > plan.current_week) return 'not-started';
  return 'open';
}

/** The plan a person is on now (active, or set up and about to begin), so nobody is offered a second one. */
export function currentPlan<T extends { state: PlanState }>(plans: readonly T[]): T | undefined {
  return plans.find((plan) => plan.state === 'active' || plan.state === 'pending');
}
