import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../ui/button';
import { Icon } from '../../ui/icons';
import { message } from '../../ui/message';
import './shop.css';

/** Loading, failure and not-found states every shop screen shares, so each says it the same way. */
export function Loading() {
  return <p role="status">{message('page.loading')}</p>;
}

/**
 * What failed, in the catalogue's words, and a Try again that runs the load again (busy until it settles). A
 * screen shows this only when it has nothing to show: data it already has stays on screen (see `loadState`).
 * A screen that is nothing but the failure passes `standalone`, so the page still has its heading.
 */
export function LoadFailed({
  children,
  onRetry,
  standalone = false,
}: {
  children: ReactNode;
  onRetry: () => Promise<unknown>;
  standalone?: boolean;
}) {
  const body = (
    <div className="load-failed">
      <p role="alert" className="form-error">
        <Icon name="error" />
        <span>{children}</span>
      </p>
      <Button variant="secondary" onClick={() => onRetry()}>
        {message('page.tryAgain')}
      </Button>
    </div>
  );
  if (!standalone) return body;
  return (
    <section aria-labelledby="screen-heading">
      <h1 id="screen-heading">{message('page.error.heading')}</h1>
      {body}
    </section>
  );
}

interface QueryLike<T> {
  data: T | undefined;
  status: 'pending' | 'error' | 'success';
}

/**
 * What a screen shows for a query: its data whenever it has some, so a refresh that fails after an action (a basket
 * update, the next page of orders) keeps the page and the action's own message says what failed (SPEC 8); loading
 * or the failure only when there is nothing yet.
 */
export function loadState<T>(query: QueryLike<T>): { state: 'ready'; data: T } | { state: 'loading' } | { state: 'failed' } {
  if (query.data !== undefined) return { state: 'ready', data: query.data };
  return query.status === 'error' ? { state: 'failed' } : { state: 'loading' };
}

export function NotFound({
  heading = message('page.notFound.heading'),
  body = message('page.notFound.body'),
}: {
  heading?: string;
  body?: string;
}) {
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
