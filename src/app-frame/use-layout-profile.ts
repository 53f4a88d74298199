import { useEffect, useState } from 'react';
import type { LayoutProfile } from './layout-conditions';

/**
 * The `profile` facts that banner conditions read, from the person's health profile and tests: only for a
 * signed-in person, so Query and these requests load with them and never on a signed-out page.
 */
export function useLayoutProfile(signedIn: boolean): LayoutProfile {
  const [hasRecommendations, setHasRecommendations] = useState(false);
  useEffect(() => {
    if (!signedIn) return;
    let stop: (() => void) | null = null;
    let stopped = false;
    void import('./layout-profile-watch').then(({ watchLayoutProfile }) => {
      if (!stopped) stop = watchLayoutProfile(setHasRecommendations);
    });
    return () => {
      stopped = true;
      stop?.();
      setHasRecommendations(false);
    };
  }, [signedIn]);
  return { has_recommendations: signedIn && hasRecommendations };
}
