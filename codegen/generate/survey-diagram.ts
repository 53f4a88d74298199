import type { Flow, Next, SurveyConfig } from '../../src/generated/config-types.gen';
import type { GeneratedFile } from './generated-file';

type Constants = Readonly<Record<string, unknown>>;

const WORDS: Readonly<Record<string, string>> = {
  '==': 'is',
  '===': 'is',
  '!=': 'is not',
  '!==': 'is not',
  '>=': 'is at least',
  '>': 'is more than',
  '<=': 'is at most',
  '<': 'is less than',
  in: 'is one of',
};

/** A JSON Logic operand in words: a question's answer by its id, a choice by its text, a constant by its value. */
function operand(value: unknown, survey: SurveyConfig, constants: Constants, about: string | undefined): string {
  if (typeof value === 'object' && value !== null && !Array.isArray(value) && 'var' in value) {
    const name = String((value as { var: unknown }).var);
    const [root, id, ...rest] = name.split('.');
    if (root === 'constants' && id !== undefined && id in constants) return String(constants[id]);
    if (root === 'answers' && id !== undefined)
      return rest.join('.') === 'length' ? `the number of answers to ${id}` : `the answer to ${id}`;
    return name;
  }
  if (Array.isArray(value)) return value.map((item) => operand(item, survey, constants, about)).join(' or ');
  const choice = about === undefined ? undefined : survey.nodes[about]?.answers?.find((answer) => answer.value === value);
  return choice ? `“${choice.text}”` : JSON.stringify(value);
}

function answered(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || !('var' in value)) return undefined;
  const [root, id] = String((value as { var: unknown }).var).split('.');
  return root === 'answers' ? id : undefined;
}

/** A survey branch condition as a sentence for staff, e.g. `the answer to sex is "Male"`. */
export function conditionInWords(condition: unknown, survey: SurveyConfig, constants: Constants): string {
  if (typeof condition !== 'object' || condition === null) return JSON.stringify(condition);
  const [operator, raw] = Object.entries(condition)[0] ?? ['', []];
  const args = Array.isArray(raw) ? raw : [raw];
  if (operator === 'and' || operator === 'or') return args.map((arg) => conditionInWords(arg, survey, constants)).join(` ${operator} `);
  if (operator === '!') return `not (${conditionInWords(args[0], survey, constants)})`;
  const words = WORDS[operator];
  if (words === undefined || args.length !== 2) return JSON.stringify(condition);
  const about = answered(args[0]);
  return `${operand(args[0], survey, constants, about)} ${words} ${operand(args[1], survey, constants, about)}`;
}

const mermaidId = (nodeId: string): string => `q_${nodeId.replace(/[^A-Za-z0-9]/g, '_')}`;
// Mermaid labels are quoted; a quote inside one is written as an entity.
const label = (text: string): string => `"${text.replace(/"/g, '#quot;')}"`;

/** Each arrow out of a node in a flow: its target and, for a branch, its condition in words. The studio draws the same. */
export function flowEdges(survey: SurveyConfig, flow: Flow, nodeId: string, constants: Constants): Array<{ to: string; when?: string }> {
  const next: Next | undefined = flow.next?.[nodeId] ?? survey.nodes[nodeId]?.next;
  if (next === undefined) return [{ to: flow.nodes[flow.nodes.indexOf(nodeId) + 1] ?? 'end' }];
  if (typeof next === 'string') return [{ to: next }];
  const branches = next.map((branch) => ({
    to: branch.to,
    when: branch.when === undefined ? 'otherwise' : conditionInWords(branch.when, survey, constants),
  }));
  // The graph ends when no branch holds, so say so when the last branch has a condition.
  return next.at(-1)?.when === undefined ? branches : [...branches, { to: 'end', when: 'otherwise' }];
}

/** One flow as a Mermaid flowchart: numbered questions by title, branches labelled with their conditions, the end. */
export function flowDiagram(survey: SurveyConfig, flowName: string, constants: Constants): string {
  const flow = survey.flows[flowName];
  if (!flow) throw new Error(`unknown survey flow "${flowName}"`);
  const lines = ['flowchart TD'];
  flow.nodes.forEach((nodeId, index) =>
    lines.push(`  ${mermaidId(nodeId)}[${label(`${index + 1}. ${survey.nodes[nodeId]?.title ?? nodeId}`)}]`),
  );
  lines.push(`  ${mermaidId('end')}([${label('End')}])`);
  for (const nodeId of flow.nodes) {
    for (const edge of flowEdges(survey, flow, nodeId, constants)) {
      const arrow = edge.when === undefined ? '-->' : `-->|${label(edge.when)}|`;
      lines.push(`  ${mermaidId(nodeId)} ${arrow} ${mermaidId(edge.to)}`);
    }
  }
  return lines.join('\n');
}

/** config/surveys/<version>.md: every flow of the survey as a diagram a code host renders, beside its YAML. */
export function generateSurveyDiagrams(version: string, survey: SurveyConfig, constants: Constants): GeneratedFile {
  const sections = Object.entries(survey.flows).map(
    ([name, flow]) =>
      `## ${flow.title} (\`${name}\`, ${flow.nodes.length} questions)\n\n\`\`\`mermaid\n${flowDiagram(survey, name, constants)}\n\`\`\`\n`,
  );
  const intro = `<!-- Generated from config/surveys/${version}.yaml by \`npm run codegen\`; do not edit. -->\n# Survey ${version}: its flows\n\nEach box is a question, numbered in the flow's order; an arrow's label is the condition under which that\nbranch is taken (the first that holds wins). Questions without a label lead straight on.\n`;
  return { path: `config/surveys/${version}.md`, content: `${intro}\n${sections.join('\n')}` };
}
