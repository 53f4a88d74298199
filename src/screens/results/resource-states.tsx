import { Link } from 'react-router-dom';
import { isApiError } from '../../api/api-error';
import { message } from '../../ui/message';
import { useDocumentTitle } from '../../ui/use-document-title';
import { Button } from '../../ui/button';

/** SPEC section 8 "Resource errors": the server's error, else the message, else "Error". */
export function resourceErrorText(error: unknown): string {
  if (isApiError(error) && error.detail) return error.detail;
  if (error instanceof Error && error.message) return error.message;
  return message('error.resource');
}

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

export function ResourceError({ error, onRetry, heading }: { error: unknown; onRetry: () => void; heading: string }) {
  useDocumentTitle(heading);
  return (
    <section aria-labelledby="screen-heading">
      <h1 id="screen-heading">{heading}</h1>
      <p role="alert">{message('result.loadError', { detail: resourceErrorText(error) })}</p>
      <Button variant="secondary" onClick={onRetry}>
        {message('result.tryAgain')}
      </Button>
    </section>
  );
}
