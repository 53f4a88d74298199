import { Link } from 'react-router-dom';
import { planProgress } from '../../domain/health-plan/plan-progress';
import { formatDate } from '../../domain/dates';
import { pathFor } from '../../app-router/app-routes';
import { message } from '../../ui/message';
import { useDocumentTitle } from '../../ui/use-document-title';
import { PlanLoadState } from './plan-load-state';
import { STANDING_LABEL } from './plan-copy';
import { StreakSummary } from './streak-summary';
import { usePlanRoute } from './use-plan-route';
import './health-plan.css';
import { cardClassName } from '../../ui/card';

// The plan loads while the page renders, not after.
export { startPlanQuery as startFirstQueries } from './use-plan-route';

/** plans/{planid}: the weeks with their state, the current week, the streak and how far through the plan the person is. */
export default function HealthPlanScreen() {
  const route = usePlanRoute();
  const title =
    route.status === 'ready' ? message('healthPlan.plan.heading', { weeks: route.plan.weeks }) : message('healthPlan.home.heading');
  useDocumentTitle(title);
  if (route.status !== 'ready') return <PlanLoadState status={route.status} retry={route.status === 'error' ? route.retry : undefined} />;
  const { plan } = route;
  const finished = plan.state === 'completed';
  const progress = planProgress(plan.plan_weeks, plan.current_week, finished);
  const standingOf = (week: number) => progress.standings.find((entry) => entry.week === week)?.standing ?? 'upcoming';
  const missedBefore = progress.standings.some((entry) => entry.standing === 'missed' && entry.week < plan.current_week);
  return (
    <section className="health-plan" aria-labelledby="screen-heading">
      <h1 id="screen-heading">{title}</h1>
      {plan.commitment_message ? (
        <div className="plan-commitment">
          <h2>{message('healthPlan.plan.commitmentHeading')}</h2>
          <blockquote>{plan.commitment_message}</blockquote>
        </div>
      ) : null}
      <div className={cardClassName('default', 'plan-overview')}>
        <p className="plan-overview__week">{message('healthPlan.plan.progress', { week: plan.current_week, weeks: plan.weeks })}</p>
        <progress
          className="plan-progress"
          max={plan.weeks}
          value={finished ? plan.weeks : plan.current_week - 1}
          aria-label={message('healthPlan.plan.progressLabel')}
        />
        <StreakSummary streak={progress.streak} weeks={plan.weeks} />
        {missedBefore && !finished ? <p className="plan-kind-note">{message('healthPlan.plan.missedKindly')}</p> : null}
        {finished ? (
          <Link to={pathFor('new-health-plan-complete', { planid: plan.id })}>{message('healthPlan.plan.finished')}</Link>
        ) : (
          <Link className="button button--primary" to={pathFor('new-health-plans', { planid: plan.id, week: String(plan.current_week) })}>
            {message('healthPlan.home.continue')}
          </Link>
        )}
      </div>
      <h2>{message('healthPlan.plan.weeksHeading')}</h2>
      <ol className="task-list plan-weeks">
        {plan.plan_weeks.map((week) => {
          const standing = standingOf(week.week);
          const current = !finished && week.week === plan.current_week;
          const statusId = `week-status-${week.week}`;
          return (
            <li key={week.id} className={`task-row${current ? ' task-row--current' : ''}`}>
              <Link
                className="task-row__link"
                to={pathFor('new-health-plans', { planid: plan.id, week: String(week.week) })}
                aria-describedby={statusId}
                aria-current={current ? 'step' : undefined}
              >
                <span className="task-row__name">
                  {message('healthPlan.plan.weekLink', { week: week.week })}
                  {current ? <span className="task-row__hint"> ({message('healthPlan.plan.thisWeek')})</span> : null}
                  <span className="task-row__hint task-row__dates">
                    {message('healthPlan.plan.weekDates', {
                      start: formatDate(week.start_date) ?? week.start_date,
                      end: formatDate(week.end_date) ?? week.end_date,
                    })}
                  </span>
                </span>
                <strong id={statusId} className={`plan-tag plan-tag--${standing}`}>
                  {message(STANDING_LABEL[standing])}
                </strong>
              </Link>
            </li>
          );
        })}
      </ol>
      <p>
        <Link to={pathFor('new-health-plan-recipes', { planid: plan.id, week: String(plan.current_week) })}>
          {message('healthPlan.plan.recipes')}
        </Link>
      </p>
    </section>
  );
}
