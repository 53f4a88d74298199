import { message } from '../../ui/message';
import { useDocumentTitle } from '../../ui/use-document-title';

export default function ErrorScreen() {
  useDocumentTitle(message('page.error.heading'));
  return (
    <section aria-labelledby="screen-heading">
      <h1 id="screen-heading">{message('page.error.heading')}</h1>
      <p>{message('error.generic')}</p>
    </section>
  );
}
