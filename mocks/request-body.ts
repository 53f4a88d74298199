import type { AttributeType } from './entity-attributes';
import { errorResponse } from './json-api-responses';
import { checkAgainstSchema, type SchemaNode } from './json-schema-check';

export type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads a JSON:API body {data: {type, attributes}} and checks it against what the endpoint accepts: the
 * resource type and the attribute names and their JSON types. A mismatch answers 422 like the server,
 * so a client bug shows up in tests instead of being silently accepted.
 */
export async function readResourceBody(
  request: Request,
  type: string,
  allowed: Readonly<Record<string, AttributeType>>,
): Promise<{ ok: true; attributes: JsonObject; id?: string } | { ok: false; response: Response }> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return { ok: false, response: errorResponse(400, [{ detail: 'The request body is not valid JSON' }]) };
  }
  const data = isObject(body) ? body.data : undefined;
  if (!isObject(data) || data.type !== type || !isObject(data.attributes)) {
    return { ok: false, response: errorResponse(422, [{ detail: `Expected {data: {type: "${type}", attributes}}`, pointer: '/data' }]) };
  }
  for (const [name, value] of Object.entries(data.attributes)) {
    const expected = allowed[name];
    if (expected === undefined) return { ok: false, response: errorResponse(422, [{ detail: `Unknown attribute ${name}`, pointer: `/data/attributes/${name}` }]) };
    const actual = Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value;
    if (expected !== 'any' && actual !== 'null' && actual !== expected) {
      return { ok: false, response: errorResponse(422, [{ detail: `${name} must be a ${expected}`, pointer: `/data/attributes/${name}` }]) };
    }
  }
  return { ok: true, attributes: data.attributes, ...(typeof data.id === 'string' ? { id: data.id } : {}) };
}

export async function readJson(request: Request): Promise<JsonObject> {
  try {
    const body: unknown = await request.json();
    return isObject(body) ? body : {};
  } catch {
    return {};
  }
}

/** Reads a plain JSON body and checks it against a request schema (mocks/request-schemas); a mismatch answers 422. */
export async function readCheckedJson(request: Request, schema: SchemaNode): Promise<{ ok: true; body: JsonObject } | { ok: false; response: Response }> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return { ok: false, response: errorResponse(400, [{ detail: 'The request body is not valid JSON' }]) };
  }
  const problem = checkAgainstSchema(schema, body);
  if (problem) return { ok: false, response: errorResponse(422, [{ detail: problem.detail, pointer: problem.pointer }]) };
  return { ok: true, body: body as JsonObject };
}
