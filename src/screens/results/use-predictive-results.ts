import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { predictiveResultsQuery } from '../../api/results-api';
import { retryState } from '../../app-frame/retry-state';
import { pathFor } from '../../app-router/app-routes';

/**
 * Predictive results, retried once after 20 s when allowed; a final failure goes to the Error page (SPEC section 8),
 * which offers Try again back to this page. Arriving with a failure already cached (that Try again) fetches afresh
 * rather than bouncing straight back to the Error page.
 */
export function usePredictiveResults() {
  const query = useQuery(predictiveResultsQuery);
  const navigate = useNavigate();
  const location = useLocation();
  const errorsAtMount = useRef(query.status === 'error' ? query.errorUpdateCount : -1);
  const { refetch } = query;
  useEffect(() => {
    if (errorsAtMount.current !== -1) void refetch();
  }, [refetch]);
  const failedHere = query.status === 'error' && query.errorUpdateCount > errorsAtMount.current && !query.isFetching;
  useEffect(() => {
    if (failedHere) void navigate(pathFor('error'), { replace: true, state: retryState(location.pathname + location.search) });
  }, [failedHere, navigate, location.pathname, location.search]);
  return query;
}
