import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { errorReporter } from '../../adapters/error-reporting';
import { isApiError } from '../../api/api-error';
import { message } from '../../ui/message';
import { useDocumentTitle } from '../../ui/use-document-title';
import { Button } from '../../ui/button';

export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

export function Loading() {
  return (
    <p role="status" className="page-loading">
      {message('page.loading')}
    </p>
  );
}

/** The not-found page in place (SPEC section 8: test load 404 goes to 404Error), so Back still works. */
export function NotFoundContent() {
  useDocumentTitle(message('page.notFound.heading'));
  return (
    <section aria-labelledby="screen-heading">
      <h1 id="screen-heading">{message('page.notFound.heading')}</h1>
      <p>{message('page.notFound.body')}</p>
      <p>
        <Link to="/">{message('page.backHome')}</Link>
      </p>
    </section>
  );
}

/**
 * A load that failed: what could not be loaded, in words, then SPEC 8's generic copy and Try again. The server's or
 * the browser's own text ("Internal server error", "Failed to fetch") is never shown; it goes to error reporting.
 */
export function ResourceError({ error, what, onRetry, heading }: { error: unknown; what: string; onRetry: () => void; heading: string }) {
  useDocumentTitle(heading);
  // The screen's queries are silent (this page, not the generic banner, says what failed), so the report is made here.
  useEffect(() => {
    if (!(isApiError(error) && (error.status === 401 || error.status === 404))) errorReporter.report(error, { during: what });
  }, [error, what]);
  return (
    <section aria-labelledby="screen-heading">
      <h1 id="screen-heading">{heading}</h1>
      <p role="alert" className="form-error">
        {message('load.failed', { thing: what })} {message('error.generic')}
      </p>
      <Button variant="secondary" onClick={onRetry}>
        {message('result.tryAgain')}
      </Button>
    </section>
  );
}
