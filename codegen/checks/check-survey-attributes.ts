import type { Node, SurveyConfig } from '../../src/generated/config-types.gen';
import { healthProfileAttributes } from '../../src/survey/model/profile-mapping';
import { formatDocPath, type DocPath } from '../load/config-error';
import { didYouMean } from '../load/suggest';
import { errorAt, type YamlSource } from '../load/yaml-source';
import { ErrorSink, type CheckContext } from './check-context';
import { checkSavedType, type SavedAttribute } from './check-survey-types';
import { attributeRules, entityFile, type EntitySchemas } from './entity-attributes';
import type { SurveyEntity } from './survey-sent-value';

/** One attribute a question saves, where the YAML names it, and what kind of answer it saves there. */
interface Written extends SavedAttribute {
  /** The answer as the attribute receives it, in words: "a number 0–24", "one of true, false". */
  takes: string;
  group: string | undefined;
}

const listed = (values: readonly unknown[]): string =>
  values.map((value) => (typeof value === 'string' ? value : JSON.stringify(value))).join(', ');

function range(min: number | undefined, max: number | undefined): string {
  if (min === undefined && max === undefined) return '';
  return ` ${min ?? '…'}–${max ?? '…'}`;
}

/** What a question's answer is once saved to one of its attributes (input: which of a height-weight's four). */
export function answerTakes(node: Node, input: number): string {
  const values = (node.answers ?? []).map((answer) => answer.value);
  switch (node.template) {
    case 'height-weight': {
      const limits = input === 0 ? node.limits?.height : input === 1 ? node.limits?.weight : undefined;
      return input > 1 ? 'a unit preference' : `a number${range(limits?.min, limits?.max)}`;
    }
    case 'number':
    case 'rating':
      return `a${node.integer === true ? ' whole' : ''} number${range(node.min, node.max)}`;
    case 'date':
      return 'a date';
    case 'text':
      return 'text';
    case 'multi-choice':
      if (node.profileMapping === 'flags') return 'one of true, false';
      // A one-answer multi-choice is saved as that single value (profile-mapping.ts).
      if (node.answers_limit === 1) return `one of ${listed(values)}`;
      return `a list of at most ${node.answers_limit ?? values.length} of ${listed(values)}`;
    default:
      return `one of ${listed(values)}`;
  }
}

function writtenBy(id: string, node: Node): Written[] {
  const written: Written[] = [];
  const health = healthProfileAttributes(node);
  health.forEach((attribute, index) => {
    const path: DocPath =
      node.profileMapping === 'flags'
        ? ['nodes', id, 'answers', index, 'value']
        : Array.isArray(node.health_profile)
          ? ['nodes', id, 'health_profile', index]
          : ['nodes', id, 'health_profile'];
    written.push({
      nodeId: id,
      entity: 'health-profile',
      attribute,
      input: index,
      path,
      takes: node.profileMapping === 'flags' ? 'one of true, false' : answerTakes(node, index),
      group: node.group,
    });
  });
  if (node.user_profile !== undefined) {
    written.push({
      nodeId: id,
      entity: 'user',
      attribute: node.user_profile,
      input: 0,
      path: ['nodes', id, 'user_profile'],
      takes: answerTakes(node, 0),
      group: undefined,
    });
  }
  return written;
}

const entityName = (entity: SurveyEntity): string => (entity === 'user' ? 'user' : 'health profile');

/**
 * The attribute is in its entity's schema; its group is the one its schema names; it holds what the question sends
 * (within its limits and values, its maxItems among them), and says how many choices it holds.
 */
