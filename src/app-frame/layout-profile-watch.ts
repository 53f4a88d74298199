import { QueryObserver } from '@tanstack/react-query';
import { healthProfileQuery } from '../api/health-profile-api';
import { appQueryClient } from '../api/query-runtime';
import { myTestsQuery } from '../api/tests-api';
import { hasTestRecommendations } from '../domain/test-recommendations';
import { firstQuery } from '../app-router/screen-queries';

// Silent: a banner that cannot be decided is simply not shown, rather than raising the generic error banner.
const profileQuery = firstQuery({ ...healthProfileQuery, meta: { silent: true } });
const testsQuery = firstQuery({ ...myTestsQuery, meta: { silent: true } });

/**
 * Starts the requests the banners read as soon as the person is known, rather than once the frame has rendered.
 * Only what is not known yet: from the first page on, the frame's watch keeps these answers.
 */
export function prefetchLayoutProfile(): void {
  const client = appQueryClient();
  void client.ensureQueryData(profileQuery).catch(() => undefined);
  void client.ensureQueryData(testsQuery).catch(() => undefined);
}

/**
 * Watches the person's health profile and tests for the `profile` facts banner conditions read; calls `onChange`
 * with whether they have test recommendations. Returns the function that stops watching.
 */
export function watchLayoutProfile(onChange: (hasRecommendations: boolean) => void): () => void {
  const client = appQueryClient();
  const profile = new QueryObserver(client, profileQuery);
  const tests = new QueryObserver(client, testsQuery);
  const report = () => {
    const profileNow = profile.getCurrentResult();
    const testsNow = tests.getCurrentResult();
    onChange(profileNow.isSuccess && testsNow.isSuccess && hasTestRecommendations(profileNow.data, testsNow.data));
  };
  const stops = [profile.subscribe(report), tests.subscribe(report)];
  report();
  return () => stops.forEach((stop) => stop());
}
