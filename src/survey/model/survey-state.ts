import type { SurveyConfig } from '../../generated/config-types.gen';
import type { UnitPreference } from '../../generated/entities.gen';

export interface HeightWeightAnswer {
  height: number | null;
  weight: number | null;
  heightUnit: UnitPreference;
  weightUnit: UnitPreference;
}

export type Scalar = string | number | boolean;
export type AnswerValue = Scalar | readonly Scalar[] | HeightWeightAnswer | null;
export type Answers = Readonly<Record<string, AnswerValue>>;

/** The survey state of SPEC section 3, kept in browser storage between visits. */
export interface SurveyState {
  currentSurveyVersion: string;
  lastQuestionSeen: string;
  answers: Record<string, AnswerValue>;
  /** Flow -> question ids answered in it, in the order they were answered. */
  answered: Record<string, string[]>;
  /** Flow -> the path walked so far; its last entry is the question on screen. */
  visitedNodes: Record<string, string[]>;
  completedSurveyFlows: string[];
  /**
   * Flow -> the questions the person answered in this walk of it (since it was opened, or since it was last
   * finished), kept when a later change clears or skips them. Answers filled in from the saved profile are not in
   * it: finishing a flow resets only these, never an attribute another flow saved (SPEC sections 4 and 5). Absent
   * in a state stored by an older build, where the flow's answered list stands in for it.
   */
  givenInWalk?: Record<string, string[]>;
  healthProfile: Record<string, unknown>;
  userProfile: Record<string, unknown>;
}

export function initialSurveyState(survey: SurveyConfig): SurveyState {
  return {
    currentSurveyVersion: survey.version,
    lastQuestionSeen: survey.startNode,
    answers: {},
    answered: {},
    visitedNodes: {},
    completedSurveyFlows: [],
    healthProfile: {},
    userProfile: {},
  };
}

/** A question counts as answered only with a value: not null, not blank text, not an empty choice list. */
export function hasValue(value: AnswerValue | undefined): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return (value as HeightWeightAnswer).height !== null || (value as HeightWeightAnswer).weight !== null;
  return true;
}

/** The questions of `flowName` the person answered in this walk (see SurveyState.givenInWalk). */
export function givenInWalk(state: SurveyState, flowName: string): readonly string[] {
  return state.givenInWalk?.[flowName] ?? state.answered[flowName] ?? [];
}
