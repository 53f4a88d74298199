import { Component, useEffect, type ReactNode } from 'react';
import { errorReporter } from '../adapters/error-reporting';
import { appConfig } from '../generated/app-config.gen';
import { BrandMark } from '../app-frame/brand-mark';
import { buttonClassName } from '../ui/button';
import { Icon } from '../ui/icons';
import { message } from '../ui/message';

/** No mounted route has the path (the config's catch-all normally shows the not-found screen instead). */
export class RouteNotFoundError extends Error {}

/** What a person sees when a guard or screen throws: the catalogue's generic copy, never a stack trace. */
export function RouteError({ error }: { error: unknown }) {
  const notFound = error instanceof RouteNotFoundError;
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

interface BoundaryProps {
  /** A new page (location key) starts without the previous page's error. */
  resetKey: string;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  error: unknown;
  key: string;
}

/** Catches what a screen (or the frame) throws while rendering and shows RouteError in its place. */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, error: undefined, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.key ? null : { failed: false, error: undefined, key: props.resetKey };
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
