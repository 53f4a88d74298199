import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { recipesByInterventionIdsQuery } from '../../api/content-api';
import { pathFor } from '../../app-router/app-routes';
import { Button } from '../../ui/button';
import { message } from '../../ui/message';
import './recipes.css';
import { cardClassName } from '../../ui/card';

/** Recipes of the content service for these interventions, each a card linking to the recipe. */
export function RecipeList({ interventionIds }: { interventionIds: readonly string[] }) {
  // The list says a failure itself, with a Try again: no second copy in the generic banner.
  const recipes = useQuery({ ...recipesByInterventionIdsQuery(interventionIds), meta: { silent: true } });
  if (recipes.status === 'pending') return <p role="status">{message('page.loading')}</p>;
  if (recipes.status === 'error') {
    return (
      <div role="alert">
        <p>{message('error.generic')}</p>
        <Button variant="secondary" onClick={() => recipes.refetch()}>
          {message('healthPlan.task.retry')}
        </Button>
      </div>
    );
  }
  if (recipes.data.length === 0) return <p>{message('recipes.empty')}</p>;
  return (
    <ul className="recipe-list">
      {recipes.data.map((recipe) => (
        <li key={recipe.id} className={cardClassName('default', 'recipe-card')}>
          {recipe.category ? <p className="recipe-card__category">{recipe.category}</p> : null}
          <h2 className="recipe-card__title">
            <Link to={pathFor('recipe', { id: recipe.uid ?? recipe.id })}>{recipe.title}</Link>
          </h2>
          {recipe.introduction ? <p>{recipe.introduction}</p> : null}
        </li>
      ))}
    </ul>
  );
}
