import type { Flow, Next, SurveyConfig } from '../../src/generated/config-types.gen';
import { didYouMean } from '../load/suggest';
import { ErrorSink, type CheckContext } from './check-context';
import { checkCondition, openNames, type KnownRoots } from './check-condition';
import { collectRoutes } from './check-routes';

export const END = 'end';
const HEIGHT_WEIGHT_INPUTS: readonly string[] = ['height', 'weight'];

/** Targets of a node's next in a flow; no next means the following node of the flow (or the end). */
export function nextTargets(next: Next | undefined, flowNodes: readonly string[], nodeId: string): string[] {
  if (next === undefined) return [flowNodes[flowNodes.indexOf(nodeId) + 1] ?? END];
  if (typeof next === 'string') return [next];
  return next.map((branch) => branch.to);
}

export function effectiveNext(survey: SurveyConfig, flow: Flow, nodeId: string): Next | undefined {
  return flow.next?.[nodeId] ?? survey.nodes[nodeId]?.next;
}

function checkNext(sink: ErrorSink, at: (string | number)[], next: Next | undefined, nodeIds: string[], known: KnownRoots): void {
  if (next === undefined) return;
  const check = (target: string, where: (string | number)[]): void => {
    if (target !== END && !nodeIds.includes(target))
      sink.at(where, `unknown survey node "${target}"${didYouMean(target, [...nodeIds, END])}`);
  };
  if (typeof next === 'string') {
    check(next, at);
    return;
  }
  next.forEach((branch, index) => {
    check(branch.to, [...at, index, 'to']);
    checkCondition(sink, [...at, index, 'when'], branch.when, 'survey', known);
  });
}

