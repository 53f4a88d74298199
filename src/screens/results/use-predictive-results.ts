import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { predictiveResultsQuery } from '../../api/results-api';
import { pathFor } from '../../routing/app-routes';

/** Predictive results, retried once after 20 s when allowed; a final failure goes to the Error page (SPEC section 8). */
export function usePredictiveResults() {
  const query = useQuery(predictiveResultsQuery);
  const navigate = useNavigate();
  useEffect(() => {
    if (query.status === 'error') void navigate(pathFor('error'), { replace: true });
  }, [query.status, navigate]);
  return query;
}
