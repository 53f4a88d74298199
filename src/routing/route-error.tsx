import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { useEffect } from 'react';
import { errorReporter } from '../adapters/error-reporting';
import { appConfig } from '../generated/app-config.gen';
import { BrandMark } from '../layout/brand-mark';
import { buttonClassName } from '../ui/button';
import { Icon } from '../ui/icons';
import { message } from '../ui/message';

/** What a person sees when a loader or screen throws: the catalogue's generic copy, never a stack trace. */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (!notFound) errorReporter.report(error);
  }, [error, notFound]);
  return (
    <div className="app">
      <header className="site-header">
        <div className="site-header__bar">
          <a className="logo" href="/" aria-label={message('layout.logoAlt', { productName: appConfig.productName })}>
            <BrandMark />
            <span className="logo__name">{appConfig.productName}</span>
          </a>
        </div>
      </header>
      <div className="app__body">
        <main id="main" className="app__main">
          <section className="status-page" aria-labelledby="route-error-heading">
            <span className={`status-page__icon${notFound ? '' : ' status-page__icon--warning'}`}>
              <Icon name={notFound ? 'search' : 'warning'} size={2} />
            </span>
            <h1 id="route-error-heading">{notFound ? message('page.notFound.heading') : message('page.error.heading')}</h1>
            <p>{notFound ? message('page.notFound.body') : message('error.generic')}</p>
            <a className={buttonClassName('secondary')} href="/">
              {message('page.backHome')}
            </a>
          </section>
        </main>
      </div>
    </div>
  );
}
