import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { restoreBootBannerFocus } from './boot-banner-focus';
import { Link, useNavigate } from 'react-router-dom';
import { adoptBootCookieBanner, bootCookieBanner, showBootCookieBanner } from './boot-cookie-banner';
import { chooseConsent, useCookieConsent } from '../adapters/cookie-consent-store';
import type { ConsentChoice } from '../domain/cookie-consent';
import { appConfig } from '../generated/app-config.gen';
import { pathFor } from '../app-router/app-routes';
import { Button } from '../ui/button';
import { message } from '../ui/message';
import './cookie-banner.css';

/** "You can <change your cookie settings> at any time." with the angle-bracketed words as the link. */
function ChangeSettingsSentence() {
  const [before = '', linked = '', after = ''] = message('cookies.banner.changeAnyTime').split(/[<>]/);
  return (
    <p>
      {before}
      <Link to={pathFor('specs-accept-cookie-banner')}>{linked}</Link>
      {after}
    </p>
  );
}

/**
 * The GOV.UK cookie banner: before the skip link, not sticky, Accept and Reject equally prominent. After a
 * choice it shows a confirmation (focused, announced) with Hide; an earlier choice shows nothing.
 */
export function CookieBanner({ onCookiePage }: { onCookiePage: boolean }) {
  const consent = useCookieConsent();
  const [justChosen, setJustChosen] = useState<ConsentChoice | null>(null);
  const [hidden, setHidden] = useState(false);
  const confirmation = useRef<HTMLDivElement>(null);
  const region = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  // index.html's banner, adopted while the banner asks (see boot-cookie-banner.ts); React draws the confirmation.
  const [boot] = useState(() => bootCookieBanner(document));
  const asking = !hidden && consent === null && justChosen === null && !onCookiePage;
  useLayoutEffect(() => restoreBootBannerFocus(region.current), []);
  useLayoutEffect(() => {
    if (!boot) return undefined;
    showBootCookieBanner(boot, asking);
    if (!asking) return undefined;
    return adoptBootCookieBanner(boot, {
      choose: (choice) => {
        chooseConsent(choice);
        setJustChosen(choice);
      },
      follow: (href) => void navigate(href),
    });
  }, [boot, asking, navigate]);
  useEffect(() => {
    if (justChosen) confirmation.current?.focus();
  }, [justChosen]);

  if (hidden || (consent !== null && justChosen === null) || (onCookiePage && justChosen === null)) return null;
  if (boot && asking) return null;
  const heading = message('cookies.banner.heading', { productName: appConfig.productName });
  const choose = (choice: ConsentChoice) => {
    chooseConsent(choice);
    setJustChosen(choice);
  };

  return (
    <div className="cookie-banner" role="region" aria-label={heading} ref={region}>
      {justChosen === null ? (
        <div className="cookie-banner__message">
          <h2 className="cookie-banner__heading">{heading}</h2>
          <p>{message('cookies.banner.essential')}</p>
          <p>{message('cookies.banner.analytics')}</p>
          <div className="button-group cookie-banner__actions">
            <Button onClick={() => choose('accepted')}>{message('cookies.banner.accept')}</Button>
            <Button onClick={() => choose('rejected')}>{message('cookies.banner.reject')}</Button>
            <Link to={pathFor('specs-accept-cookie-banner')}>{message('cookies.banner.view')}</Link>
          </div>
        </div>
      ) : (
        <div className="cookie-banner__message" ref={confirmation} tabIndex={-1} role="alert">
          <p>{message(justChosen === 'accepted' ? 'cookies.banner.accepted' : 'cookies.banner.rejected')}</p>
          <ChangeSettingsSentence />
          <div className="button-group cookie-banner__actions">
            <Button variant="secondary" onClick={() => setHidden(true)}>
              {message('cookies.banner.hide')}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
