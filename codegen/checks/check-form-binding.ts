import type { FormConfig } from '../../src/generated/config-types.gen';
import { fieldBindings, type FieldBinding } from '../../src/forms/form-binding';
import { pageFields } from '../../src/forms/form-view';
import { FORM_TRANSFORMS } from '../form-actions';
import type { DocPath } from '../load/config-error';
import { didYouMean } from '../load/suggest';
import { requestName, writeEndpoints, type ResourceEndpoint } from '../requests/write-endpoints';
import { resolveForm } from '../resolve-form';
import type { CheckContext, ErrorSink } from './check-context';
import { collectRoutes } from './check-routes';
import { attributeRules, entityFile, entityNames, inlineRules, type AttributeRules, type EntitySchemas } from './entity-attributes';
import { attributeTakes, looserRules, type LowerKeyword, type Looser, type SentValue, type UpperKeyword } from './value-compatibility';

type FieldSchema = Record<string, unknown>;

/** Where a field's attribute is written: its binding's attribute, or (the default, its own name) the field's key. */
function attributeAt(form: FormConfig, binding: FieldBinding): { path: DocPath; atKey: boolean } {
  return form.binding?.fields?.[binding.field]?.attribute !== undefined
    ? { path: ['binding', 'fields', binding.field, 'attribute'], atKey: false }
    : { path: ['schema', 'properties', binding.field], atKey: true };
}

/** A rule's place: the keyword in the field's schema, the constant it is bound from, or else the field itself. */
function ruleAt(form: FormConfig, field: string, keyword: string): { path: DocPath; atKey: boolean } {
  const written = (form.schema.properties?.[field] ?? {}) as FieldSchema;
  if (keyword in written) return { path: ['schema', 'properties', field, keyword], atKey: false };
  if ((form.constants?.[field] as Readonly<Record<string, string>> | undefined)?.[keyword] !== undefined)
    return { path: ['constants', field, keyword], atKey: false };
  return { path: ['schema', 'properties', field], atKey: true };
}

/** The values a field offers (enum, the consts of oneOf, or its const), or undefined when it takes any. */
function offered(field: FieldSchema): unknown[] | undefined {
  if (Array.isArray(field.enum)) return field.enum;
  if (Array.isArray(field.oneOf)) return (field.oneOf as FieldSchema[]).map((option) => option.const);
  return 'const' in field ? [field.const] : undefined;
}

const typesText = (types: readonly string[]): string => (types.length === 0 ? 'anything' : types.join(' or '));
const list = (values: readonly unknown[]): string =>
  values.map((value) => (typeof value === 'string' ? value : JSON.stringify(value))).join(', ');

/** What a field sends, in the words the shared rule compares (value-compatibility.ts). */
function sentByField(schema: FieldSchema): SentValue {
  const number = (keyword: string): number | undefined => (typeof schema[keyword] === 'number' ? (schema[keyword] as number) : undefined);
  return {
    types: typeof schema.type === 'string' ? [schema.type] : [],
    format: typeof schema.format === 'string' ? schema.format : undefined,
    pattern: typeof schema.pattern === 'string' ? schema.pattern : undefined,
    minLength: number('minLength'),
    maxLength: number('maxLength'),
    minimum: number('minimum'),
    maximum: number('maximum'),
    maxItems: number('maxItems'),
    values: offered(schema),
  };
}

const WHAT: Record<UpperKeyword | LowerKeyword, string> = {
  maxLength: 'characters',
  minLength: 'characters',
  maximum: 'as its largest number',
  minimum: 'as its smallest number',
  maxItems: 'items',
};

