import type { SurveyConfig } from '../generated/config-types.gen';
import { profileToAnswers } from '../survey/model/profile-mapping';
import { END, flowOf, walkFlow } from '../survey/model/survey-graph';
import { goTo, startFlow } from '../survey/model/survey-navigation';
import { initialSurveyState, type SurveyState } from '../survey/model/survey-state';
import type { StudioPersona } from '../../codegen/studio/studio-api';

/** Where a walk through a flow starts: its first question, any question, or a persona's saved answers. */
export type PlayerStart = { kind: 'start' } | { kind: 'node'; nodeId: string } | { kind: 'persona'; persona: StudioPersona };

/** The state a person has standing on `nodeId` with these answers: the path they walked there, or just that node. */
export function standOn(state: SurveyState, survey: SurveyConfig, flowName: string, nodeId: string): SurveyState {
  const walked = goTo(state, survey, flowName, nodeId);
  if (walked) return walked;
  return { ...state, visitedNodes: { ...state.visitedNodes, [flowName]: [nodeId] }, lastQuestionSeen: nodeId };
}

/**
 * A persona's saved answers (their health profile and account, mapped as the app maps them when a survey
 * opens) walked from the flow's start to the first question they have not answered.
 */
function fromPersona(survey: SurveyConfig, flowName: string, persona: StudioPersona): SurveyState {
  const { first_name: firstName, dob, sex } = persona.user;
  const answers = profileToAnswers(survey, persona.healthProfile, { first_name: firstName, dob, sex });
  const state = { ...initialSurveyState(survey), answers };
  const path = walkFlow(survey, flowName, answers);
  const firstOpen = path.find((id) => !Object.hasOwn(answers, id)) ?? path.at(-1) ?? END;
  return firstOpen === END ? startFlow(state, survey, flowName) : standOn(state, survey, flowName, firstOpen);
}

export function startState(survey: SurveyConfig, flowName: string, start: PlayerStart): SurveyState {
  flowOf(survey, flowName);
  const fresh = initialSurveyState(survey);
  if (start.kind === 'persona') return fromPersona(survey, flowName, start.persona);
  if (start.kind === 'node') return standOn(fresh, survey, flowName, start.nodeId);
  return startFlow(fresh, survey, flowName);
}
