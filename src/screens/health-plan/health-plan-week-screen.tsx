import { Link } from 'react-router-dom';
import { weekAvailability } from '../../domain/health-plan/week-availability';
import type { TaskCategory } from '../../generated/entities.gen';
import type { PlanTask } from '../../api/health-plan-api';
import { formatDate } from '../../domain/dates';
import { pathFor } from '../../app-router/app-routes';
import { message } from '../../ui/message';
import { useDocumentTitle } from '../../ui/use-document-title';
import { CATEGORY_LABEL } from './plan-copy';
import { PlanLoadState } from './plan-load-state';
import { TaskRow } from './task-row';
import { usePlanRoute } from './use-plan-route';
import { WeekReview } from './week-review';
import './health-plan.css';

// The plan loads while the page renders, not after.
export { startPlanQuery as startFirstQueries } from './use-plan-route';

function byCategory(tasks: readonly PlanTask[]): [TaskCategory, PlanTask[]][] {
  const groups = new Map<TaskCategory, PlanTask[]>();
  for (const task of tasks) groups.set(task.category, [...(groups.get(task.category) ?? []), task]);
  return [...groups];
}

/** plans/{planid}/{week}: the week's tasks by category as a task list, one-tap logging, and the review once the week is done. */
export default function HealthPlanWeekScreen() {
  const route = usePlanRoute();
  const title =
    route.status === 'ready' && route.week
      ? message('healthPlan.week.heading', { week: route.week.week })
      : message('healthPlan.home.heading');
  useDocumentTitle(title);
  if (route.status !== 'ready' || !route.week)
    return (
      <PlanLoadState
        status={route.status === 'ready' ? 'not-found' : route.status}
        retry={route.status === 'error' ? route.retry : undefined}
      />
    );
  const { plan, week } = route;
  const kept = week.tasks.filter((task) => task.state !== 'removed');
  const done = kept.filter((task) => task.state === 'completed').length;
  const availability = weekAvailability(plan, week.week);
  const complete = week.tasks.length > 0 && week.tasks.every((task) => task.state !== 'active');
  return (
    <section className="health-plan" aria-labelledby="screen-heading">
      <p>
        <Link to={pathFor('new-health-plan-plan', { planid: plan.id })}>{message('healthPlan.plan.backToPlan')}</Link>
      </p>
      <h1 id="screen-heading">{title}</h1>
      <p className="plan-week__meta">
        {message('healthPlan.plan.weekDates', {
          start: formatDate(week.start_date) ?? week.start_date,
          end: formatDate(week.end_date) ?? week.end_date,
        })}
        {' · '}
        {message('healthPlan.week.tasksDone', { done, total: kept.length })}
      </p>
      {availability === 'not-started' ? (
        <p className="plan-kind-note">{message('healthPlan.week.notStarted', { date: formatDate(week.start_date) ?? week.start_date })}</p>
      ) : null}
      {complete ? <WeekReview planId={plan.id} week={week} /> : null}
      {byCategory(week.tasks).map(([category, tasks]) => (
        <div key={category} className="task-group">
          <h2>{message(CATEGORY_LABEL[category])}</h2>
          <ul className="task-list">
            {tasks.map((task) => (
              <TaskRow key={task.id} planId={plan.id} week={week.week} task={task} canLog={availability === 'open'} />
            ))}
          </ul>
        </div>
      ))}
      <p>
        <Link to={pathFor('new-health-plan-recipes', { planid: plan.id, week: String(week.week) })}>
          {message('healthPlan.plan.recipes')}
        </Link>
      </p>
    </section>
  );
}
