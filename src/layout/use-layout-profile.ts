import { useQuery } from '@tanstack/react-query';
import { healthProfileQuery } from '../api/health-profile-api';
import { myTestsQuery } from '../api/tests-api';
import { hasTestRecommendations } from '../domain/test-recommendations';
import type { LayoutProfile } from './layout-conditions';

/**
 * The `profile` facts that banner conditions read, from the person's health profile and tests. Silent:
 * a banner that cannot be decided is simply not shown, rather than raising the generic error banner.
 */
export function useLayoutProfile(signedIn: boolean): LayoutProfile {
  const profile = useQuery({ ...healthProfileQuery, enabled: signedIn, meta: { silent: true } });
  const tests = useQuery({ ...myTestsQuery, enabled: signedIn, meta: { silent: true } });
  const ready = signedIn && profile.isSuccess && tests.isSuccess;
  return { has_recommendations: ready && hasTestRecommendations(profile.data, tests.data) };
}
