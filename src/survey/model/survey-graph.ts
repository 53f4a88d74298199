import type { Flow, Next, SurveyConfig } from '../../generated/config-types.gen';
import { conditionConstants } from '../../engine/conditions/condition-constants';
import { evaluate } from '../../engine/conditions/evaluate';
import type { Answers } from './survey-state';

export const END = 'end';

export class UnknownFlowError extends Error {}

export function flowOf(survey: SurveyConfig, flowName: string): Flow {
  const flow = survey.flows[flowName];
  if (!flow) throw new UnknownFlowError(`unknown survey flow "${flowName}"`);
  return flow;
}

/** What branches may read besides the answers: config/app.yaml's constants (another revision's, for config:diff). */
export type BranchConstants = Readonly<Record<string, unknown>>;

function resolve(next: Next | undefined, flow: Flow, nodeId: string, answers: Answers, constants: BranchConstants): string {
  if (next === undefined) return flow.nodes[flow.nodes.indexOf(nodeId) + 1] ?? END;
  if (typeof next === 'string') return next;
  // Branches read the answers (and business constants such as the important-goal threshold) as a JSON Logic
  // context; the first whose `when` holds (or has none) wins.
  const context = { answers: answers as Record<string, unknown>, constants };
  return next.find((branch) => evaluate(branch.when, context))?.to ?? END;
}

/** Where a flow goes after `nodeId` with these answers: a node id or END. */
export function nextNode(survey: SurveyConfig, flowName: string, nodeId: string, answers: Answers, constants: BranchConstants = conditionConstants): string {
  const flow = flowOf(survey, flowName);
  return resolve(flow.next?.[nodeId] ?? survey.nodes[nodeId]?.next, flow, nodeId, answers, constants);
}

/**
 * The path these answers walk from the flow's first node to its end. Unanswered branch questions take their
 * default branch, so this is also the predicted rest of the survey.
 */
export function walkFlow(survey: SurveyConfig, flowName: string, answers: Answers, constants: BranchConstants = conditionConstants): string[] {
  const flow = flowOf(survey, flowName);
  const path: string[] = [];
  let node = flow.nodes[0] ?? END;
  while (node !== END && !path.includes(node) && flow.nodes.includes(node)) {
    path.push(node);
    node = nextNode(survey, flowName, node, answers, constants);
  }
  return path;
}

/** Every node whose answer depends, directly or through others, on `nodeId` (by `dependsOn`). */
export function dependentsOf(survey: SurveyConfig, nodeId: string): Set<string> {
  const dependents = new Set<string>();
  const addDependentsOf = (id: string): void => {
    for (const [other, node] of Object.entries(survey.nodes)) {
      if (dependents.has(other) || !node.dependsOn?.includes(id)) continue;
      dependents.add(other);
      addDependentsOf(other);
    }
  };
  addDependentsOf(nodeId);
  return dependents;
}
