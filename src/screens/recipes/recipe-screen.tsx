import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { isApiError } from '../../api/api-error';
import { documentQuery } from '../../api/content-api';
import { pathFor } from '../../app-router/app-routes';
import { Button } from '../../ui/button';
import { message } from '../../ui/message';
import { SafeHtml } from '../../ui/safe-html';
import { useDocumentTitle } from '../../ui/use-document-title';
import NotFoundScreen from '../system/not-found-screen';
import './recipes.css';

/** /recipes/{id}: one recipe document (ingredients and method in its sanitised HTML). */
export default function RecipeScreen() {
  const { id = '' } = useParams();
  const recipe = useQuery({ ...documentQuery('recipe', id), meta: { silent: true } });
  useDocumentTitle(recipe.data?.title ?? message('recipes.heading'));
  if (recipe.status === 'pending') return <p role="status">{message('page.loading')}</p>;
  if (recipe.status === 'error') {
    if (isApiError(recipe.error) && recipe.error.status === 404) return <NotFoundScreen />;
    return (
      <section aria-labelledby="screen-heading">
        <h1 id="screen-heading">{message('page.error.heading')}</h1>
        <p role="alert">{message('error.generic')}</p>
        <Button variant="secondary" onClick={() => recipe.refetch()}>
          {message('healthPlan.task.retry')}
        </Button>
      </section>
    );
  }
  const document = recipe.data;
  return (
    <article className="recipe" aria-labelledby="screen-heading">
      <p>
        <Link to={pathFor('recipes')}>{message('recipes.backToRecipes')}</Link>
      </p>
      {document.category ? <p className="recipe-card__category">{document.category}</p> : null}
      <h1 id="screen-heading">{document.title}</h1>
      {document.introduction ? <p className="recipe__intro">{document.introduction}</p> : null}
      <SafeHtml html={document.body} className="recipe__body" />
    </article>
  );
}
