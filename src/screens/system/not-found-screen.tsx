import { ButtonLink } from '../../ui/button';
import { Icon } from '../../ui/icons';
import { message } from '../../ui/message';
import { useDocumentTitle } from '../../ui/use-document-title';

export default function NotFoundScreen() {
  useDocumentTitle(message('page.notFound.heading'));
  return (
    <section className="status-page" aria-labelledby="screen-heading">
      <span className="status-page__icon">
        <Icon name="search" size={2} />
      </span>
      <h1 id="screen-heading">{message('page.notFound.heading')}</h1>
      <p>{message('page.notFound.body')}</p>
      <ButtonLink to="/">{message('page.backHome')}</ButtonLink>
    </section>
  );
}
