import type { Flow, Next, SurveyConfig } from '../../generated/config-types.gen';
import { conditionConstants } from '../../engine/conditions/condition-constants';
import { checkCondition, type ConditionCheck } from '../../engine/conditions/condition-values';
import { evaluate } from '../../engine/conditions/evaluate';
import type { Answers } from './survey-state';

export const END = 'end';

export class UnknownFlowError extends Error {}

export function flowOf(survey: SurveyConfig, flowName: string): Flow {
  const flow = survey.flows[flowName];
  if (!flow) throw new UnknownFlowError(`unknown survey flow "${flowName}"`);
  return flow;
}

/** One branch of a `next` list, checked against the answers. */
export interface BranchCheck {
  index: number;
  to: string;
  check: ConditionCheck;
}

/** Why a flow goes where it goes after a node: the rule's place, each branch checked in order, the one taken. */
export interface NextExplanation {
  to: string;
  /** flow: the flow's `next` overrides the node's; node: the node's own `next`; order: neither, so the flow's next node. */
  source: 'flow' | 'node' | 'order';
  /** The branches checked, up to and including the one taken; empty for a fixed `next` or the flow's order. */
  branches: BranchCheck[];
  /** The index of the branch taken; undefined without branches, or when none held (the flow ends). */
  taken: number | undefined;
}

/** What branches may read besides the answers: config/app.yaml's constants (another revision's, for config:diff). */
export type BranchConstants = Readonly<Record<string, unknown>>;

/** The `next` rule that applies after `nodeId`: the flow's own overrides the node's; neither means the flow's order. */
function ruleAfter(survey: SurveyConfig, flow: Flow, nodeId: string): { next: Next | undefined; source: NextExplanation['source'] } {
  const own = flow.next?.[nodeId];
  if (own !== undefined) return { next: own, source: 'flow' };
  const next = survey.nodes[nodeId]?.next;
  return { next, source: next === undefined ? 'order' : 'node' };
}

function explainResolve(
  next: Next | undefined,
  source: NextExplanation['source'],
  flow: Flow,
  nodeId: string,
  answers: Answers,
  constants: BranchConstants,
): NextExplanation {
  if (next === undefined) return { to: flow.nodes[flow.nodes.indexOf(nodeId) + 1] ?? END, source, branches: [], taken: undefined };
  if (typeof next === 'string') return { to: next, source, branches: [], taken: undefined };
  // Branches read the answers (and business constants such as the important-goal threshold) as a JSON Logic
  // context; the first whose `when` holds (or has none) wins.
  const context = { answers: answers as Record<string, unknown>, constants };
  const branches: BranchCheck[] = [];
  for (const [index, branch] of next.entries()) {
    const check = checkCondition(branch.when, context);
    branches.push({ index, to: branch.to, check });
    if (check.holds) return { to: branch.to, source, branches, taken: index };
  }
  return { to: END, source, branches, taken: undefined };
}

/** Where a flow goes after `nodeId` with these answers, and why. The staff studio shows it; nextNode is its target. */
export function explainNext(
  survey: SurveyConfig,
  flowName: string,
  nodeId: string,
  answers: Answers,
  constants: BranchConstants = conditionConstants,
): NextExplanation {
  const flow = flowOf(survey, flowName);
  const { next, source } = ruleAfter(survey, flow, nodeId);
  return explainResolve(next, source, flow, nodeId, answers, constants);
}

/**
 * Where a flow goes after `nodeId` with these answers: a node id or END. The same rule as explainNext, without
 * recording what each branch read: it runs for every node of a walk, on every Next.
 */
export function nextNode(
  survey: SurveyConfig,
  flowName: string,
  nodeId: string,
  answers: Answers,
  constants: BranchConstants = conditionConstants,
): string {
  const flow = flowOf(survey, flowName);
  const { next } = ruleAfter(survey, flow, nodeId);
  if (next === undefined) return flow.nodes[flow.nodes.indexOf(nodeId) + 1] ?? END;
  if (typeof next === 'string') return next;
  const context = { answers: answers as Record<string, unknown>, constants };
  return next.find((branch) => evaluate(branch.when, context))?.to ?? END;
}

/** Walks already taken, per survey, flow and answers object: answers are immutable (immer freezes each new state). */
const walks = new WeakMap<SurveyConfig, Map<string, WeakMap<Answers, readonly string[]>>>();

function walk(survey: SurveyConfig, flowName: string, answers: Answers, constants: BranchConstants): string[] {
  const flow = flowOf(survey, flowName);
  const inFlow = new Set(flow.nodes);
  const path: string[] = [];
  const seen = new Set<string>();
  let node = flow.nodes[0] ?? END;
  while (node !== END && !seen.has(node) && inFlow.has(node)) {
    path.push(node);
    seen.add(node);
    node = nextNode(survey, flowName, node, answers, constants);
  }
  return path;
}

/**
 * The path these answers walk from the flow's first node to its end. Unanswered branch questions take their
 * default branch, so this is also the predicted rest of the survey. A screen asks for it several times per
 * render (number, progress, recap): frozen answers with the app's constants are walked once.
 */
export function walkFlow(
  survey: SurveyConfig,
  flowName: string,
  answers: Answers,
  constants: BranchConstants = conditionConstants,
): string[] {
  if (constants !== conditionConstants || !Object.isFrozen(answers)) return walk(survey, flowName, answers, constants);
  let byFlow = walks.get(survey);
  if (!byFlow) walks.set(survey, (byFlow = new Map()));
  let byAnswers = byFlow.get(flowName);
  if (!byAnswers) byFlow.set(flowName, (byAnswers = new WeakMap()));
  const known = byAnswers.get(answers);
  if (known) return [...known];
  const path = walk(survey, flowName, answers, constants);
  byAnswers.set(answers, Object.freeze([...path]));
  return path;
}

/** Each node's dependents, per survey, found in one pass: a survey's nodes never change, and a Next asks. */
const dependents = new WeakMap<SurveyConfig, ReadonlyMap<string, ReadonlySet<string>>>();

function findAllDependents(survey: SurveyConfig): Map<string, ReadonlySet<string>> {
  // Who names each node in `dependsOn`: the graph's edges the other way round.
  const direct = new Map<string, string[]>();
  for (const [id, node] of Object.entries(survey.nodes))
    for (const on of node.dependsOn ?? []) direct.set(on, [...(direct.get(on) ?? []), id]);
  const all = new Map<string, ReadonlySet<string>>();
  for (const id of new Set([...Object.keys(survey.nodes), ...direct.keys()])) {
    // Depth first, in the survey's order of nodes: reports list a question's dependants in that order.
    const found = new Set<string>();
    const addDependentsOf = (on: string): void => {
      for (const other of direct.get(on) ?? []) {
        if (found.has(other)) continue;
        found.add(other);
        addDependentsOf(other);
      }
    };
    addDependentsOf(id);
    all.set(id, found);
  }
  return all;
}

/** Every node whose answer depends, directly or through others, on `nodeId` (by `dependsOn`). */
export function dependentsOf(survey: SurveyConfig, nodeId: string): Set<string> {
  let bySurvey = dependents.get(survey);
  if (!bySurvey) dependents.set(survey, (bySurvey = findAllDependents(survey)));
  return new Set(bySurvey.get(nodeId));
}
