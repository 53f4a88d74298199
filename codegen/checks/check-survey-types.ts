import type { Node } from '../../src/generated/config-types.gen';
import type { DocPath } from '../load/config-error';
import type { ErrorSink } from './check-context';
import type { AttributeRules } from './entity-attributes';
import { sentBy, type SurveyEntity } from './survey-sent-value';
import { jsonTypeOf, looserRules, type Looser, type SentValue } from './value-compatibility';

/** One attribute a question saves and where the YAML names it. */
export interface SavedAttribute {
  nodeId: string;
  entity: SurveyEntity;
  attribute: string;
  /** Which of the question's attributes (a height-weight's four, a flags question's flags). */
  input: number;
  path: DocPath;
}

const KINDS: Record<string, string> = {
  integer: 'whole numbers',
  number: 'numbers',
  string: 'text',
  boolean: 'true or false',
  array: 'a list',
  object: 'height, weight and their units together',
};
const kinds = (types: readonly string[]): string =>
  types.length === 0 ? 'anything' : types.map((type) => KINDS[type] ?? type).join(' or ');
const listed = (values: readonly unknown[]): string =>
  values.map((value) => (typeof value === 'string' ? value : JSON.stringify(value))).join(', ');

/** Where the YAML names one of the question's choices, or undefined when it offers none (a height-weight's units). */
function answerAt(node: Node, nodeId: string, matches: (value: unknown) => boolean): DocPath | undefined {
  const index = (node.answers ?? []).findIndex((answer) => matches(answer.value));
  return index < 0 ? undefined : ['nodes', nodeId, 'answers', index, 'value'];
}

/** Where a limit of the question is written (min, max, limits.height.max), and how the fix names it. */
function limitAt(node: Node, saved: SavedAttribute, end: 'min' | 'max'): { path: DocPath; atKey: boolean; key: string } {
  if (node.template === 'height-weight') {
    const measure = saved.input === 0 ? 'height' : 'weight';
    return { path: ['nodes', saved.nodeId, 'limits', measure, end], atKey: false, key: `limits.${measure}.${end}` };
  }
  return node[end] === undefined
    ? { path: ['nodes', saved.nodeId], atKey: true, key: end }
    : { path: ['nodes', saved.nodeId, end], atKey: false, key: end };
}

interface Report {
  path: DocPath;
  atKey?: boolean;
  message: string;
}

function typeReport(node: Node, saved: SavedAttribute, looser: Looser & { keyword: 'type' }, rules: AttributeRules, file: string): Report {
  const { nodeId } = saved;
  const name = looser.inItems ? `the items of "${saved.attribute}"` : `"${saved.attribute}"`;
  const holds = kinds(rules.types.filter((type) => type !== 'null'));
  const sent = looser.inItems ? `a list of ${kinds([looser.sent])}` : kinds([looser.sent]);
  const choice = node.profileMapping === 'flags' ? undefined : answerAt(node, nodeId, (value) => jsonTypeOf(value) === looser.sent);
  if (choice)
    return {
      path: choice,
      message: `question "${nodeId}" saves ${sent} to ${name}, which holds ${holds} (${file}); give its answers values of that kind, or save the answer to another attribute`,
    };
  if (looser.sent === 'number' && rules.types.includes('integer'))
    return {
      path: ['nodes', nodeId, node.integer === undefined ? 'template' : 'integer'],
      message: `question "${nodeId}" saves any number to ${name}, which holds ${holds} (${file}); set integer: true, or let the attribute hold any number`,
    };
  return {
    path: node.profileMapping === 'flags' ? saved.path : ['nodes', nodeId, 'template'],
    message: `question "${nodeId}" saves ${sent} to ${name}, which holds ${holds} (${file}); save the answer to an attribute that holds ${sent}, or ask it with a template that saves ${holds}`,
  };
}

/** The words and place of one rule a question is looser on than the attribute it saves. */
function report(node: Node, saved: SavedAttribute, sent: SentValue, looser: Looser, rules: AttributeRules, file: string): Report {
  const { nodeId } = saved;
  const name = looser.inItems ? `the items of "${saved.attribute}"` : `"${saved.attribute}"`;
  const template: DocPath = ['nodes', nodeId, 'template'];
  switch (looser.keyword) {
    case 'type':
      return typeReport(node, saved, looser, rules, file);
    case 'format':
      return {
        path: template,
        message: `${name} has format ${looser.needs} (${file}) but question "${nodeId}" saves ${sent.format === undefined ? 'any text' : `a ${sent.format}`}; ${looser.needs === 'date' ? 'ask it with template: date' : 'save the answer to an attribute without that format'}`,
      };
    case 'pattern':
      return {
        path: template,
        message: `${name} must match ${looser.needs} (${file}) but question "${nodeId}" takes any text; save the answer to an attribute without a pattern, or drop the pattern`,
      };
    case 'maxLength':
    case 'minLength':
      return {
        path: template,
        message: `${name} holds at ${looser.keyword === 'maxLength' ? 'most' : 'least'} ${looser.own} characters (${file}) but question "${nodeId}" takes text of any length; save the answer to an attribute without ${looser.keyword}, or drop it there`,
      };
    case 'maximum':
    case 'minimum': {
      const most = looser.keyword === 'maximum';
      const { path, atKey, key } = limitAt(node, saved, most ? 'max' : 'min');
      return {
        path,
        atKey,
        message: `${name} holds at ${most ? 'most' : 'least'} ${looser.own} (${most ? 'maximum' : 'minimum'} in ${file}) but question "${nodeId}" allows ${looser.mine ?? (most ? 'any number' : 'any lower number')}; set ${key}: ${looser.own} or ${most ? 'less' : 'more'}`,
      };
    }
    case 'maxItems':
      return {
        path: node.answers_limit === undefined ? ['nodes', nodeId] : ['nodes', nodeId, 'answers_limit'],
        atKey: node.answers_limit === undefined,
        message: `question "${nodeId}" allows ${looser.mine ?? 'any number of'} choices but "${saved.attribute}" holds at most ${looser.own} (maxItems in ${file}); set answers_limit: ${looser.own} or less`,
      };
    case 'values': {
      if (looser.extra === undefined)
        return {
          path: template,
          message: `${name} takes only ${listed(looser.allowed)} (${file}) but question "${nodeId}" takes any answer; ask it as a choice of those values, or save the answer to another attribute`,
        };
      const them = looser.extra.length === 1 ? 'it' : 'them';
      const first = looser.extra[0];
      return {
        path: answerAt(node, nodeId, (value) => value === first) ?? saved.path,
        message: `question "${nodeId}" offers ${listed(looser.extra)}, which ${name} ${looser.inItems ? 'do' : 'does'} not take (${file} allows ${listed(looser.allowed)}); remove ${them}, or allow ${them} in the schema`,
      };
    }
  }
}

/**
 * A question against one attribute it saves: what profile-mapping.ts sends there must be what the attribute
 * holds, within its limits and values (value-compatibility.ts's rule, the one forms are checked by).
 */
export function checkSavedType(sink: ErrorSink, node: Node, saved: SavedAttribute, rules: AttributeRules, file: string): void {
  const sent = sentBy(node, saved.entity, saved.input);
  for (const looser of looserRules(sent, rules)) {
    const { path, atKey, message } = report(node, saved, sent, looser, rules, file);
    sink.at(path, message, atKey);
  }
}
