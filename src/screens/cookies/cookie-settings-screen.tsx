import { useId, useState, type FormEvent } from 'react';
import { chooseConsent, useCookieConsent } from '../../adapters/cookie-consent-store';
import type { ConsentChoice } from '../../domain/cookie-consent';
import { appConfig } from '../../generated/app-config.gen';
import { Button } from '../../ui/button';
import { ErrorSummary } from '../../ui/error-summary';
import { InlineError } from '../../ui/inline-error';
import { message } from '../../ui/message';
import { NotificationBanner } from '../../ui/notification-banner';
import { useDocumentTitle } from '../../ui/use-document-title';
import '../survey/survey.css';

/** The cookies page (GOV.UK cookies-page pattern): what each kind of cookie does, and radios to change the choice. */
export default function CookieSettingsScreen() {
  const consent = useCookieConsent();
  const [picked, setPicked] = useState<ConsentChoice | null>(consent);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState(false);
  const name = useId();
  useDocumentTitle(message('cookies.page.heading'));
  const productName = appConfig.productName;
  const errorId = `${name}-error`;

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (picked === null) {
      setError(true);
      setSaved(false);
      return;
    }
    chooseConsent(picked);
    setError(false);
    setSaved(true);
  };

  return (
    <section aria-labelledby="screen-heading" className="cookie-settings">
      {saved ? <NotificationBanner tone="success" heading={message('cookies.page.saved')} /> : null}
      <ErrorSummary errors={error ? [{ href: `#${name}-accepted`, text: message('cookies.page.chooseOne') }] : []} />
      <h1 id="screen-heading">{message('cookies.page.heading')}</h1>
      <p className="lede">{message('cookies.page.intro', { productName })}</p>
      <h2>{message('cookies.page.essentialHeading')}</h2>
      <p>{message('cookies.page.essentialBody')}</p>
      <h2>{message('cookies.page.analyticsHeading')}</h2>
      <p>{message('cookies.page.analyticsBody')}</p>
      <form onSubmit={save} noValidate>
        <fieldset className="survey-choices" aria-describedby={error ? errorId : undefined}>
          <legend className="cookie-settings__legend">{message('cookies.page.question')}</legend>
          {error ? <InlineError id={errorId}>{message('cookies.page.chooseOne')}</InlineError> : null}
          {(['accepted', 'rejected'] as const).map((choice) => (
            <div className="survey-choice" key={choice}>
              <input
                id={`${name}-${choice}`}
                type="radio"
                name={name}
                checked={picked === choice}
                aria-invalid={error || undefined}
                onChange={() => {
                  setPicked(choice);
                  setSaved(false);
                }}
              />
              <label htmlFor={`${name}-${choice}`}>{message(choice === 'accepted' ? 'cookies.page.yes' : 'cookies.page.no')}</label>
            </div>
          ))}
        </fieldset>
        <Button type="submit">{message('cookies.page.save')}</Button>
      </form>
    </section>
  );
}
