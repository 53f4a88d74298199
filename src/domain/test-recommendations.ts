import type { HealthProfile } from '../generated/entities.gen';

/**
 * The health-profile survey drives test recommendations (SPEC section 1): once the person has answered it
 * (a saved profile with at least one goal) and has no test that is not cancelled yet, recommendations are
 * waiting for them and the test-recommendations banner invites them to look.
 */
export function hasTestRecommendations(profile: Pick<HealthProfile, 'goals'> | null, tests: readonly { state: string }[]): boolean {
  if (!profile || (profile.goals ?? []).length === 0) return false;
  return tests.every((test) => test.state === 'cancelled');
}
