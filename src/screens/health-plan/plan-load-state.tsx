import NotFoundScreen from '../system/not-found-screen';
import { message } from '../../ui/message';

/** What a plan screen shows before its data is ready: loading, the 404 page, or an error with a retry. */
export function PlanLoadState({ status, retry }: { status: 'loading' | 'not-found' | 'error'; retry?: () => void }) {
  if (status === 'not-found') return <NotFoundScreen />;
  if (status === 'loading') {
    return (
      <p role="status" className="plan-loading">
        {message('page.loading')}
      </p>
    );
  }
  return (
    <section aria-labelledby="screen-heading">
      <h1 id="screen-heading">{message('page.error.heading')}</h1>
      <p role="alert">{message('error.generic')}</p>
      {retry ? (
        <button type="button" className="button button--secondary" onClick={retry}>
          {message('healthPlan.task.retry')}
        </button>
      ) : null}
    </section>
  );
}
