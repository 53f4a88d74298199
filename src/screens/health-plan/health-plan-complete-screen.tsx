import { Link } from 'react-router-dom';
import { appConfig } from '../../generated/app-config.gen';
import { formatDate } from '../../domain/dates';
import { planProgress } from '../../domain/health-plan/plan-progress';
import { pathFor } from '../../app-router/app-routes';
import { message } from '../../ui/message';
import { SummaryList } from '../../ui/summary-list';
import { useDocumentTitle } from '../../ui/use-document-title';
import { CATEGORY_LABEL } from './plan-copy';
import { PlanLoadState } from './plan-load-state';
import { usePlanRoute } from './use-plan-route';
import './health-plan.css';

// The plan loads while the page renders, not after.
export { startPlanQuery as startFirstQueries } from './use-plan-route';

/** plans/{planid}/complete: the end of the plan and what changed over it; a plan still running says when it ends. */
export default function HealthPlanCompleteScreen() {
  const route = usePlanRoute();
  const finished = route.status === 'ready' && route.plan.state === 'completed';
  useDocumentTitle(finished ? message('healthPlan.complete.heading') : message('healthPlan.complete.notYet'));
  if (route.status !== 'ready') return <PlanLoadState status={route.status} retry={route.status === 'error' ? route.retry : undefined} />;
  const { plan } = route;
  if (!finished) {
    const lastWeek = plan.plan_weeks[plan.plan_weeks.length - 1];
    return (
      <section className="health-plan" aria-labelledby="screen-heading">
        <h1 id="screen-heading">{message('healthPlan.complete.notYet')}</h1>
        {lastWeek ? <p>{message('healthPlan.complete.notYetBody', { date: formatDate(lastWeek.end_date) ?? lastWeek.end_date })}</p> : null}
        <Link className="button button--primary" to={pathFor('new-health-plans', { planid: plan.id, week: String(plan.current_week) })}>
          {message('healthPlan.home.continue')}
        </Link>
      </section>
    );
  }
  const progress = planProgress(plan.plan_weeks, plan.current_week, true);
  return (
    <section className="health-plan" aria-labelledby="screen-heading">
      <div className="plan-panel">
        <h1 id="screen-heading">{message('healthPlan.complete.heading')}</h1>
        <p>{message('healthPlan.complete.intro', { weeks: plan.weeks })}</p>
      </div>
      <h2>{message('healthPlan.complete.summaryLabel')}</h2>
      <SummaryList
        rows={[
          {
            key: message('healthPlan.complete.weeksKept'),
            value: message('healthPlan.complete.weeksValue', { count: progress.streak.countedWeeks, weeks: plan.weeks }),
          },
          { key: message('healthPlan.complete.tasksDone'), value: progress.tasksDone },
          { key: message('healthPlan.complete.timesLogged'), value: progress.timesLogged },
          {
            key: message('healthPlan.complete.bestStreak'),
            value: message('healthPlan.complete.weeksUnit', { count: progress.streak.best }),
          },
        ]}
      />
      {progress.doneByCategory.length > 0 ? (
        <>
          <h2>{message('healthPlan.complete.byArea')}</h2>
          <ul>
            {progress.doneByCategory.map((entry) => (
              <li key={entry.category}>
                {message('healthPlan.complete.areaDone', { area: message(CATEGORY_LABEL[entry.category]), count: entry.count })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p>
        {message('healthPlan.complete.statistic', {
          percent: message('copy.completionStatistic', { percent: appConfig.constants.completionStatisticPercent }),
        })}
      </p>
      {plan.commitment_message ? <p>{message('healthPlan.complete.commitment', { message: plan.commitment_message })}</p> : null}
      <p>{message('healthPlan.complete.next')}</p>
      <p>
        <Link to={pathFor('new-health-plan-plan', { planid: plan.id })}>{message('healthPlan.plan.backToPlan')}</Link>
      </p>
    </section>
  );
}