function checkSurvey(context: CheckContext, file: string, survey: SurveyConfig): ErrorSink | undefined {
  const source = context.sources.get(file);
  if (!source) return undefined;
  const sink = new ErrorSink(source);
  const nodeIds = Object.keys(survey.nodes);
  const { app } = context.config;
  const known: KnownRoots = { answers: openNames(nodeIds), flags: app.flags, constants: app.constants };
  const expectedVersion = file.replace(/^config\/surveys\//, '').replace(/\.yaml$/, '');
  if (survey.version !== expectedVersion) sink.at(['version'], `version "${survey.version}" must equal the file name "${expectedVersion}"`);
  sink.reference(['startNode'], 'survey node', survey.startNode, nodeIds);
  const otherVersions = Object.keys(context.config.surveys).filter((version) => version !== survey.version);
  (survey.carryAnswersFrom ?? []).forEach((version, index) => {
    // The earlier version's YAML is what codegen compares with to report the answers that would be dropped.
    if (version === survey.version) sink.at(['carryAnswersFrom', index], `a survey version cannot carry answers from itself`);
    else sink.reference(['carryAnswersFrom', index], 'survey version (keep its YAML in config/surveys)', version, otherVersions);
  });

  const routeIds = collectRoutes(context.config.routes.routes).map(({ route }) => route.id);
  const flowNames = Object.keys(survey.flows);
  const intentNames = Object.keys(survey.intents);
  for (const [intent, target] of Object.entries(survey.intents)) {
    sink.reference(['intents', intent, 'route'], 'route', target.route, routeIds);
    if (target.surveyStart !== undefined) sink.reference(['intents', intent, 'surveyStart'], 'survey flow', target.surveyStart, flowNames);
  }

  for (const [id, node] of Object.entries(survey.nodes)) {
    if (node.template === 'intent') {
      (node.answers ?? []).forEach((answer, index) => {
        const value = String(answer.value);
        sink.reference(['nodes', id, 'answers', index, 'value'], 'survey intent', value, intentNames);
      });
    }
    if (node.answersFrom !== undefined) sink.reference(['nodes', id, 'answersFrom'], 'survey node', node.answersFrom, nodeIds);
    checkNext(sink, ['nodes', id, 'next'], node.next, nodeIds, known);
    (node.dependsOn ?? []).forEach((dependency, index) => {
      sink.reference(['nodes', id, 'dependsOn', index], 'survey node', dependency, nodeIds);
    });
    if (node.answers_limit !== undefined && node.template !== 'multi-choice') {
      sink.at(['nodes', id, 'answers_limit'], `answers_limit only applies to the multi-choice template, not "${node.template}"`);
    }
    if (node.template === 'height-weight') {
      for (const input of HEIGHT_WEIGHT_INPUTS) {
        if (node.limits?.[input] === undefined)
          sink.at(['nodes', id, ...(node.limits ? ['limits'] : [])], `a height-weight question needs limits.${input} (min and max)`);
      }
    }
    for (const input of Object.keys(node.limits ?? {})) {
      if (node.template !== 'height-weight' || !HEIGHT_WEIGHT_INPUTS.includes(input)) {
        sink.at(
          ['nodes', id, 'limits', input],
          `limits.${input} does not apply to the ${node.template} template${node.template === 'height-weight' ? didYouMean(input, HEIGHT_WEIGHT_INPUTS) : ''}`,
          true,
        );
      }
    }
    if (
      (node.template === 'single-choice' || node.template === 'multi-choice' || node.template === 'intent') &&
      (node.answers ?? []).length === 0
    ) {
      sink.at(['nodes', id, 'template'], `a ${node.template} question needs answers`);
    }
  }

  const lengths = survey.flowLengths;
  const inSomeFlow = new Set<string>();
  for (const [name, flow] of Object.entries(survey.flows)) {
    const at = ['flows', name];
    if (flow.endIntent !== undefined) sink.reference([...at, 'endIntent'], 'survey intent', flow.endIntent, intentNames);
    flow.nodes.forEach((id, index) => {
      inSomeFlow.add(id);
      if (!nodeIds.includes(id)) sink.at([...at, 'nodes', index], `unknown survey node "${id}"${didYouMean(id, nodeIds)}`);
      else if (flow.nodes.indexOf(id) !== index) sink.at([...at, 'nodes', index], `node "${id}" is listed twice in flow "${name}"`);
    });
    for (const [id, next] of Object.entries(flow.next ?? {})) {
      if (!flow.nodes.includes(id)) sink.at([...at, 'next', id], `node "${id}" is not in flow "${name}"`, true);
      checkNext(sink, [...at, 'next', id], next, nodeIds, known);
    }
    const expected = lengths[name];
    if (expected === undefined) {
      sink.at(at, `flow "${name}" has no length in flowLengths; add ${name}: ${flow.nodes.length} there`, true);
    } else if (flow.nodes.length !== expected) {
      sink.at([...at, 'nodes'], `flow "${name}" has ${flow.nodes.length} nodes; flowLengths says ${expected}`);
    }
    // Walk the graph from the flow's first node: every listed node must be reachable, no edge may leave the flow.
    const start = flow.nodes[0];
    if (start === undefined || !nodeIds.includes(start)) continue;
    const reached = new Set<string>([start]);
    const queue = [start];
    let reachesEnd = false;
    while (queue.length > 0) {
      const id = queue.shift() ?? '';
      for (const target of nextTargets(effectiveNext(survey, flow, id), flow.nodes, id)) {
        if (target === END) {
          reachesEnd = true;
          continue;
        }
        if (!flow.nodes.includes(target)) {
          if (nodeIds.includes(target))
            sink.at(
              flow.next?.[id] ? [...at, 'next', id] : ['nodes', id, 'next'],
              `in flow "${name}", "${id}" leads to "${target}", which is not in the flow`,
            );
          continue;
        }
        if (!reached.has(target)) {
          reached.add(target);
          queue.push(target);
        }
      }
    }
    flow.nodes.forEach((id, index) => {
      if (nodeIds.includes(id) && !reached.has(id))
        sink.at([...at, 'nodes', index], `node "${id}" is unreachable from "${start}" in flow "${name}"`);
    });
    if (!reachesEnd) sink.at([...at, 'nodes'], `flow "${name}" never reaches the end`);
  }
  for (const id of nodeIds) {
    if (!inSomeFlow.has(id)) sink.at(['nodes', id], `node "${id}" is unreachable: no flow lists it`, true);
  }
  for (const name of Object.keys(lengths)) {
    if (!(name in survey.flows))
      sink.at(['flowLengths', name], `flow "${name}" of flowLengths is missing${didYouMean(name, Object.keys(survey.flows))}`, true);
  }
  return sink;
}

export function checkSurveys(context: CheckContext): ErrorSink[] {
  return Object.entries(context.config.surveys)
    .map(([version, survey]) => checkSurvey(context, `config/surveys/${version}.yaml`, survey))
    .filter((sink): sink is ErrorSink => sink !== undefined);
}
