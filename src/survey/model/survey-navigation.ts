import { produce } from 'immer';
import type { SurveyConfig } from '../../generated/config-types.gen';
import { deepFreeze } from './deep-freeze';
import { END, dependentsOf, flowOf, nextNode, walkFlow } from './survey-graph';
import { givenInWalk, hasValue, type AnswerValue, type SurveyState } from './survey-state';

/** Opens a flow: a new one at its first question (a new walk), one already begun where the person left it. */
export function startFlow(state: SurveyState, survey: SurveyConfig, flowName: string): SurveyState {
  const first = flowOf(survey, flowName).nodes[0] ?? END;
  const resumed = state.visitedNodes[flowName]?.at(-1);
  return produce(state, (draft) => {
    if (resumed === undefined) {
      draft.visitedNodes[flowName] = [first];
      draft.givenInWalk = { ...draft.givenInWalk, [flowName]: [] };
    }
    draft.lastQuestionSeen = resumed ?? first;
  });
}

export function currentNode(state: SurveyState, flowName: string): string | undefined {
  return state.visitedNodes[flowName]?.at(-1);
}

function same(a: AnswerValue | undefined, b: AnswerValue | undefined): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/** The answers with `value` for `nodeId` and without `cleared`: the same object when that changes nothing. */
function withAnswer(
  answers: SurveyState['answers'],
  nodeId: string,
  value: AnswerValue,
  cleared: ReadonlySet<string>,
): SurveyState['answers'] {
  const removes = [...cleared].some((id) => Object.hasOwn(answers, id));
  if (Object.hasOwn(answers, nodeId) && answers[nodeId] === value && !removes) return answers;
  const updated = { ...answers, [nodeId]: value };
  for (const id of cleared) delete updated[id];
  return updated;
}

/**
 * Records the answer to `nodeId` and moves on. Answering a question again from further back cuts the path
 * there; a changed answer clears the answers that depend on it. Built by hand rather than with immer, as it
 * runs on every Next before the next question can paint: immer's drafts made it, and the branch conditions read
 * through them, several times slower. The result is frozen through as immer's is, and keeps the answers object
 * when they do not change, as immer does.
 */
export function answerQuestion(
  state: SurveyState,
  survey: SurveyConfig,
  flowName: string,
  nodeId: string,
  value: AnswerValue,
): { state: SurveyState; next: string } {
  const changed = !same(state.answers[nodeId], value);
  const cleared = changed ? dependentsOf(survey, nodeId) : new Set<string>();
  const answers = withAnswer(state.answers, nodeId, value, cleared);
  const visited = state.visitedNodes[flowName] ?? [];
  const at = visited.indexOf(nodeId);
  const path = at === -1 ? [...visited, nodeId] : visited.slice(0, at + 1);
  const next = nextNode(survey, flowName, nodeId, deepFreeze(answers));
  if (next !== END) path.push(next);
  const answered = (state.answered[flowName] ?? []).filter((id) => id !== nodeId && !cleared.has(id));
  const given = givenInWalk(state, flowName);
  const updated: SurveyState = {
    ...state,
    answers,
    givenInWalk: { ...state.givenInWalk, [flowName]: given.includes(nodeId) ? [...given] : [...given, nodeId] },
    visitedNodes: { ...state.visitedNodes, [flowName]: path },
    answered: { ...state.answered, [flowName]: hasValue(value) ? [...answered, nodeId] : answered },
    lastQuestionSeen: path.at(-1) ?? nodeId,
  };
  return { state: deepFreeze(updated), next };
}

/** Back one question; answers are kept so going forward again shows them. */
export function goBack(state: SurveyState, flowName: string): SurveyState {
  return produce(state, (draft) => {
    const visited = draft.visitedNodes[flowName] ?? [];
    if (visited.length > 1) visited.pop();
    draft.lastQuestionSeen = visited.at(-1) ?? draft.lastQuestionSeen;
  });
}

/**
 * Resets the answers the person gave in this walk to this flow's questions that the current answers no longer
 * lead to (skipped or abandoned branches), and trims the walked path and answered list to match. An answer filled
 * in from the saved profile is not the person's answer in this walk: it stays (another flow may ask it). Built by
 * hand, as answerQuestion is: it runs in the finishing press's task before the answers are sent, and through immer's
 * drafts the walk could not use its memo of the frozen answers.
 */
