import { readWriteRequest } from '../security/write-request';
import { http } from 'msw';
import { planContext } from '../../src/domain/health-plan/plan-context';
import { recommendPlan } from '../../src/domain/health-plan/plan-match';
import { trackingComplete } from '../../src/domain/health-plan/tracking-count';
import { isUniqueViolation } from '../db/database-errors';
import { newId } from '../db/ids';
import { readDb, updateDb } from '../db/store';
import type { MockDb, MockHealthPlan, MockTask } from '../db/mock-db';
import { buildPlan, currentWeekOf, planAttributes, planResources, taskResource, today } from '../health-plan-records';
import { documentResponse, errorResponse, notFound, unauthorized } from '../json-api-responses';
import { currentUser } from '../serializers';

const currentUserOf = (db: MockDb): string | undefined => currentUser(db)?.id;

const planOf = (db: MockDb, userId: string, id: unknown): MockHealthPlan | undefined =>
  db.healthPlans.find((plan) => plan.id === id && plan.user_id === userId);

const taskOf = (db: MockDb, userId: string, id: unknown): MockTask | undefined => {
  const task = db.tasks.find((candidate) => candidate.id === id);
  return task && planOf(db, userId, task.plan_id) ? task : undefined;
};

/** The API's answer to a second plan while one is in progress. */
const PLAN_IN_PROGRESS = 'You already have a plan in progress';

const invalid = (detail: string, attribute: string) => errorResponse(422, [{ detail, pointer: `/data/attributes/${attribute}` }]);

/** Why a task change is refused, or null. The count stays within 0 and the target; a skip needs a reason. */
function taskChangeProblem(task: MockTask, plan: MockHealthPlan, change: Record<string, unknown>): Response | null {
  if (task.week > currentWeekOf(plan, today())) return invalid('This week has not started yet', 'state');
  const target = change.tracking_target === undefined ? task.tracking_target : change.tracking_target;
  if (
    target !== null &&
    target !== undefined &&
    (!Number.isInteger(target) || (target as number) < 1 || (task.max_target !== null && (target as number) > task.max_target))
  ) {
    return invalid('Choose how many times this week', 'tracking_target');
  }
  const count = change.completed_count;
  if (
    count !== undefined &&
    (!Number.isInteger(count) ||
      (count as number) < 0 ||
      (target !== null && target !== undefined && (count as number) > (target as number)))
  ) {
    return invalid('completed_count must be between 0 and the target', 'completed_count');
  }
  if (change.state !== undefined && !['active', 'completed', 'removed'].includes(String(change.state)))
    return invalid('Unknown task state', 'state');
  if (
    change.state === 'removed' &&
    !(Number.isInteger(change.skip_reason) && (change.skip_reason as number) >= 1 && (change.skip_reason as number) <= 5)
  ) {
    return invalid('skip_reason must be one of the skip reasons 1 to 5', 'skip_reason');
  }
  return null;
}

