import type { SurveyConfig } from '../../generated/config-types.gen';
import { answersToProfile, groupedProfileUpdates, type ProfileGroup, type ProfileUpdate } from './profile-mapping';
import { walkFlow } from './survey-graph';
import { hasValue, type SurveyState } from './survey-state';

/**
 * What a finished flow sends: only questions on the path the answers walk and that have a value; null when
 * there is nothing to send (no request is made then).
 */
export interface Submission extends ProfileUpdate {
  /** The health profile attributes again, split into the groups the profile is saved in. */
  groups: Partial<Record<ProfileGroup, Record<string, unknown>>>;
}

export function buildSubmission(survey: SurveyConfig, state: SurveyState, flowName: string): Submission | null {
  const onPath = new Set(walkFlow(survey, flowName, state.answers));
  const answered = new Set(Object.keys(state.answers).filter((id) => onPath.has(id) && hasValue(state.answers[id])));
  if (answered.size === 0) return null;
  const sent = Object.fromEntries(Object.entries(state.answers).filter(([id]) => answered.has(id)));
  return { ...answersToProfile(survey, state.answers, answered), groups: groupedProfileUpdates(survey, sent) };
}
