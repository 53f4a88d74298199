import { useLocation, useNavigate } from 'react-router-dom';
import { retryPath } from '../../layout/retry-state';
import { Button, ButtonLink } from '../../ui/button';
import { Icon } from '../../ui/icons';
import { message } from '../../ui/message';
import { useDocumentTitle } from '../../ui/use-document-title';

export default function ErrorScreen() {
  useDocumentTitle(message('page.error.heading'));
  const location = useLocation();
  const navigate = useNavigate();
  const retry = retryPath(location.state);
  return (
    <section className="status-page" aria-labelledby="screen-heading">
      <span className="status-page__icon status-page__icon--warning">
        <Icon name="warning" size={2} />
      </span>
      <h1 id="screen-heading">{message('page.error.heading')}</h1>
      <p>{message('error.generic')}</p>
      <div className="status-page__actions">
        {retry ? <Button onClick={() => void navigate(retry, { replace: true })}>{message('page.error.retry')}</Button> : null}
        <ButtonLink to="/" variant="secondary">
          {message('page.backHome')}
        </ButtonLink>
      </div>
    </section>
  );
}
