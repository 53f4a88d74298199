import { useQuery } from '@tanstack/react-query';
import { healthPlansQuery } from '../../api/health-plan-api';
import { healthPlanConfig } from '../../generated/health-plan-config.gen';
import { message } from '../../ui/message';
import { useDocumentTitle } from '../../ui/use-document-title';
import { RecipeList } from './recipe-list';

/** /recipes: recipes for the interventions of the person's plan, or for every intervention when they have none. */
export default function RecipesScreen() {
  useDocumentTitle(message('recipes.heading'));
  const plans = useQuery({ ...healthPlansQuery, meta: { silent: true } });
  if (plans.status === 'pending') return <p role="status">{message('page.loading')}</p>;
  const current = plans.data?.find((plan) => plan.state === 'active' && (plan.intervention_ids ?? []).length > 0);
  const ids = current?.intervention_ids ?? healthPlanConfig.interventions.map((intervention) => intervention.id);
  return (
    <section aria-labelledby="screen-heading">
      <h1 id="screen-heading">{message('recipes.heading')}</h1>
      <p>{current ? message('recipes.yourIntro') : message('recipes.intro')}</p>
      <RecipeList interventionIds={ids} />
    </section>
  );
}
