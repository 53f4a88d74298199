/**
 * A small JSON Schema (draft-07 subset) checker for request bodies: type, const, enum, required, properties,
 * additionalProperties false, minLength and minimum. The mock runs in the browser under a CSP without
 * unsafe-eval, so it cannot compile schemas with ajv; the unit tests check this subset agrees with ajv.
 */
export interface SchemaNode {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  required?: string[];
  properties?: Record<string, SchemaNode>;
  additionalProperties?: boolean;
  minLength?: number;
  minimum?: number;
}

export interface SchemaProblem {
  pointer: string;
  detail: string;
}

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function matchesType(value: unknown, type: string): boolean {
  const actual = jsonType(value);
  return actual === type || (type === 'number' && actual === 'integer');
}

/** The first problem found, with a JSON pointer to it, or null when the value fits the schema. */
export function checkAgainstSchema(schema: SchemaNode, value: unknown, pointer = ''): SchemaProblem | null {
  const name = pointer === '' ? 'The body' : pointer.slice(pointer.lastIndexOf('/') + 1);
  const at = pointer === '' ? '/' : pointer;
  if (schema.const !== undefined && value !== schema.const) return { pointer: at, detail: `${name} must be ${JSON.stringify(schema.const)}` };
  if (schema.enum && !schema.enum.includes(value)) return { pointer: at, detail: `${name} must be one of ${schema.enum.map((item) => JSON.stringify(item)).join(', ')}` };
  if (schema.type !== undefined) {
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (!types.some((type) => matchesType(value, type))) return { pointer: at, detail: `${name} must be ${types.join(' or ')}` };
  }
  if (typeof value === 'string' && schema.minLength !== undefined && value.length < schema.minLength) return { pointer: at, detail: `${name} cannot be blank` };
  if (typeof value === 'number' && schema.minimum !== undefined && value < schema.minimum) return { pointer: at, detail: `${name} must be at least ${schema.minimum}` };
  if (jsonType(value) === 'object') {
    const object = value as Record<string, unknown>;
    for (const key of schema.required ?? []) if (!(key in object)) return { pointer: `${pointer}/${key}`, detail: `${key} is required` };
    for (const [key, child] of Object.entries(object)) {
      const childSchema = schema.properties?.[key];
      if (!childSchema) {
        if (schema.additionalProperties === false) return { pointer: `${pointer}/${key}`, detail: `Unknown attribute ${key}` };
        continue;
      }
      const problem = checkAgainstSchema(childSchema, child, `${pointer}/${key}`);
      if (problem) return problem;
    }
  }
  return null;
}
