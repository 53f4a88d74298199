import { useSearchParams } from 'react-router-dom';
import type { MessageKey } from '../../generated/messages.gen';
import { message } from '../../ui/message';
import { NotificationBanner } from '../../ui/notification-banner';
import './sample-collection-guide.css';
import { useDocumentTitle } from '../../ui/use-document-title';

const STEPS = [1, 2, 3, 4, 5, 6] as const;

/** The finger-prick guide; open without login when the person arrives from their kit (referrer=kit). */
export default function SampleCollectionGuideScreen() {
  const [search] = useSearchParams();
  const fromKitRegistration = search.get('registered') === 'true';
  useDocumentTitle(message('guide.heading'));
  return (
    <section className="guide" aria-labelledby="screen-heading">
      {fromKitRegistration ? <NotificationBanner tone="success" heading={message('guide.kitRegistered')} /> : null}
      <h1 id="screen-heading">{message('guide.heading')}</h1>
      <p className="lede">{message('guide.intro')}</p>
      <ol className="guide__steps">
        {STEPS.map((step) => (
          <li key={step} className="guide__step">
            <h2 className="guide__step-title">{message(`guide.step${step}.title` as MessageKey)}</h2>
            <p>{message(`guide.step${step}.body` as MessageKey)}</p>
          </li>
        ))}
      </ol>
      <p className="guide__help">{message('guide.help')}</p>
      <p className="guide__promise">
        <strong>{message('copy.resultsPromise')}</strong>
      </p>
    </section>
  );
}
