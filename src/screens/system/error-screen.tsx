import { ButtonLink } from '../../ui/button';
import { Icon } from '../../ui/icons';
import { message } from '../../ui/message';
import { useDocumentTitle } from '../../ui/use-document-title';

export default function ErrorScreen() {
  useDocumentTitle(message('page.error.heading'));
  return (
    <section className="status-page" aria-labelledby="screen-heading">
      <span className="status-page__icon status-page__icon--warning">
        <Icon name="warning" size={2} />
      </span>
      <h1 id="screen-heading">{message('page.error.heading')}</h1>
      <p>{message('error.generic')}</p>
      <ButtonLink to="/" variant="secondary">
        {message('page.backHome')}
      </ButtonLink>
    </section>
  );
}
