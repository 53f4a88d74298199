import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { message } from '../../ui/message';
import './shop.css';

/** Loading, failure and not-found states every shop screen shares, so each says it the same way. */
export function Loading() {
  return <p role="status">{message('page.loading')}</p>;
}

export function LoadFailed({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="form-error">
      {children}
    </p>
  );
}

export function NotFound({ heading = message('page.notFound.heading'), body = message('page.notFound.body') }: { heading?: string; body?: string }) {
  return (
    <section aria-labelledby="screen-heading">
      <h1 id="screen-heading">{heading}</h1>
      <p>{body}</p>
      <p>
        <Link to="/">{message('page.backHome')}</Link>
      </p>
    </section>
  );
}
