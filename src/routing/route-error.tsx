import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { useEffect } from 'react';
import { errorReporter } from '../adapters/error-reporting';
import { message } from '../ui/message';

/** What a person sees when a loader or screen throws: the catalogue's generic copy, never a stack trace. */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (!notFound) errorReporter.report(error);
  }, [error, notFound]);
  return (
    <main id="main" className="app__main">
      <h1>{notFound ? message('page.notFound.heading') : message('page.error.heading')}</h1>
      <p>{notFound ? message('page.notFound.body') : message('error.generic')}</p>
    </main>
  );
}
