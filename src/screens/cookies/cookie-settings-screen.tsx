import { useId, useRef, useState, type FormEvent } from 'react';
import { chooseConsent, useCookieConsent } from '../../adapters/cookie-consent-store';
import type { ConsentChoice } from '../../domain/cookie-consent';
import { appConfig } from '../../generated/app-config.gen';
import { message } from '../../ui/message';
import { useDocumentTitle } from '../../ui/use-document-title';

/** The cookies page (GOV.UK cookies-page pattern): what each kind of cookie does, and radios to change the choice. */
export default function CookieSettingsScreen() {
  const consent = useCookieConsent();
  const [picked, setPicked] = useState<ConsentChoice | null>(consent);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState(false);
  const notice = useRef<HTMLDivElement>(null);
  const errorSummary = useRef<HTMLDivElement>(null);
  const name = useId();
  useDocumentTitle(`${error ? 'Error: ' : ''}${message('cookies.page.heading')}`);
  const productName = appConfig.productName;

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (picked === null) {
      setError(true);
      setSaved(false);
      requestAnimationFrame(() => errorSummary.current?.focus());
      return;
    }
    chooseConsent(picked);
    setError(false);
    setSaved(true);
    requestAnimationFrame(() => notice.current?.focus());
  };

  return (
    <section aria-labelledby="screen-heading" className="cookie-settings">
      {saved ? (
        <div ref={notice} className="notification-banner notification-banner--success" role="alert" tabIndex={-1}>
          <p>{message('cookies.page.saved')}</p>
        </div>
      ) : null}
      {error ? (
        <div ref={errorSummary} className="error-summary" role="alert" tabIndex={-1} aria-labelledby="cookie-error-title">
          <h2 id="cookie-error-title">{message('form.errorSummary')}</h2>
          <ul>
            <li>
              <a href={`#${name}-accepted`}>{message('cookies.page.chooseOne')}</a>
            </li>
          </ul>
        </div>
      ) : null}
      <h1 id="screen-heading">{message('cookies.page.heading')}</h1>
      <p>{message('cookies.page.intro', { productName })}</p>
      <h2>{message('cookies.page.essentialHeading')}</h2>
      <p>{message('cookies.page.essentialBody')}</p>
      <h2>{message('cookies.page.analyticsHeading')}</h2>
      <p>{message('cookies.page.analyticsBody')}</p>
      <form onSubmit={save} noValidate>
        <fieldset className="fieldset" aria-describedby={error ? `${name}-error` : undefined}>
          <legend className="fieldset__legend">{message('cookies.page.question')}</legend>
          {error ? (
            <p id={`${name}-error`} className="field-error">
              {message('cookies.page.chooseOne')}
            </p>
          ) : null}
          {(['accepted', 'rejected'] as const).map((choice) => (
            <div className="radio" key={choice}>
              <input
                id={`${name}-${choice}`}
                type="radio"
                name={name}
                checked={picked === choice}
                onChange={() => {
                  setPicked(choice);
                  setSaved(false);
                }}
              />
              <label htmlFor={`${name}-${choice}`}>{message(choice === 'accepted' ? 'cookies.page.yes' : 'cookies.page.no')}</label>
            </div>
          ))}
        </fieldset>
        <button type="submit" className="button button--primary">
          {message('cookies.page.save')}
        </button>
      </form>
    </section>
  );
}
