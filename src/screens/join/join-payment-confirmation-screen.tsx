import { Link } from 'react-router-dom';
import { pathFor } from '../../routing/app-routes';
import { message } from '../../ui/message';
import { useDocumentTitle } from '../../ui/use-document-title';

/** Payment confirmation: its own layout; the funnel's query stays in the address. */
export default function JoinPaymentConfirmationScreen() {
  useDocumentTitle(message('funnel.confirmation.heading'));
  return (
    <section aria-labelledby="confirmation-heading">
      <h1 id="confirmation-heading">{message('funnel.confirmation.heading')}</h1>
      <p>{message('funnel.confirmation.body')}</p>
      <p>{message('copy.resultsPromise')}</p>
      <Link className="button-primary" to={pathFor('survey-health-check', {}, { skipIntro: 'true' })}>
        {message('funnel.confirmation.next')}
      </Link>
    </section>
  );
}
