import type { SurveyConfig } from '../../generated/config-types.gen';
import { answersToProfile, groupedProfileUpdates, resetAttributesOf, type ProfileGroup, type ProfileUpdate } from './profile-mapping';
import { flowOf, walkFlow } from './survey-graph';
import { givenInWalk, hasValue, type SurveyState } from './survey-state';

/**
 * What a finished flow sends (SPEC sections 4 and 5): the questions on the path the answers walk that have a value,
 * and a reset (null) of the attributes of the questions the person answered in this walk that are now off that path
 * (skipped or abandoned branches), so the saved profile forgets them too. A question off the path that the person
 * did not answer in this walk is left alone: its attribute may hold what another flow saved. Null when no question
 * has a value (no request is made then).
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
  const update = answersToProfile(survey, state.answers, answered);
  const groups = groupedProfileUpdates(survey, sent);
  const healthProfile: Record<string, unknown> = {};
  const given = new Set(givenInWalk(state, flowName));
  for (const id of flowOf(survey, flowName).nodes) {
    const node = survey.nodes[id];
    if (!node || onPath.has(id) || !given.has(id)) continue;
    const reset = resetAttributesOf(node);
    if (Object.keys(reset).length === 0) continue;
    Object.assign(healthProfile, reset);
    if (node.group) groups[node.group] = { ...reset, ...groups[node.group] };
  }
  return { healthProfile: { ...healthProfile, ...update.healthProfile }, user: update.user, groups };
}
