import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { appConfig } from '../../generated/app-config.gen';
import type { PlanDetail, PlanTask, PlanWeekWithTasks } from '../../api/health-plan-api';
import { formatDate } from '../../domain/dates';
import { streakMessage } from '../../domain/health-plan/streak';
import { taskScreenState } from '../../domain/health-plan/task-screen-state';
import { weekAvailability } from '../../domain/health-plan/week-availability';
import { nextCount } from '../../domain/health-plan/tracking-count';
import { pathFor } from '../../app-router/app-routes';
import { message } from '../../ui/message';
import { useDocumentTitle } from '../../ui/use-document-title';
import { CATEGORY_LABEL, SCREEN_STATE_COPY } from './plan-copy';
import { PlanLoadState } from './plan-load-state';
import { SkipTaskForm } from './skip-task-form';
import { TargetForm } from './target-form';
import { usePlanRoute } from './use-plan-route';
import { useTaskUpdate } from './use-task-update';
import './health-plan.css';
import { cardClassName } from '../../ui/card';

// The plan loads while the page renders, not after.
export { startPlanQuery as startFirstQueries } from './use-plan-route';

/** plans/{planid}/{week}/task/{taskid}: one task in its SPEC screen state. */
export default function HealthPlanTaskScreen() {
  const route = usePlanRoute();
  const { taskid = '' } = useParams();
  const task = route.status === 'ready' ? route.week?.tasks.find((candidate) => candidate.id === taskid) : undefined;
  useDocumentTitle(task?.name ?? message('healthPlan.home.heading'));
  if (route.status !== 'ready' || !route.week || !task)
    return (
      <PlanLoadState
        status={route.status === 'ready' ? 'not-found' : route.status}
        retry={route.status === 'error' ? route.retry : undefined}
      />
    );
  return <TaskView key={task.id} plan={route.plan} week={route.week} task={task} />;
}

function TaskView({ plan, week, task }: { plan: PlanDetail; week: PlanWeekWithTasks; task: PlanTask }) {
  const update = useTaskUpdate(plan.id, task);
  const shown = update.shown;
  // Undo takes back only what was logged on this visit, never progress from before it.
  const [floor] = useState(task.completed_count);
  const [skipping, setSkipping] = useState(false);
  const weekTasks = week.tasks.map((candidate) => (candidate.id === shown.id ? shown : candidate));
  const state = taskScreenState(shown, weekTasks);
  const availability = weekAvailability(plan, week.week);
  const started = availability === 'open';
  const target = shown.tracking_target;
  const weekLink = pathFor('new-health-plans', { planid: plan.id, week: String(week.week) });
  const skipReason = appConfig.constants.skipReasons.find((reason) => reason.id === shown.skip_reason)?.label;
  const canUndo = shown.task_type === 'tracking' && shown.state !== 'removed' && shown.completed_count > floor;

  return (
    <section className="health-plan plan-task" aria-labelledby="screen-heading">
      <p>
        <Link to={weekLink}>{message('healthPlan.task.backToWeek', { week: week.week })}</Link>
      </p>
      <p className="plan-task__category">{message(CATEGORY_LABEL[task.category])}</p>
      <h1 id="screen-heading">{task.name}</h1>
      {task.about ? <p className="plan-task__about">{task.about}</p> : null}

      {update.failed && update.unsaved ? (
        <div role="alert" className={cardClassName('default', 'plan-error')}>
          <p>
            {typeof target === 'number' && shown.task_type === 'tracking'
              ? message('healthPlan.task.saveFailed', { count: shown.completed_count, target })
              : message('healthPlan.task.saveFailedPlain')}
          </p>
          <button type="button" className="button button--primary" onClick={update.retry} aria-busy={update.pending}>
            {message('healthPlan.task.retry')}
          </button>
        </div>
      ) : null}

      {shown.state === 'removed' ? (
        <p className="plan-task__state" role="status">
          {message('healthPlan.task.skipped', { reason: skipReason ?? '' })}
        </p>
      ) : (
        <div className={cardClassName('default', 'plan-task__panel')}>
          {shown.task_type === 'tracking' && typeof target === 'number' ? (
            <p className="plan-task__count">{message('healthPlan.task.count', { count: shown.completed_count, target })}</p>
          ) : null}
          {/* An unfinished task of an ended plan is not urged on ("Keep going"): the plan-ended note says where it stands. */}
          {availability === 'plan-ended' && shown.state === 'active' ? null : (
            <p className="plan-task__state" role="status">
              {message(SCREEN_STATE_COPY[state])}
            </p>
          )}
          {state === 'week-complete' ? <p className="week-review__streak">{streakMessage(week.week)}</p> : null}
          {availability === 'not-started' ? (
            <p className="plan-kind-note">
              {message('healthPlan.task.notStarted', { date: formatDate(week.start_date) ?? week.start_date })}
            </p>
          ) : null}
          {availability === 'plan-ended' ? (
            <p className="plan-kind-note">
              {message(plan.state === 'cancelled' ? 'healthPlan.task.planCancelled' : 'healthPlan.task.planFinished')}
            </p>
          ) : null}
          {started && state === 'task-input' ? (
            <button
              type="button"
              className="button button--primary"
              aria-busy={update.pending}
              onClick={() => update.save({ state: 'completed' })}
            >
              {message('healthPlan.task.markDone')}
            </button>
          ) : null}
          {started && state === 'not-set' ? (
            <TargetForm maxTarget={task.max_target} busy={update.pending} onSet={(chosen) => update.save({ tracking_target: chosen })} />
          ) : null}
          {started && typeof target === 'number' && shown.task_type === 'tracking' ? (
            <div className="button-row">
              {shown.completed_count < target && shown.state === 'active' ? (
                <button
                  type="button"
                  className="button button--primary"
                  aria-busy={update.pending}
                  onClick={() => update.save({ completed_count: nextCount(shown.completed_count, 1, target, floor) })}
                >
                  {message('healthPlan.task.logOne')}
                </button>
              ) : null}
              {canUndo ? (
                <button
                  type="button"
                  className="button button--secondary"
                  aria-busy={update.pending}
                  onClick={() => update.save({ completed_count: nextCount(shown.completed_count, -1, target, floor) })}
                >
                  {message('healthPlan.task.undo')}
                </button>
              ) : null}
            </div>
          ) : null}
          {state === 'week-complete' ? (
            <Link className="button button--primary" to={`${weekLink}#review`}>
              {message('healthPlan.task.reviewWeek')}
            </Link>
          ) : null}
        </div>
      )}

      {started && shown.state === 'active' ? (
        skipping ? (
          <SkipTaskForm
            busy={update.pending}
            onCancel={() => setSkipping(false)}
            onSkip={(reason) => update.save({ state: 'removed', skip_reason: reason })}
          />
        ) : (
          <button type="button" className="button button--link plan-task__skip" onClick={() => setSkipping(true)}>
            {message('healthPlan.task.skip')}
          </button>
        )
      ) : null}
    </section>
  );
}
