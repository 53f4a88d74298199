import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { healthPlanQuery, healthPlansQuery, type PlanSummary } from '../../api/health-plan-api';
import { healthPlanConfig } from '../../generated/health-plan-config.gen';
import { formatDate } from '../../domain/dates';
import { planProgress } from '../../domain/health-plan/plan-progress';
import { currentPlan } from '../../domain/health-plan/week-availability';
import { pathFor } from '../../app-router/app-routes';
import { externalUrl } from '../../app-router/url-policy';
import { message } from '../../ui/message';
import { useDocumentTitle } from '../../ui/use-document-title';
import { PlanLoadState } from './plan-load-state';
import { StreakSummary } from './streak-summary';
import { usePlanRecommendation } from './use-plan-recommendation';
import './health-plan.css';
import { cardClassName } from '../../ui/card';

/** /new-health-plan: the person's plan if they have one, else what a plan is, what the rules recommend, and how to start. */
export default function HealthPlanHomeScreen() {
  useDocumentTitle(message('healthPlan.home.heading'));
  // The screen says a failure itself, with a Try again: no second copy in the generic banner.
  const plans = useQuery({ ...healthPlansQuery, meta: { silent: true } });
  if (plans.status === 'pending') return <PlanLoadState status="loading" />;
  if (plans.status === 'error') return <PlanLoadState status="error" retry={() => void plans.refetch()} />;
  const current = currentPlan(plans.data);
  const finished = plans.data.filter((plan) => plan.state === 'completed');
  return (
    <section className="health-plan" aria-labelledby="screen-heading">
      <h1 id="screen-heading">{message('healthPlan.home.heading')}</h1>
      {current ? <CurrentPlan plan={current} /> : <StartPlan />}
      {finished.length > 0 ? (
        <>
          <h2>{message('healthPlan.home.pastHeading')}</h2>
          <ul className="plan-links">
            {finished.map((plan) => (
              <li key={plan.id}>
                <Link to={pathFor('new-health-plan-complete', { planid: plan.id })}>
                  {message('healthPlan.home.pastPlan', {
                    name: message('healthPlan.plan.heading', { weeks: plan.weeks }),
                    date: formatDate(plan.completed_at ?? '') ?? '',
                  })}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p>
        <Link to={pathFor('recipes')}>{message('healthPlan.home.recipes')}</Link>
      </p>
    </section>
  );
}

function CurrentPlan({ plan }: { plan: PlanSummary }) {
  const detail = useQuery(healthPlanQuery(plan.id));
  const progress = detail.data ? planProgress(detail.data.plan_weeks, detail.data.current_week, false) : null;
  return (
    <div className={cardClassName('default', 'plan-overview')}>
      <h2>{message('healthPlan.home.currentHeading')}</h2>
      <p className="plan-overview__week">{message('healthPlan.plan.progress', { week: plan.current_week, weeks: plan.weeks })}</p>
      {progress ? <StreakSummary streak={progress.streak} weeks={plan.weeks} /> : null}
      <div className="button-row">
        <Link className="button button--primary" to={pathFor('new-health-plans', { planid: plan.id, week: String(plan.current_week) })}>
          {message('healthPlan.home.continue')}
        </Link>
        <Link to={pathFor('new-health-plan-plan', { planid: plan.id })}>{message('healthPlan.home.viewPlan')}</Link>
      </div>
    </div>
  );
}

function StartPlan() {
  const recommendation = usePlanRecommendation();
  return (
    <>
      <p>{message('healthPlan.home.intro')}</p>
      <h2>{message('healthPlan.home.howHeading')}</h2>
      <ol className="plan-how">
        <li>{message('healthPlan.home.howWhy')}</li>
        <li>{message('healthPlan.home.howTasks')}</li>
        <li>{message('healthPlan.home.howMissed')}</li>
      </ol>
      <div className={cardClassName()}>
        <h2>{message('healthPlan.home.recommendedHeading')}</h2>
        {recommendation.status === 'loading' ? <p role="status">{message('page.loading')}</p> : null}
        {recommendation.status === 'error' ? <p role="alert">{message('error.generic')}</p> : null}
        {recommendation.status === 'ready' && recommendation.recommendation.kind === 'plan' ? (
          <>
            <p>{message('healthPlan.home.recommendedIntro', { months: healthPlanConfig.resultsMaxAgeMonths })}</p>
            <ul>
              {recommendation.recommendation.interventions.map((intervention) => (
                <li key={intervention.id}>{intervention.title}</li>
              ))}
            </ul>
            <Link
              className="button button--primary"
              to={pathFor('new-health-plan-step', { healthPlanTemplateId: recommendation.recommendation.templateId, step: 'intro' })}
            >
              {message('healthPlan.home.start')}
            </Link>
          </>
        ) : null}
        {recommendation.status === 'ready' && recommendation.recommendation.kind !== 'plan' ? (
          <>
            <p>{message('healthPlan.home.notEnough')}</p>
            <a href={externalUrl('healthProfile')}>{message('healthPlan.home.updateProfile')}</a>
          </>
        ) : null}
      </div>
    </>
  );
}