/** The words a person reads for one rule a field is looser on than its attribute, and the field's keyword to fix. */
function formLooser(
  looser: Looser,
  field: string,
  schema: FieldSchema,
  attribute: AttributeRules,
  name: string,
  file: string,
): [string, string] {
  switch (looser.keyword) {
    case 'type':
      return [
        'type',
        `field "${field}" is ${looser.sent} but ${name} holds ${typesText(attribute.types)} (${file}); give the field that type, or save it to another attribute`,
      ];
    case 'format':
      return [
        'format',
        `${name} has format ${looser.needs} (${file}); give field "${field}" format: ${looser.needs} too (a form may be stricter than its entity, never looser)`,
      ];
    case 'pattern':
      return [
        'pattern',
        `${name} must match ${looser.needs} (${file}); give field "${field}" the same pattern (a form may add rules, never drop one)`,
      ];
    case 'maxLength':
    case 'maximum':
    case 'maxItems':
      return [
        looser.keyword,
        `${name} holds at most ${looser.own} ${WHAT[looser.keyword]} (${file}) but field "${field}" allows ${looser.mine === undefined ? 'any number' : looser.mine}; set ${looser.keyword}: ${looser.own} or less`,
      ];
    case 'minLength':
    case 'minimum':
      return [
        looser.keyword,
        `${name} holds at least ${looser.own} ${WHAT[looser.keyword]} (${file}) but field "${field}" allows ${looser.mine === undefined ? 'fewer' : looser.mine}; set ${looser.keyword}: ${looser.own} or more`,
      ];
    case 'values': {
      if (looser.extra === undefined)
        return [
          'enum',
          `${name} takes only ${list(looser.allowed)} (${file}) but field "${field}" takes any answer; offer those as its choices (enum or oneOf)`,
        ];
      const them = looser.extra.length === 1 ? 'it' : 'them';
      return [
        Array.isArray(schema.enum) ? 'enum' : Array.isArray(schema.oneOf) ? 'oneOf' : 'const',
        `field "${field}" offers ${list(looser.extra)}, which ${name} does not take (${file} allows ${list(looser.allowed)}); remove ${them}, or allow ${them} in the entity`,
      ];
    }
  }
}

/**
 * A field against its attribute: the same kind of value, and every rule of the attribute at least as strict in
 * the form (a form may be stricter than its entity, never looser), else the server would refuse what the form
 * lets through. The rule is value-compatibility.ts's, which survey questions are checked by too.
 */
function checkCompatible(
  form: FormConfig,
  binding: FieldBinding,
  attribute: AttributeRules,
  name: string,
  file: string,
  sink: ErrorSink,
): void {
  const { field } = binding;
  const schema = (form.schema.properties?.[field] ?? {}) as FieldSchema;
  const at = (keyword: string, message: string) => {
    const { path, atKey } = ruleAt(form, field, keyword);
    sink.at(path, message, atKey);
  };
  const found = looserRules(sentByField(schema), attribute);
  const type = typeof schema.type === 'string' ? schema.type : undefined;
  const required = Array.isArray(form.schema.required) && (form.schema.required as unknown[]).includes(field);
  if (found[0]?.keyword !== 'type' && !required && type !== 'boolean' && type !== 'array' && !attributeTakes(attribute, 'null')) {
    at(
      'type',
      `field "${field}" may be left empty, which saves null, but ${name} cannot be null (${file}); list the field in schema.required, or let the attribute be null`,
    );
  }
  for (const looser of found) at(...formLooser(looser, field, schema, attribute, name, file));
}

/** An object attribute is saved whole: the fields (of the form, or of a page's view) that save into it must fill all of it. */
function checkWholeObjects(
  entities: EntitySchemas,
  entity: string,
  request: string,
  bindings: readonly FieldBinding[],
  where: DocPath,
  sink: ErrorSink,
  whose: string,
): void {
  const parts = new Map<string, Set<string>>();
  for (const binding of bindings) {
    if (binding.attribute.length < 2) continue;
    const parent = binding.attribute.slice(0, -1).join('.');
    (parts.get(parent) ?? parts.set(parent, new Set()).get(parent))?.add(binding.attribute[binding.attribute.length - 1] ?? '');
  }
  for (const [parent, written] of parts) {
    const lookup = attributeRules(entities, entity, parent.split('.'));
    if (!('found' in lookup)) continue;
    const left = Object.keys(lookup.found.properties ?? {}).filter((name) => !written.has(name));
    if (left.length > 0) {
      sink.at(
        where,
        `${whose} save${whose === 'this page' ? 's' : ''} part of ${entity}.${parent} but not ${left.join(', ')}; ${request} replaces ${parent} whole, so ${left.length === 1 ? 'it' : 'they'} would be erased: ${whose === 'this page' ? 'show' : 'add'} a field for each (binding.fields.<field>.attribute: ${parent}.${left[0] ?? ''})`,
        true,
      );
    }
  }
}

