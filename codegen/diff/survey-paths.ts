import { evaluate } from '../../src/engine/conditions/evaluate';
import type { Next, Node, SurveyConfig } from '../../src/generated/config-types.gen';
import { profileToAnswers } from '../../src/survey/model/profile-mapping';
import { flowOf, walkFlow } from '../../src/survey/model/survey-graph';
import type { AnswerValue, Answers } from '../../src/survey/model/survey-state';
import type { LoadedConfig } from '../load/loaded-config';
import { conditionProbes } from './condition-probes';
import type { Persona } from './personas';
import { constantsOf } from './route-decisions';

/** A set of answers a flow is walked with, named so a reviewer knows which person or branch it stands for. */
export interface AnswerSet {
  label: string;
  answers: Answers;
}

export interface SurveyPathRow {
  survey: string;
  flow: string;
  answersLabel: string;
  /** The question ids the flow asks, in order, until its end. */
  path: string[];
}

function branchesOf(survey: SurveyConfig, flowName: string): { nodeId: string; next: Exclude<Next, string> }[] {
  const flow = flowOf(survey, flowName);
  return flow.nodes.flatMap((nodeId) => {
    const next = flow.next?.[nodeId] ?? survey.nodes[nodeId]?.next;
    return Array.isArray(next) ? [{ nodeId, next }] : [];
  });
}

/** Values worth trying for a question: what it offers (for a multiple choice, its first 0..n choices), its bounds and the values rules compare it with. */
function candidates(node: Node | undefined, compared: readonly unknown[]): AnswerValue[] {
  const values: AnswerValue[] = [];
  const offered = (node?.answers ?? []).map((answer) => answer.value);
  if (node?.template === 'multi-choice') for (let count = 0; count <= offered.length; count += 1) values.push(offered.slice(0, count));
  else values.push(...offered);
  for (const bound of [node?.min, node?.max]) if (bound !== undefined) values.push(bound);
  for (const value of compared) if (['string', 'number', 'boolean'].includes(typeof value)) values.push(value as AnswerValue);
  return values;
}

function describeValue(value: AnswerValue): string {
  if (Array.isArray(value)) return value.length === 0 ? 'none chosen' : value.join(', ');
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

/**
 * For every branch of the flow's questions, one answer that takes it (the first branch whose rule holds is
 * taken), so each way through the flow is walked once. A branch no single answer reaches is left out.
 */
export function branchAnswerSets(survey: SurveyConfig, flowName: string, constants: Readonly<Record<string, unknown>>): AnswerSet[] {
  const sets: AnswerSet[] = [];
  for (const { next } of branchesOf(survey, flowName)) {
    const probes = next.flatMap((branch) => conditionProbes(branch.when, constants)).filter((probe) => probe.name.startsWith('answers.'));
    const questions = [...new Set(probes.map((probe) => probe.name.slice('answers.'.length).split('.')[0] ?? ''))];
    for (const question of questions) {
      const compared = probes.filter((probe) => probe.name.split('.')[1] === question).map((probe) => probe.value);
      const taken = new Set<number>();
      for (const value of candidates(survey.nodes[question], compared)) {
        const answers = { [question]: value };
        const branch = next.findIndex((candidate) => evaluate(candidate.when, { answers, constants }));
        if (branch === -1 || taken.has(branch)) continue;
        taken.add(branch);
        sets.push({ label: `${question} = ${describeValue(value)}`, answers });
      }
    }
  }
  return sets;
}

/** No answers yet, each persona's saved health profile as the survey prefills it, and one answer per branch. */
export function answerSets(config: LoadedConfig, surveyId: string, flowName: string, personas: readonly Persona[]): AnswerSet[] {
  const survey = config.surveys[surveyId];
  if (!survey) return [];
  const sets: AnswerSet[] = [{ label: 'no answers', answers: {} }];
  for (const persona of personas) {
    const answers = profileToAnswers(survey, persona.healthProfile, persona.user ?? {});
    if (Object.keys(answers).length > 0) sets.push({ label: `saved answers of ${persona.id}`, answers });
  }
  return [...sets, ...branchAnswerSets(survey, flowName, constantsOf(config))];
}

/** The question sequence each answer set walks in a flow of a survey, by the survey engine itself. */
export function surveyPath(config: LoadedConfig, surveyId: string, flowName: string, answers: Answers): string[] | null {
  const survey = config.surveys[surveyId];
  if (!survey?.flows[flowName]) return null;
  return walkFlow(survey, flowName, answers, constantsOf(config));
}

export function surveyPathRows(config: LoadedConfig, personas: readonly Persona[]): SurveyPathRow[] {
  return Object.entries(config.surveys).flatMap(([surveyId, survey]) =>
    Object.keys(survey.flows).flatMap((flow) =>
      answerSets(config, surveyId, flow, personas).map((set) => ({
        survey: surveyId,
        flow,
        answersLabel: set.label,
        path: surveyPath(config, surveyId, flow, set.answers) ?? [],
      })),
    ),
  );
}
