import type { JsonSchema } from '../load/schema-validate';

/** schemas/entities by $id (user.schema.json): what a form's binding is checked against. */
export type EntitySchemas = ReadonlyMap<string, JsonSchema>;

export const entityFile = (entity: string): string => `schemas/entities/${entity}.schema.json`;

/** The JSON Schema limits an attribute holds a value to, and a form field or survey question sends within. */
export interface ValueLimits {
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
}

/** What an attribute's schema allows, with its $refs followed and its anyOf branches (a value or null) joined. */
export interface AttributeRules extends ValueLimits {
  /** JSON Schema types it takes: string, null, boolean, number, integer, array, object. Empty: any. */
  types: string[];
  /** A list's items (its items schema), when it says what they are. */
  items?: AttributeRules;
  /** The only values it takes (enum, or the consts of its branches). */
  values?: unknown[];
  readOnly: boolean;
  /** The group a health profile attribute is saved in (its x-group), which a survey question saving it names. */
  group?: string;
  /** An object's attributes, each as a schema in the file it was written in. */
  properties?: Record<string, Located>;
}

interface Located {
  schema: JsonSchema;
  /** The $id of the file the schema sits in, for its relative $refs. */
  file: string;
}

const isObject = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null && !Array.isArray(value);

function follow(entities: EntitySchemas, at: Located): Located {
  let current = at;
  for (let depth = 0; depth < 16 && typeof current.schema.$ref === 'string'; depth += 1) {
    const [file = '', pointer = ''] = current.schema.$ref.split('#');
    const target = file === '' ? current.file : file;
    let schema: unknown = entities.get(target);
    for (const part of pointer.split('/').filter(Boolean)) schema = isObject(schema) ? schema[part] : undefined;
    if (!isObject(schema)) throw new Error(`${current.file}: $ref ${current.schema.$ref} leads nowhere`);
    current = { schema, file: target };
  }
  return current;
}

const numberOf = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);

function rulesOf(entities: EntitySchemas, at: Located): AttributeRules {
  const { schema, file } = follow(entities, at);
  const branches = [...((schema.anyOf ?? []) as JsonSchema[]), ...((schema.oneOf ?? []) as JsonSchema[])].map((branch) =>
    rulesOf(entities, { schema: branch, file }),
  );
  const own: AttributeRules = {
    types: schema.type === undefined ? [] : ([] as string[]).concat(schema.type as string | string[]),
    readOnly: at.schema.readOnly === true || schema.readOnly === true,
  };
  if (typeof schema.format === 'string') own.format = schema.format;
  if (typeof schema.pattern === 'string') own.pattern = schema.pattern;
  own.minLength = numberOf(schema.minLength);
  own.maxLength = numberOf(schema.maxLength);
  own.minimum = numberOf(schema.minimum);
  own.maximum = numberOf(schema.maximum);
  own.maxItems = numberOf(schema.maxItems);
  if (isObject(schema.items)) own.items = rulesOf(entities, { schema: schema.items, file });
  const group = at.schema['x-group'] ?? schema['x-group'];
  if (typeof group === 'string') own.group = group;
  if (Array.isArray(schema.enum)) own.values = schema.enum;
  else if ('const' in schema) own.values = [schema.const];
  if (isObject(schema.properties)) {
    own.properties = Object.fromEntries(
      Object.entries(schema.properties)
        .filter(([, value]) => isObject(value))
        .map(([name, value]) => [name, { schema: value as JsonSchema, file }]),
    );
  }
  if (own.values !== undefined && own.types.length === 0)
    own.types = [...new Set(own.values.map((value) => (value === null ? 'null' : typeof value)))];
  if (branches.length === 0) return own;
  // A value-or-null attribute (anyOf: [value, null]): the value's branch has the rules; null joins the types.
  const value = branches.find((branch) => !(branch.types.length === 1 && branch.types[0] === 'null')) ?? own;
  const values = branches.every((branch) => branch.values !== undefined || branch.types.join() === 'null')
    ? branches.flatMap((branch) => branch.values ?? []).filter((item) => item !== null)
    : undefined;
  return {
    ...value,
    types: [...new Set(branches.flatMap((branch) => branch.types))],
    values: values && values.length > 0 ? values : undefined,
    readOnly: own.readOnly || value.readOnly,
    ...(own.group === undefined ? {} : { group: own.group }),
  };
}

/** The rules of a schema written inline (a request's own attribute, as codegen/requests/write-endpoints.ts lists it). */
export function inlineRules(entities: EntitySchemas, schema: JsonSchema): AttributeRules {
  return rulesOf(entities, { schema, file: '' });
}

export type AttributeLookup = { found: AttributeRules } | { missing: string; known: string[] };

/**
 * The rules of an entity's attribute at a path (['address', 'line1']); or which part of the path is missing and
 * what that level has instead.
 */
export function attributeRules(entities: EntitySchemas, entity: string, path: readonly string[]): AttributeLookup {
  const file = `${entity}.schema.json`;
  const root = entities.get(file);
  if (!root) return { missing: entity, known: [] };
  let rules = rulesOf(entities, { schema: root, file });
  for (let index = 0; index < path.length; index += 1) {
    const part = path[index] ?? '';
    const next = rules.properties?.[part];
    if (!next)
      return {
        missing: path.slice(0, index + 1).join('.'),
        known: Object.keys(rules.properties ?? {}).map((name) => [...path.slice(0, index), name].join('.')),
      };
    rules = rulesOf(entities, next);
  }
  return { found: rules };
}

export function entityNames(entities: EntitySchemas): string[] {
  return [...entities.keys()].map((file) => file.replace(/\.schema\.json$/, ''));
}
