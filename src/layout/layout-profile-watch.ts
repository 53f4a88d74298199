import { QueryObserver } from '@tanstack/react-query';
import { healthProfileQuery } from '../api/health-profile-api';
import { appQueryClient } from '../api/query-runtime';
import { myTestsQuery } from '../api/tests-api';
import { hasTestRecommendations } from '../domain/test-recommendations';

/**
 * Watches the person's health profile and tests for the `profile` facts banner conditions read; calls `onChange`
 * with whether they have test recommendations. Silent: a banner that cannot be decided is simply not shown, rather
 * than raising the generic error banner. Returns the function that stops watching.
 */
export function watchLayoutProfile(onChange: (hasRecommendations: boolean) => void): () => void {
  const client = appQueryClient();
  const profile = new QueryObserver(client, { ...healthProfileQuery, meta: { silent: true } });
  const tests = new QueryObserver(client, { ...myTestsQuery, meta: { silent: true } });
  const report = () => {
    const profileNow = profile.getCurrentResult();
    const testsNow = tests.getCurrentResult();
    onChange(profileNow.isSuccess && testsNow.isSuccess && hasTestRecommendations(profileNow.data, testsNow.data));
  };
  const stops = [profile.subscribe(report), tests.subscribe(report)];
  report();
  return () => stops.forEach((stop) => stop());
}
