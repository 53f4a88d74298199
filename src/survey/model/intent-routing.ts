import type { SurveyConfig } from '../../generated/config-types.gen';

export type PathFor = (routeId: string, params?: Record<string, string>, query?: Record<string, string>) => string;

export interface IntentTarget {
  routeId: string;
  query: Record<string, string>;
}

/**
 * Where a survey intent leads (SPEC section 2, survey routing): its configured route; an unknown intent goes
 * to the root; a signed-out person goes to /join with funnel=survey and the target as redirectTo; a survey
 * start that is not onboarding gets skipIntro=true.
 */
export function routeForIntent(survey: SurveyConfig, intent: string, options: { authenticated: boolean; pathFor: PathFor }): IntentTarget {
  const target = Object.hasOwn(survey.intents, intent) ? survey.intents[intent as keyof typeof survey.intents] : undefined;
  if (!target) return { routeId: 'root', query: {} };
  const startsFlow = target.surveyStart === undefined ? undefined : survey.flows[target.surveyStart];
  const query: Record<string, string> = startsFlow && !startsFlow.onboarding ? { skipIntro: 'true' } : {};
  if (!options.authenticated) {
    return { routeId: 'join', query: { funnel: 'survey', redirectTo: options.pathFor(target.route, {}, query) } };
  }
  return { routeId: target.route, query };
}
