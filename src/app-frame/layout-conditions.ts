import type { CurrentUser } from '../api/auth-api';
import { conditionConstants } from '../engine/conditions/condition-constants';
import { currentFlags } from '../adapters/feature-flags';
import { roleNames, sessionFacts } from '../auth/session-facts';
import type { ConditionContext } from '../engine/conditions/condition';

/** Facts about the person's health data that banner conditions read as `profile.*`. */
export interface LayoutProfile {
  has_recommendations: boolean;
}

/** What navigation and banner conditions read, for the current person and page. */
export function layoutConditions(
  user: CurrentUser | null,
  query: Record<string, string>,
  webview: boolean,
  hasError: boolean,
  profile: LayoutProfile = { has_recommendations: false },
  place: { path?: string; params?: Readonly<Record<string, string | undefined>> } = {},
): ConditionContext {
  return {
    // A banner may be about one page (`path`, `params`), as config:check allows it to read.
    ...place,
    session: sessionFacts(user, Date.now(), hasError),
    user: user ? { ...user } : undefined,
    roles: roleNames(user),
    permissions: user?.permissions ?? [],
    flags: currentFlags(),
    query,
    webview,
    profile: { ...profile },
    constants: conditionConstants,
    now: new Date().toISOString(),
  };
}
