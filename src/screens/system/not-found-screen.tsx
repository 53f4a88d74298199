import { Link } from 'react-router-dom';
import { message } from '../../ui/message';
import { useDocumentTitle } from '../../ui/use-document-title';

export default function NotFoundScreen() {
  useDocumentTitle(message('page.notFound.heading'));
  return (
    <section aria-labelledby="screen-heading">
      <h1 id="screen-heading">{message('page.notFound.heading')}</h1>
      <p>{message('page.notFound.body')}</p>
      <p>
        <Link to="/">{message('page.backHome')}</Link>
      </p>
    </section>
  );
}