export function validateFlow(state: SurveyState, survey: SurveyConfig, flowName: string): SurveyState {
  const flow = flowOf(survey, flowName);
  const given = new Set(givenInWalk(state, flowName));
  const onPath = new Set(walkFlow(survey, flowName, state.answers));
  const reset = flow.nodes.filter((id) => !onPath.has(id) && given.has(id) && Object.hasOwn(state.answers, id));
  const answers = withAnswers(state.answers, reset);
  const visited = state.visitedNodes[flowName] ?? [];
  const firstOff = visited.findIndex((id) => !onPath.has(id));
  return deepFreeze({
    ...state,
    answers,
    visitedNodes: firstOff === -1 ? state.visitedNodes : { ...state.visitedNodes, [flowName]: visited.slice(0, Math.max(firstOff, 1)) },
    answered: { ...state.answered, [flowName]: (state.answered[flowName] ?? []).filter((id) => onPath.has(id)) },
  });
}

/** The answers without `reset`: the same object when none of them is there. */
function withAnswers(answers: SurveyState['answers'], reset: readonly string[]): SurveyState['answers'] {
  if (reset.length === 0) return answers;
  const kept = { ...answers };
  for (const id of reset) delete kept[id];
  return kept;
}

/**
 * Marks the flow finished. The answers it kept stay the person's answers to this flow, so a change from its recap
 * that skips one resets it (SPEC 4); those already reset are no longer its own, so finishing it again never
 * erases what another flow saved since.
 */
export function completeFlow(state: SurveyState, flowName: string): SurveyState {
  const kept = new Set(state.answered[flowName] ?? []);
  return deepFreeze({
    ...state,
    completedSurveyFlows: state.completedSurveyFlows.includes(flowName)
      ? state.completedSurveyFlows
      : [...state.completedSurveyFlows, flowName],
    givenInWalk: { ...state.givenInWalk, [flowName]: givenInWalk(state, flowName).filter((id) => kept.has(id)) },
  });
}

export function isFlowComplete(state: SurveyState, flowName: string): boolean {
  return state.completedSurveyFlows.includes(flowName);
}

/** Progress as a percentage of question steps: where the person is on the path the answers predict. */
export function progress(state: SurveyState, survey: SurveyConfig, flowName: string): number {
  if (isFlowComplete(state, flowName)) return 100;
  const path = walkFlow(survey, flowName, state.answers);
  // Before the flow is opened, or standing off the predicted path, the index is -1: that is the start (0).
  const index = path.indexOf(currentNode(state, flowName) ?? END);
  return Math.max(0, Math.round((index / path.length) * 100));
}

/** The question's number on the path the answers walk (SPEC section 4: questions are numbered), 1 for the first. */
export function questionNumber(state: SurveyState, survey: SurveyConfig, flowName: string, nodeId: string): number {
  return walkFlow(survey, flowName, state.answers).indexOf(nodeId) + 1;
}

/**
 * Opens `nodeId` when the answers lead there: it is on their path and every question before it on that path
 * has been answered (a blank optional answer counts). The browser's Back and Forward buttons and the recap's links all move this way; null when the
 * answers do not lead there (the person stays where they are).
 */
export function goTo(state: SurveyState, survey: SurveyConfig, flowName: string, nodeId: string): SurveyState | null {
  const path = walkFlow(survey, flowName, state.answers);
  const at = path.indexOf(nodeId);
  if (at === -1 || !path.slice(0, at).every((id) => Object.hasOwn(state.answers, id))) return null;
  return produce(state, (draft) => {
    draft.visitedNodes[flowName] = path.slice(0, at + 1);
    draft.lastQuestionSeen = nodeId;
  });
}

/**
 * Where a change made from a finished flow's recap leads: the first question after `nodeId` on the answers'
 * path that was never answered (a new branch opened), or END when every question is answered (back to the recap).
 */
export function nextUnanswered(state: SurveyState, survey: SurveyConfig, flowName: string, nodeId: string): string {
  const path = walkFlow(survey, flowName, state.answers);
  return path.slice(path.indexOf(nodeId) + 1).find((id) => !Object.hasOwn(state.answers, id)) ?? END;
}

export interface RecapEntry {
  nodeId: string;
  number: number;
  value: AnswerValue;
}

/** A finished flow's questions on the answers' path, numbered, with what was answered (null when skipped). */
export function flowRecap(state: SurveyState, survey: SurveyConfig, flowName: string): RecapEntry[] {
  return walkFlow(survey, flowName, state.answers).map((nodeId, index) => ({
    nodeId,
    number: index + 1,
    value: state.answers[nodeId] ?? null,
  }));
}
