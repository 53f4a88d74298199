import { useLocation, useNavigate } from 'react-router-dom';
import { retryPath } from '../../app-frame/retry-state';
import { Button, ButtonLink } from '../../ui/button';
import { Icon } from '../../ui/icons';
import { message } from '../../ui/message';
import { useDocumentTitle } from '../../ui/use-document-title';

/**
 * The Error route's page. A screen whose load failed shows the same page in place with `onRetry`, so the address
 * the person opened stays in the bar (they can reload it, share it or try again). A screen that had to navigate
 * here (SPEC 8: predictive results) passes the path to retry in the navigation state instead.
 */
export function ErrorContent({ onRetry }: { onRetry?: () => Promise<unknown> }) {
  useDocumentTitle(message('page.error.heading'));
  const location = useLocation();
  const navigate = useNavigate();
  const retry = onRetry ?? retryAt(retryPath(location.state));
  function retryAt(path: string | null | undefined): (() => Promise<unknown>) | undefined {
    return path ? () => Promise.resolve(navigate(path, { replace: true })) : undefined;
  }
  return (
    <section className="status-page" aria-labelledby="screen-heading">
      <span className="status-page__icon status-page__icon--warning">
        <Icon name="warning" size={2} />
      </span>
      <h1 id="screen-heading">{message('page.error.heading')}</h1>
      <p role={onRetry ? 'alert' : undefined}>{message('error.generic')}</p>
      <div className="button-group">
        {retry ? <Button onClick={() => void retry()}>{message('page.tryAgain')}</Button> : null}
        <ButtonLink to="/" variant="secondary">
          {message('page.backHome')}
        </ButtonLink>
      </div>
    </section>
  );
}

export default function ErrorScreen() {
  return <ErrorContent />;
}
