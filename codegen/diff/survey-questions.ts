import type { SurveyConfig } from '../../src/generated/config-types.gen';
import { healthProfileAttributes, resetAttributesOf } from '../../src/survey/model/profile-mapping';
import { answerTakes } from '../checks/check-survey-attributes';
import { effectiveNext, END, nextTargets } from '../checks/check-survey';
import type { LoadedConfig } from '../load/loaded-config';

/** A survey question added (before null), removed (after null) or asked with other limits. */
export interface SurveyQuestionChange {
  survey: string;
  question: string;
  before: string | null;
  after: string | null;
}

/** The saved attributes a flow may now write or reset that it could not before, and those it no longer may. */
export interface SurveyAttributeChange {
  survey: string;
  flow: string;
  writes: { added: string[]; removed: string[] };
  resets: { added: string[]; removed: string[] };
}

/** A question's answer rules in words: "required, a number 0–24". */
function questionRules(survey: SurveyConfig, id: string): string {
  const node = survey.nodes[id];
  if (!node) return '';
  const inputs = node.template === 'height-weight' ? [0, 1] : [0];
  const takes = node.template === 'info' ? 'no answer' : inputs.map((input) => answerTakes(node, input)).join(' and ');
  return `${node.answer_required === true ? 'required' : 'optional'}, ${takes}`;
}

function questionRows(survey: SurveyConfig | undefined): Map<string, string> {
  return new Map(Object.keys(survey?.nodes ?? {}).map((id) => [id, questionRules(survey as SurveyConfig, id)]));
}

/** The questions of a flow some answers skip: the flow reaches its end from its start without them. */
function skippable(survey: SurveyConfig, flowName: string): string[] {
  const flow = survey.flows[flowName];
  const start = flow?.nodes[0];
  if (!flow || start === undefined) return [];
  const reachesEndWithout = (avoid: string): boolean => {
    if (start === avoid) return false;
    const seen = new Set([start]);
    const queue = [start];
    while (queue.length > 0) {
      const id = queue.shift() ?? '';
      for (const target of nextTargets(effectiveNext(survey, flow, id), flow.nodes, id)) {
        if (target === END) return true;
        if (target === avoid || seen.has(target) || !flow.nodes.includes(target)) continue;
        seen.add(target);
        queue.push(target);
      }
    }
    return false;
  };
  return flow.nodes.filter(reachesEndWithout);
}

/** What a finished flow may send: every attribute its questions save, and the resets of those some answers skip. */
export function flowAttributes(survey: SurveyConfig, flowName: string): { writes: string[]; resets: string[] } {
  const nodes = survey.flows[flowName]?.nodes ?? [];
  const writes = new Set<string>();
  for (const id of nodes) {
    const node = survey.nodes[id];
    if (!node) continue;
    for (const attribute of healthProfileAttributes(node)) writes.add(attribute);
    if (node.user_profile !== undefined) writes.add(`user.${node.user_profile}`);
  }
  const resets = new Set(
    skippable(survey, flowName).flatMap((id) => Object.keys(resetAttributesOf(survey.nodes[id] ?? { template: 'info', title: '' }))),
  );
  return { writes: [...writes].sort(), resets: [...resets].sort() };
}

/**
 * The survey versions to compare, each as before and after: a version with itself, and a new version with the one it
 * carries answers from (a change to a published survey is a new version), named "healthSurvey_v12 → healthSurvey_v13".
 */
function surveyPairs(
  before: LoadedConfig,
  after: LoadedConfig,
): { survey: string; was: SurveyConfig | undefined; now: SurveyConfig | undefined }[] {
  const versions = [...new Set([...Object.keys(before.surveys), ...Object.keys(after.surveys)])].sort();
  return versions.flatMap((version) => {
    const now = after.surveys[version];
    const from = before.surveys[version] ? undefined : now?.carryAnswersFrom?.find((earlier) => before.surveys[earlier] !== undefined);
    if (from !== undefined) return [{ survey: `${from} → ${version}`, was: before.surveys[from], now }];
    return [{ survey: version, was: before.surveys[version], now }];
  });
}

export function diffSurveyQuestions(before: LoadedConfig, after: LoadedConfig): SurveyQuestionChange[] {
  return surveyPairs(before, after).flatMap(({ survey, was: from, now: to }) => {
    const was = questionRows(from);
    const now = questionRows(to);
    const ids = [...new Set([...was.keys(), ...now.keys()])];
    return ids.flatMap((question) => {
      const [a, b] = [was.get(question) ?? null, now.get(question) ?? null];
      return a === b ? [] : [{ survey, question, before: a, after: b }];
    });
  });
}

const minus = (a: readonly string[], b: readonly string[]): string[] => a.filter((item) => !b.includes(item));

export function diffSurveyAttributes(before: LoadedConfig, after: LoadedConfig): SurveyAttributeChange[] {
  return surveyPairs(before, after).flatMap(({ survey, was: from, now: to }) => {
    const flows = [...new Set([...Object.keys(from?.flows ?? {}), ...Object.keys(to?.flows ?? {})])];
    return flows.flatMap((flow) => {
      const empty = { writes: [], resets: [] };
      const was = from?.flows[flow] ? flowAttributes(from, flow) : empty;
      const now = to?.flows[flow] ? flowAttributes(to, flow) : empty;
      const change = {
        survey,
        flow,
        writes: { added: minus(now.writes, was.writes), removed: minus(was.writes, now.writes) },
        resets: { added: minus(now.resets, was.resets), removed: minus(was.resets, now.resets) },
      };
      const changed =
        change.writes.added.length + change.writes.removed.length + change.resets.added.length + change.resets.removed.length > 0;
      return changed ? [change] : [];
    });
  });
}
