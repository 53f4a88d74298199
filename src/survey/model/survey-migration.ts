import type { Node, SurveyConfig } from '../../generated/config-types.gen';
import { dependentsOf, walkFlow } from './survey-graph';
import type { AnswerValue, Answers, SurveyState } from './survey-state';
import { answersFor, validateAnswer } from './validate-answer';

/** Why a saved answer is not carried into the new survey version. */
export type DropReason =
  /** The new version no longer asks the question. */
  | 'question-removed'
  /** The question is asked another way (a choice became a number, say), so the old answer does not fit it. */
  | 'answer-kind-changed'
  /** A choice the person made is no longer offered. */
  | 'choice-withdrawn'
  /** The answer fails the new version's rules (a bound, a limit on choices, a question now required). */
  | 'fails-validation'
  /** It was given in answer to a question whose own answer is not carried over. */
  | 'depends-on-dropped';

export interface DroppedAnswer {
  nodeId: string;
  reason: DropReason;
  /** For fails-validation: the message the person would see. */
  message?: string;
}

export interface CarryOver {
  state: SurveyState;
  carried: string[];
  dropped: DroppedAnswer[];
}

function isScalar(value: unknown): value is string | number | boolean {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

function isUnit(value: unknown): boolean {
  return value === 'metric' || value === 'imperial';
}

/** A height or weight as storage holds it (JSON has no infinities; validateAnswer judges the value). */
function isMeasure(value: unknown): boolean {
  return value === null || typeof value === 'number';
}

/** Whether a value has the form the question's template stores; a blank (null) fits every template. */
function fitsTemplate(node: Node, value: AnswerValue): boolean {
  if (value === null) return true;
  switch (node.template) {
    case 'text':
    case 'date':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number';
    case 'rating':
      return (
        typeof value === 'number' &&
        Number.isInteger(value) &&
        (node.min === undefined || value >= node.min) &&
        (node.max === undefined || value <= node.max)
      );
    case 'single-choice':
    case 'intent':
      return isScalar(value);
    case 'multi-choice':
      return Array.isArray(value) && value.every(isScalar);
    case 'height-weight': {
      if (typeof value !== 'object' || Array.isArray(value)) return false;
      const measures = value as unknown as Record<string, unknown>;
      return isMeasure(measures.height) && isMeasure(measures.weight) && isUnit(measures.heightUnit) && isUnit(measures.weightUnit);
    }
    default:
      return false;
  }
}

/** A chosen value the question no longer offers (for answersFrom, among the answers carried so far). */
function withdrawn(node: Node, value: AnswerValue, answers: Answers): boolean {
  if (value === null || node.answers === undefined) return false;
  const offered = answersFor(node, answers).map((answer) => answer.value);
  const chosen = Array.isArray(value) ? value : [value];
  return chosen.some((choice) => !offered.includes(choice as string | number | boolean));
}

/** Why this answer cannot be carried to `node` of the new version, or null when it can. */
export function dropReason(
  nodeId: string,
  node: Node | undefined,
  value: AnswerValue,
  answers: Answers,
  today: Date,
): DroppedAnswer | null {
  if (node === undefined) return { nodeId, reason: 'question-removed' };
  if (!fitsTemplate(node, value)) return { nodeId, reason: 'answer-kind-changed' };
  if (withdrawn(node, value, answers)) return { nodeId, reason: 'choice-withdrawn' };
  const message = validateAnswer(nodeId, node, value, today);
  return message === null ? null : { nodeId, reason: 'fails-validation', message };
}

/**
 * The answers of a saved state that the new version keeps: each whose question still exists and whose answer
 * still validates there, minus those given in answer to a question whose answer goes. Questions that offer the
 * choices of another (answersFrom) are judged after it.
 */
function carryAnswers(
  saved: Answers,
  survey: SurveyConfig,
  today: Date,
): { answers: Record<string, AnswerValue>; dropped: DroppedAnswer[] } {
  const answers: Record<string, AnswerValue> = {};
  const dropped: DroppedAnswer[] = [];
  const ids = Object.keys(saved);
  const ordered = [...ids.filter((id) => !survey.nodes[id]?.answersFrom), ...ids.filter((id) => survey.nodes[id]?.answersFrom)];
  for (const id of ordered) {
    const value = saved[id] ?? null;
    const reason = dropReason(id, survey.nodes[id], value, answers, today);
    if (reason) dropped.push(reason);
    else answers[id] = value;
  }
  for (const { nodeId } of [...dropped]) {
    for (const dependent of dependentsOf(survey, nodeId)) {
      if (!Object.hasOwn(answers, dependent)) continue;
      delete answers[dependent];
      dropped.push({ nodeId: dependent, reason: 'depends-on-dropped' });
    }
  }
  return { answers, dropped };
}

/**
 * Carries a saved survey state of another version into `survey` (a new version): every answer whose question
 * still exists and still accepts it is kept, nothing is made up, and each flow the person had begun restarts at
 * the first question on its path that now needs an answer (a finished flow that gained one is no longer finished).
 */
export function carryOverSurveyState(saved: SurveyState, survey: SurveyConfig, today: Date): CarryOver {
  const { answers, dropped } = carryAnswers(saved.answers, survey, today);
  const flows = Object.keys(survey.flows);
  const visitedNodes: Record<string, string[]> = {};
  const answered: Record<string, string[]> = {};
  const completedSurveyFlows: string[] = [];
  let lastQuestionSeen = survey.startNode;
  const current = Object.entries(saved.visitedNodes).find(([, visited]) => visited.at(-1) === saved.lastQuestionSeen)?.[0];

  for (const flow of flows.filter((name) => Object.hasOwn(saved.visitedNodes, name) || saved.completedSurveyFlows.includes(name))) {
    const path = walkFlow(survey, flow, answers);
    const restart = path.findIndex((id) => !Object.hasOwn(answers, id));
    const finished = saved.completedSurveyFlows.includes(flow) && restart === -1;
    visitedNodes[flow] = path.slice(0, restart === -1 ? path.length : restart + 1);
    answered[flow] = (saved.answered[flow] ?? []).filter((id) => Object.hasOwn(answers, id) && path.includes(id));
    if (finished) completedSurveyFlows.push(flow);
    if (flow === current) lastQuestionSeen = visitedNodes[flow].at(-1) ?? lastQuestionSeen;
  }
  const state: SurveyState = {
    currentSurveyVersion: survey.version,
    lastQuestionSeen,
    answers,
    answered,
    visitedNodes,
    completedSurveyFlows,
    healthProfile: saved.healthProfile,
    userProfile: saved.userProfile,
  };
  return { state, carried: Object.keys(answers), dropped };
}