function checkAgainstSchema(sink: ErrorSink, entities: EntitySchemas, node: Node, written: Written): void {
  const file = entityFile(written.entity);
  const lookup = attributeRules(entities, written.entity, [written.attribute]);
  if ('missing' in lookup) {
    sink.at(
      written.path,
      `unknown ${entityName(written.entity)} attribute "${written.attribute}"${didYouMean(written.attribute, lookup.known)}: save the answer to an attribute of ${file}, or add "${written.attribute}" there`,
    );
    return;
  }
  const rules = lookup.found;
  if (written.entity === 'health-profile') {
    const at: DocPath = ['nodes', written.nodeId, 'group'];
    if (rules.group === undefined) {
      sink.at(
        written.path,
        `"${written.attribute}" has no group in ${file}: add "x-group": "${written.group ?? 'general-health'}" to it, the group its answers are saved in`,
      );
    } else if (written.group === undefined) {
      sink.at(
        ['nodes', written.nodeId],
        `question "${written.nodeId}" saves "${written.attribute}", which is saved in group ${rules.group} (x-group in ${file}); add group: ${rules.group}`,
        true,
      );
    } else if (written.group !== rules.group) {
      sink.at(
        at,
        `question "${written.nodeId}" is in group ${written.group}, but "${written.attribute}" is saved in group ${rules.group} (x-group in ${file}); set group: ${rules.group}`,
      );
    }
  }
  checkSavedType(sink, node, written, rules, file);
  const isList =
    node.template === 'multi-choice' && node.profileMapping !== 'flags' && node.answers_limit !== 1 && rules.types.includes('array');
  if (isList && rules.maxItems === undefined) {
    const limit = node.answers_limit ?? node.answers?.length ?? 0;
    const at: DocPath = node.answers_limit === undefined ? ['nodes', written.nodeId] : ['nodes', written.nodeId, 'answers_limit'];
    sink.at(
      at,
      `"${written.attribute}" has no maxItems in ${file}, so the server would take any number of choices; add "maxItems": ${limit} there (SPEC section 5's limit)`,
      node.answers_limit === undefined,
    );
  }
}

function flowsOf(survey: SurveyConfig, nodeId: string): string[] {
  return Object.entries(survey.flows)
    .filter(([, flow]) => flow.nodes.includes(nodeId))
    .map(([name]) => name);
}

/**
 * Questions that save the same attribute must agree on it: another kind of answer or other limits would let one
 * flow save what the other refuses, and another group would send it with a different part of the profile.
 */
function checkSharedOwners(sink: ErrorSink, source: YamlSource, survey: SurveyConfig, all: readonly Written[]): void {
  const byAttribute = new Map<string, Written[]>();
  for (const written of all)
    byAttribute.set(`${written.entity}:${written.attribute}`, [
      ...(byAttribute.get(`${written.entity}:${written.attribute}`) ?? []),
      written,
    ]);
  for (const owners of byAttribute.values()) {
    const first = owners[0];
    if (!first || owners.every((owner) => owner.takes === first.takes && owner.group === first.group)) continue;
    const described = owners.map((owner) => {
      const place = errorAt(source, owner.path, '');
      const flows = flowsOf(survey, owner.nodeId);
      return `${owner.nodeId} (${source.file}:${place.line}:${place.col} ${formatDocPath(owner.path)}; flow${flows.length === 1 ? '' : 's'} ${flows.join(', ') || 'none'}) takes ${owner.takes}${owner.group === undefined ? '' : ` in group ${owner.group}`}`;
    });
    for (const owner of owners) {
      sink.at(
        owner.path,
        `"${first.attribute}" is saved by ${owners.length} questions that disagree: ${described.join('; ')}. Give them the same type, limits and group, or save one of them to another attribute`,
      );
    }
  }
}

/** Every survey's questions against the attributes they save (schemas/entities): present, grouped alike, limited alike. */
export function checkSurveyAttributes(context: CheckContext): ErrorSink[] {
  const sinks: ErrorSink[] = [];
  for (const [version, survey] of Object.entries(context.config.surveys)) {
    const source = context.sources.get(`config/surveys/${version}.yaml`);
    if (!source) continue;
    const sink = new ErrorSink(source);
    const all = Object.entries(survey.nodes).flatMap(([id, node]) => writtenBy(id, node));
    const { entities } = context;
    if (entities) for (const written of all) checkAgainstSchema(sink, entities, survey.nodes[written.nodeId] as Node, written);
    checkSharedOwners(sink, source, survey, all);
    sinks.push(sink);
  }
  return sinks;
}
