import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { appConfig } from '../../src/generated/app-config.gen';
import { StandInCheckout } from './stand-in-checkout';
import { StandInJoin } from './stand-in-join';
import { StandInLogin } from './stand-in-login';
import { BrandMark } from '../../src/app-frame/brand-mark';
import './stand-in.css';

const APP_LINKS: readonly [string, string][] = [
  ['Health profile survey', '/health-profile-survey/recommendations'],
  ['Health scores', '/health-scores'],
  ['Account settings', '/settings'],
  ['Subscriptions', '/shop/subscriptions'],
  ['Partner welcome (acme)', '/partner/acme/welcome'],
  ['Log out', '/logout'],
];

function destinationName(path: string): string {
  const destinations: Readonly<Record<string, string>> = appConfig.externalDestinations;
  const match = Object.entries(destinations)
    .filter(([, destination]) => path === destination || path.startsWith(`${destination}/`))
    .sort(([, a], [, b]) => b.length - a.length)[0];
  return match ? match[0] : 'page';
}

/**
 * A local stand-in for the external marketing site (its own page under /site, built from mocks/site): its login
 * works through the local API; its other destinations are plain pages naming themselves, with links back into the app.
 */
export function StandInSite() {
  const location = useLocation();
  const path = location.pathname.replace(/^\/site/, '') || '/';
  const query = new URLSearchParams(location.search);
  // The payment provider's page is no destination of the real marketing site; it lives here only in the stand-in.
  const checkoutSession = /^\/checkout\/([^/]+)$/.exec(path)?.[1];
  const name = checkoutSession === undefined ? destinationName(path) : 'checkout';
  useEffect(() => {
    document.title = `${appConfig.productName} website (stand-in)`;
  }, []);
  return (
    <div className="stand-in">
      <header className="stand-in__header">
        <a className="logo" href="/site/overview">
          <BrandMark />
          <span className="logo__name">{appConfig.productName}</span>
        </a>
        <p className="stand-in__note">{appConfig.productName} website · local stand-in</p>
      </header>
      <main id="main" className="stand-in__main">
        {name === 'login' ? <StandInLogin redirectTo={query.get('redirectTo')} /> : null}
        {name === 'join' ? <StandInJoin /> : null}
        {checkoutSession === undefined ? null : <StandInCheckout sessionId={decodeURIComponent(checkoutSession)} />}
        {name === 'login' || name === 'join' || name === 'checkout' ? null : (
          <>
            <h1>Marketing site: {name}</h1>
            <p>
              This page stands in for <code>{path}</code> of the external site.
            </p>
            <nav aria-label="Into the app">
              <ul className="stand-in__links">
                <li>
                  <a href="/site/login">Sign in</a>
                </li>
                <li>
                  <a href="/site/mailbox">Mailbox (emails the app sent)</a>
                </li>
                {APP_LINKS.map(([label, href]) => (
                  <li key={href}>
                    <a href={href}>{label}</a>
                  </li>
                ))}
              </ul>
            </nav>
          </>
        )}
      </main>
    </div>
  );
}