function checkPages(context: CheckContext, form: FormConfig, sink: ErrorSink): void {
  const routeIds = collectRoutes(context.config.routes.routes).map(({ route }) => route.id);
  const fields = Object.keys(form.schema.properties ?? {});
  for (const page of Object.keys(form.pages ?? {})) {
    sink.reference(['pages', page], 'route', page, routeIds);
    (pageFields(form, page) ?? []).forEach((field, index) => {
      if (!fields.includes(field))
        sink.at(['pages', page, index], `unknown field "${field}": the form's fields are ${fields.join(', ')}${didYouMean(field, fields)}`);
    });
  }
}

/**
 * A bound form (binding): its request is one the API takes, its entity is what that request writes, and every
 * field saves to an attribute the request may write, with rules no looser than the attribute's.
 */
export function checkFormBinding(context: CheckContext, raw: FormConfig, sink: ErrorSink): void {
  checkPages(context, raw, sink);
  const declared = raw.binding;
  if (!declared) {
    if (raw.submit.action === undefined)
      sink.at(
        ['submit'],
        'submit needs an action (the form sends nothing): name one, or give the form a binding (binding.request: the request it sends)',
      );
    return;
  }
  const form = resolveForm(raw, context.config.messages.messages, context.config.app.constants);
  const fields = Object.keys(form.schema.properties ?? {});
  for (const [field, named] of Object.entries(declared.fields ?? {})) {
    if (!fields.includes(field)) sink.at(['binding', 'fields', field], `unknown field "${field}"${didYouMean(field, fields)}`, true);
    const transforms = typeof named.transform === 'string' ? [named.transform] : (named.transform ?? []);
    transforms.forEach((name, index) => {
      const path =
        typeof named.transform === 'string' ? ['binding', 'fields', field, 'transform'] : ['binding', 'fields', field, 'transform', index];
      if (!(FORM_TRANSFORMS as readonly string[]).includes(name))
        sink.at(path, `unknown transform "${name}": not one of ${FORM_TRANSFORMS.join(', ')}${didYouMean(name, FORM_TRANSFORMS)}`);
      else if ((form.schema.properties?.[field] ?? {}).type !== 'string' && fields.includes(field))
        sink.at(path, `transform ${name} tidies text, but field "${field}" is not text (type: string)`);
    });
  }
  const names = writeEndpoints.map(requestName);
  const matching = writeEndpoints.filter((endpoint) => requestName(endpoint) === declared.request);
  if (matching.length === 0) {
    sink.at(
      ['binding', 'request'],
      `unknown request "${declared.request}": not one the API takes (codegen/requests/write-endpoints.ts lists them)${didYouMean(declared.request, names)}`,
    );
    return;
  }
  const endpoint = matching[0];
  if (matching.length > 1 || !endpoint || !('type' in endpoint) || /[[|]/.test(endpoint.path)) {
    sink.at(
      ['binding', 'request'],
      `${declared.request} cannot be sent by a form's binding (it is not one resource at one address); name a submit action instead`,
    );
    return;
  }
  // A load given no entity schemas (a test of other config) checks the binding's names only.
  const entities = context.entities;
  if (!entities) return;
  checkEntity(entities, endpoint, declared.entity, sink);
  const entity = endpoint.entity;
  const bindings = fieldBindings(form);
  const found = bindings.filter((binding) => checkField(entities, form, endpoint, binding, sink));
  // A misspelt attribute is reported once, as such, not again as a part left out.
  if (entity === undefined || entity !== declared.entity || found.length < bindings.length) return;
  checkWholeObjects(entities, entity, declared.request, bindings, ['binding'], sink, "this form's fields");
  for (const page of Object.keys(form.pages ?? {})) {
    const shown = pageFields(form, page);
    if (shown)
      checkWholeObjects(
        entities,
        entity,
        declared.request,
        bindings.filter((binding) => shown.includes(binding.field)),
        ['pages', page],
        sink,
        'this page',
      );
  }
}

function checkEntity(entities: EntitySchemas, endpoint: ResourceEndpoint, entity: string | undefined, sink: ErrorSink): void {
  const request = requestName(endpoint);
  if (endpoint.entity === undefined) {
    const own = Object.keys(endpoint.attributes ?? {}).join(', ');
    if (entity !== undefined)
      sink.at(['binding', 'entity'], `${request} writes no entity (it takes ${own || 'nothing'} of its own); remove entity`);
  } else if (entity === undefined) {
    sink.at(
      ['binding'],
      `${request} writes the ${endpoint.entity} entity (${entityFile(endpoint.entity)}); add entity: ${endpoint.entity}`,
    );
  } else if (entity !== endpoint.entity) {
    const known = entityNames(entities).includes(entity)
      ? ''
      : ` (schemas/entities has no ${entity}${didYouMean(entity, entityNames(entities))})`;
    sink.at(
      ['binding', 'entity'],
      `${request} writes the ${endpoint.entity} entity, not ${entity}${known}; write entity: ${endpoint.entity}`,
    );
  }
}

/** Whether the field's attribute exists and the request may write it; if so, whether its rules are compatible too (reported). */
function checkField(
  entities: EntitySchemas,
  form: FormConfig,
  endpoint: ResourceEndpoint,
  binding: FieldBinding,
  sink: ErrorSink,
): boolean {
  const request = requestName(endpoint);
  const { path, atKey } = attributeAt(form, binding);
  const [top = ''] = binding.attribute;
  const own = endpoint.attributes?.[top];
  if (own !== undefined) {
    const lookup = binding.attribute.length === 1 ? { found: inlineRules(entities, own) } : undefined;
    if (!lookup) {
      sink.at(path, `field "${binding.field}" saves to ${binding.attribute.join('.')}, but ${request}'s own ${top} has no parts`, atKey);
      return false;
    }
    checkCompatible(form, binding, lookup.found, `${request}'s ${top}`, 'codegen/requests/write-endpoints.ts', sink);
    return true;
  }
  const entity = endpoint.entity;
  const extra = Object.keys(endpoint.attributes ?? {});
  if (entity === undefined) {
    sink.at(
      path,
      `field "${binding.field}" saves to ${top}, which ${request} does not take (it takes ${extra.join(', ')})${didYouMean(top, extra)}; name one with binding.fields.${binding.field}.attribute`,
      atKey,
    );
    return false;
  }
  const file = entityFile(entity);
  const lookup = attributeRules(entities, entity, binding.attribute);
  if ('missing' in lookup) {
    sink.at(
      path,
      `field "${binding.field}" saves to ${entity}.${binding.attribute.join('.')}, which ${file} does not have${didYouMean(lookup.missing, [...lookup.known, ...extra])}; add ${lookup.missing} to its properties, or name the attribute it saves to with binding.fields.${binding.field}.attribute`,
      atKey,
    );
    return false;
  }
  const topRules = attributeRules(entities, entity, [top]);
  const writable = endpoint.pick ? endpoint.pick.includes(top) : !('found' in topRules && topRules.found.readOnly);
  if (!writable) {
    const why = endpoint.pick
      ? `${request} writes only ${endpoint.pick.join(', ')} of ${entity} (its pick in codegen/requests/write-endpoints.ts)`
      : `the server sets it (readOnly in ${file})`;
    sink.at(path, `field "${binding.field}" saves to ${entity}.${binding.attribute.join('.')}, but ${why}`, atKey);
    return false;
  }
  checkCompatible(form, binding, lookup.found, `${entity}.${binding.attribute.join('.')}`, file, sink);
  return true;
}
