import type { SurveyState } from './survey-state';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function isListRecord(value: unknown): value is Record<string, string[]> {
  return isRecord(value) && Object.values(value).every(isStringList);
}

/** Storage is outside this app's control (other tabs, older builds, hand edits), so its shape is checked. */
export function isSurveyState(value: unknown): value is SurveyState {
  return (
    isRecord(value) &&
    typeof value.currentSurveyVersion === 'string' &&
    typeof value.lastQuestionSeen === 'string' &&
    isRecord(value.answers) &&
    isListRecord(value.answered) &&
    isListRecord(value.visitedNodes) &&
    isStringList(value.completedSurveyFlows) &&
    (value.givenInWalk === undefined || isListRecord(value.givenInWalk)) &&
    isRecord(value.healthProfile) &&
    isRecord(value.userProfile)
  );
}