export const healthPlanHandlers = [
  http.get('*/v1/health_plans', async () => {
    const db = await readDb();
    const user = currentUserOf(db);
    if (!user) return unauthorized();
    const on = today();
    const plans = db.healthPlans.filter((plan) => plan.user_id === user).sort((a, b) => b.first_day.localeCompare(a.first_day));
    return documentResponse(plans.map((plan) => ({ type: 'health_plans', id: plan.id, attributes: planAttributes(plan, on) })));
  }),

  http.get('*/v1/health_plans/:id', async ({ params }) => {
    const db = await readDb();
    const user = currentUserOf(db);
    if (!user) return unauthorized();
    const plan = planOf(db, user, params.id);
    if (!plan) return notFound('Health plan');
    const { data, included } = planResources(db, plan, today());
    return documentResponse(data, included);
  }),

  http.post('*/v1/health_plans', async ({ request }) => {
    const db = await readDb();
    const user = currentUserOf(db);
    if (!user) return unauthorized();
    const body = await readWriteRequest(request, 'create-health-plan');
    if (!body.ok) return body.response;
    const templateId = String(body.attributes.health_plan_template_id ?? '').trim();
    if (templateId === '') return invalid('templateId cannot be blank', 'health_plan_template_id');
    const template = db.healthPlanTemplates.find((candidate) => candidate.id === templateId);
    if (!template) return invalid(`Unknown health plan template ${templateId}`, 'health_plan_template_id');
    if (db.healthPlans.some((plan) => plan.user_id === user && plan.state === 'active'))
      return invalid(PLAN_IN_PROGRESS, 'health_plan_template_id');
    const on = today();
    const results = db.analyteResults.filter((result) => result.user_id === user);
    const recommendation = recommendPlan(planContext(db.healthProfiles[user] ?? null, results, on));
    if (recommendation.kind !== 'plan') return invalid('A plan needs more than one intervention', 'health_plan_template_id');
    const commitment = typeof body.attributes.commitment_message === 'string' ? body.attributes.commitment_message.trim() : '';
    let created: MockHealthPlan;
    try {
      created = await updateDb((next) => {
        const built = buildPlan({
          id: newId('plan'),
          userId: user,
          template,
          firstDay: on,
          commitmentMessage: commitment === '' ? null : commitment,
          interventionIds: recommendation.interventions.map((intervention) => intervention.id),
        });
        next.healthPlans.push(built.plan);
        next.planWeeks.push(...built.weeks);
        next.tasks.push(...built.tasks);
        return built.plan;
      });
    } catch (error) {
      // The schema's one-active-plan index settles two starts at once: the second is told as the check above tells it.
      if (isUniqueViolation(error)) return invalid(PLAN_IN_PROGRESS, 'health_plan_template_id');
      throw error;
    }
    return documentResponse({ type: 'health_plans', id: created.id, attributes: planAttributes(created, on) }, [], 201);
  }),

  http.patch('*/v1/health_plans/:id', async ({ request, params }) => {
    const db = await readDb();
    const user = currentUserOf(db);
    if (!user) return unauthorized();
    if (!planOf(db, user, params.id)) return notFound('Health plan');
    const body = await readWriteRequest(request, 'update-health-plan');
    if (!body.ok) return body.response;
    const plan = await updateDb((next) => {
      const target = planOf(next, user, params.id) as MockHealthPlan;
      Object.assign(target, body.attributes);
      if (body.attributes.state === 'completed' && target.completed_at === null) target.completed_at = new Date().toISOString();
      return target;
    });
    return documentResponse({ type: 'health_plans', id: plan.id, attributes: planAttributes(plan, today()) });
  }),

  http.get('*/v1/health_plan_templates', async () => {
    const templates = (await readDb()).healthPlanTemplates;
    return documentResponse(templates.map(({ id, ...attributes }) => ({ type: 'health_plan_templates', id, attributes })));
  }),

  http.get('*/v1/health_plan_templates/:id', async ({ params }) => {
    const template = (await readDb()).healthPlanTemplates.find((candidate) => candidate.id === params.id);
    if (!template) return notFound('Health plan template');
    const { id, ...attributes } = template;
    return documentResponse({ type: 'health_plan_templates', id, attributes });
  }),

  http.get('*/v1/tasks/:id', async ({ params }) => {
    const db = await readDb();
    const user = currentUserOf(db);
    if (!user) return unauthorized();
    const task = taskOf(db, user, params.id);
    return task ? documentResponse(taskResource(task)) : notFound('Task');
  }),

  http.patch('*/v1/tasks/:id', async ({ request, params }) => {
    const db = await readDb();
    const user = currentUserOf(db);
    if (!user) return unauthorized();
    const task = taskOf(db, user, params.id);
    if (!task) return notFound('Task');
    const body = await readWriteRequest(request, 'update-task');
    if (!body.ok) return body.response;
    const changed = await updateDb((next) => {
      const target = next.tasks.find((candidate) => candidate.id === task.id) as MockTask;
      // Judged on the task as it is under the person's lock: a target lowered by another tab meanwhile counts.
      const problem = taskChangeProblem(target, planOf(next, user, target.plan_id) as MockHealthPlan, body.attributes);
      if (problem) return problem;
      Object.assign(target, body.attributes);
      if (body.attributes.state !== 'removed') target.skip_reason = null;
      // A tracking task is done when its count reaches the target, and open again when an undo takes it below.
      if (target.task_type === 'tracking' && target.state !== 'removed')
        target.state = trackingComplete(target.completed_count, target.tracking_target) ? 'completed' : 'active';
      return { ...target };
    });
    return changed instanceof Response ? changed : documentResponse(taskResource(changed));
  }),

  http.patch('*/v1/plan_weeks/:id', async ({ request, params }) => {
    const db = await readDb();
    const user = currentUserOf(db);
    if (!user) return unauthorized();
    const week = db.planWeeks.find((candidate) => candidate.id === params.id && planOf(db, user, candidate.plan_id));
    if (!week) return notFound('Plan week');
    const body = await readWriteRequest(request, 'update-plan-week');
    if (!body.ok) return body.response;
    if (body.attributes.state !== undefined && body.attributes.state !== 'completed') return invalid('Only completed can be set', 'state');
    const open = db.tasks.filter((task) => task.plan_week_id === week.id && task.state === 'active');
    if (open.length > 0) return invalid('Every task must be done or skipped first', 'state');
    const { id, plan_id: _plan, ...attributes } = week;
    return documentResponse({ type: 'plan_weeks', id, attributes: { ...attributes, state: 'completed' } });
  }),

  http.get('*/v1/plan_week_reviews/:id', async ({ params }) => {
    const db = await readDb();
    const user = currentUserOf(db);
    if (!user) return unauthorized();
    const review = db.planWeekReviews.find((candidate) => candidate.id === params.id && candidate.user_id === user);
    if (!review) return notFound('Plan week review');
    const { id, user_id: _user, ...attributes } = review;
    return documentResponse({ type: 'plan_week_reviews', id, attributes });
  }),

  http.post('*/v1/plan_week_reviews', async ({ request }) => {
    const db = await readDb();
    const user = currentUserOf(db);
    if (!user) return unauthorized();
    const body = await readWriteRequest(request, 'create-plan-week-review');
    if (!body.ok) return body.response;
    const week = db.planWeeks.find((candidate) => candidate.id === body.attributes.plan_week_id && planOf(db, user, candidate.plan_id));
    if (!week) return invalid('plan_week_id cannot be blank', 'plan_week_id');
    if (!['easy', 'about-right', 'hard'].includes(String(body.attributes.feeling))) return invalid('Choose how the week felt', 'feeling');
    const note = typeof body.attributes.note === 'string' ? body.attributes.note.slice(0, 500) : null;
    const review = await updateDb((next) => {
      const created = {
        id: `review-${week.id}-${next.planWeekReviews.length + 1}`,
        user_id: user,
        plan_week_id: week.id,
        feeling: body.attributes.feeling as 'easy' | 'about-right' | 'hard',
        note,
        created_at: new Date().toISOString(),
      };
      next.planWeekReviews.push(created);
      const target = next.planWeeks.find((candidate) => candidate.id === week.id);
      if (target) target.plan_week_review_id = created.id;
      return created;
    });
    const { id, user_id: _user, ...attributes } = review;
    return documentResponse({ type: 'plan_week_reviews', id, attributes }, [], 201);
  }),
];
