import { Link } from 'react-router-dom';
import { pathFor } from '../../app-router/app-routes';
import { message } from '../../ui/message';
import { useDocumentTitle } from '../../ui/use-document-title';
import { RecipeList } from '../recipes/recipe-list';
import { PlanLoadState } from './plan-load-state';
import { usePlanRoute } from './use-plan-route';

// The plan loads while the page renders, not after.
export { startPlanQuery as startFirstQueries } from './use-plan-route';

/** plans/{planid}/{week}/your-recipes: recipes for the interventions of this plan. */
export default function HealthPlanRecipesScreen() {
  useDocumentTitle(message('recipes.yourHeading'));
  const route = usePlanRoute();
  if (route.status !== 'ready' || !route.week)
    return (
      <PlanLoadState
        status={route.status === 'ready' ? 'not-found' : route.status}
        retry={route.status === 'error' ? route.retry : undefined}
      />
    );
  const { plan, week } = route;
  return (
    <section aria-labelledby="screen-heading">
      <p>
        <Link to={pathFor('new-health-plans', { planid: plan.id, week: String(week.week) })}>
          {message('healthPlan.task.backToWeek', { week: week.week })}
        </Link>
      </p>
      <h1 id="screen-heading">{message('recipes.yourHeading')}</h1>
      <p>{message('recipes.yourIntro')}</p>
      <RecipeList interventionIds={plan.intervention_ids ?? []} />
    </section>
  );
}
