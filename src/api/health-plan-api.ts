import { queryOptions } from '@tanstack/react-query';
import type { AnalyteResult, HealthPlan, HealthPlanTemplate, PlanWeek, PlanWeekReview, Task } from '../generated/entities.gen';
import { requireId } from '../domain/health-plan/required-id';
import { ApiError } from './api-error';
import { createResource, getCollection, getResource, updateResource } from './client';
import { queryKeys } from './query-keys';

/** The health plan service (SPEC section 7). Every call that names a resource refuses a blank id before it is sent. */

export type PlanTask = Task & Required<Pick<Task, 'state' | 'task_type' | 'name' | 'completed_count' | 'category' | 'week'>>;
export type PlanWeekWithTasks = PlanWeek & Required<Pick<PlanWeek, 'week' | 'state' | 'start_date' | 'end_date'>> & { tasks: PlanTask[] };
export type PlanSummary = HealthPlan & Required<Pick<HealthPlan, 'state' | 'current_week' | 'health_plan_template_id' | 'weeks'>>;
export type PlanDetail = PlanSummary & { plan_weeks: PlanWeekWithTasks[] };

const byWeek = (a: { week: number }, b: { week: number }) => a.week - b.week;

/** The person's plans, newest first. */
export const healthPlansQuery = queryOptions({
  queryKey: queryKeys.healthPlans,
  queryFn: async () => (await getCollection<PlanSummary>('/v1/health_plans', { sort: '-first_day' })) as PlanSummary[],
});

/** One plan with its weeks and their tasks; an unknown id is an ApiError 404. */
export const healthPlanQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.healthPlan(id),
    queryFn: async () => {
      const planId = requireId(id, 'id');
      const plan = (await getResource<PlanDetail>(`/v1/health_plans/${encodeURIComponent(planId)}`, {
        include: 'plan_weeks.tasks',
      })) as PlanDetail;
      const weeks = (plan.plan_weeks ?? []).map((week) => ({ ...week, tasks: week.tasks ?? [] })).sort(byWeek);
      return { ...plan, plan_weeks: weeks };
    },
  });

export const healthPlanTemplateQuery = (templateId: string) =>
  queryOptions({
    queryKey: queryKeys.healthPlanTemplate(templateId),
    queryFn: async () => {
      const id = requireId(templateId, 'templateId');
      return (await getResource<HealthPlanTemplate>(`/v1/health_plan_templates/${encodeURIComponent(id)}`)) as HealthPlanTemplate;
    },
  });

/** Results the plan rules may read (the rules themselves drop those 3 months old or more). */
export const planRuleResultsQuery = queryOptions({
  queryKey: queryKeys.analyteResults,
  queryFn: async () => (await getCollection<AnalyteResult>('/v1/analyte_results', { 'filter[successful]': true })) as AnalyteResult[],
});

export async function createHealthPlan(templateId: string, commitmentMessage: string): Promise<PlanSummary> {
  const id = requireId(templateId, 'templateId');
  const plan = await createResource<PlanSummary>('/v1/health_plans', 'health_plans', {
    health_plan_template_id: id,
    commitment_message: commitmentMessage,
  });
  if (!plan) throw new ApiError(500, [], 'The plan was not created');
  return plan as PlanSummary;
}

export async function updateHealthPlan(
  id: string,
  attributes: Partial<Pick<HealthPlan, 'state' | 'commitment_message' | 'show_health_scores'>>,
): Promise<void> {
  const planId = requireId(id, 'id');
  await updateResource(`/v1/health_plans/${encodeURIComponent(planId)}`, 'health_plans', planId, attributes);
}

export type TaskChange = Partial<Pick<Task, 'state' | 'completed_count' | 'tracking_target' | 'skip_reason'>>;

export async function updateTask(id: string, attributes: TaskChange): Promise<PlanTask> {
  const taskId = requireId(id, 'id');
  const task = await updateResource<PlanTask>(`/v1/tasks/${encodeURIComponent(taskId)}`, 'tasks', taskId, attributes);
  if (!task) throw new ApiError(500, [], 'The task was not returned');
  return task as PlanTask;
}

export async function updatePlanWeek(id: string, attributes: Partial<Pick<PlanWeek, 'state'>>): Promise<void> {
  const weekId = requireId(id, 'id');
  await updateResource(`/v1/plan_weeks/${encodeURIComponent(weekId)}`, 'plan_weeks', weekId, attributes);
}

export const planWeekReviewQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.planWeekReview(id),
    queryFn: async () => {
      const reviewId = requireId(id, 'id');
      return (await getResource<PlanWeekReview>(`/v1/plan_week_reviews/${encodeURIComponent(reviewId)}`)) as PlanWeekReview;
    },
  });

export async function createPlanWeekReview(
  planWeekId: string,
  feeling: NonNullable<PlanWeekReview['feeling']>,
  note: string,
): Promise<PlanWeekReview> {
  const weekId = requireId(planWeekId, 'plan_week_id');
  const review = await createResource<PlanWeekReview>('/v1/plan_week_reviews', 'plan_week_reviews', {
    plan_week_id: weekId,
    feeling,
    note: note.trim() === '' ? null : note.trim(),
  });
  if (!review) throw new ApiError(500, [], 'The review was not created');
  return review as PlanWeekReview;
}
