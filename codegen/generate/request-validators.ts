import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import standaloneCode from 'ajv/dist/standalone';
import { writeEndpoints, type FormRule, type JsonSchema, type ResourceEndpoint, type WriteEndpoint } from '../requests/write-endpoints';
import { readSchemaDir } from '../load/load-config';
import { CJS_INTEROP, commonJsToModule } from './form-validators';
import { header, literal, type GeneratedFile } from './generated-file';

/** Longest text any attribute may hold unless its own schema says less (a note, an address line). */
export const MAX_TEXT_LENGTH = 10_000;

/**
 * Text no attribute may hold anywhere in a body: NUL, and the bidirectional overrides and isolates that make a
 * name read differently from what it holds (U+202A-U+202E, U+2066-U+2069; "Trojan Source").
 */
export const UNSAFE_TEXT_PATTERN = '^[^\\u0000\\u202A-\\u202E\\u2066-\\u2069]*$';

/** Applied to the whole body, at every depth: every string is of bounded length and safe text. */
const SAFE_VALUE_ID = 'safe-value.schema.json';
export const SAFE_VALUE_SCHEMA: JsonSchema = {
  $id: SAFE_VALUE_ID,
  if: { type: 'string' },
  then: { maxLength: MAX_TEXT_LENGTH, pattern: UNSAFE_TEXT_PATTERN },
  else: {
    if: { type: 'object' },
    then: { additionalProperties: { $ref: SAFE_VALUE_ID } },
    else: { if: { type: 'array' }, then: { items: { $ref: SAFE_VALUE_ID } } },
  },
};

const isResource = (endpoint: WriteEndpoint): endpoint is ResourceEndpoint => 'type' in endpoint;

interface EntitySchema {
  $id: string;
  properties: Record<string, JsonSchema>;
}

function entity(root: string, name: string): EntitySchema {
  return JSON.parse(readFileSync(path.join(root, 'schemas/entities', `${name}.schema.json`), 'utf8')) as EntitySchema;
}

/** The attributes object of a JSON:API endpoint: writable ones by reference to the entity, the server's ones false. */
function attributesSchema(root: string, endpoint: ResourceEndpoint): JsonSchema {
  const properties: Record<string, unknown> = {};
  if (endpoint.entity) {
    const source = entity(root, endpoint.entity);
    for (const [name, property] of Object.entries(source.properties)) {
      if (name === 'id') continue;
      const writable = endpoint.pick ? endpoint.pick.includes(name) : property.readOnly !== true;
      // A false schema: the attribute exists but belongs to the server, so the answer can say so.
      properties[name] = writable ? { $ref: `${source.$id}#/properties/${name}` } : false;
    }
  }
  Object.assign(properties, endpoint.attributes ?? {});
  return { type: 'object', additionalProperties: false, required: endpoint.required ?? [], properties };
}

export function requestSchema(root: string, endpoint: WriteEndpoint): JsonSchema {
  const body: JsonSchema = isResource(endpoint)
    ? {
        type: 'object',
        additionalProperties: false,
        required: ['data'],
        properties: {
          data: {
            type: 'object',
            additionalProperties: false,
            required: ['type', 'attributes'],
            properties: {
              type: { const: endpoint.type },
              id: { type: 'string', minLength: 1 },
              attributes: attributesSchema(root, endpoint),
            },
          },
        },
      }
    : (() => {
        const {
          $schema: _draft,
          $id: _id,
          ...own
        } = JSON.parse(readFileSync(path.join(root, 'schemas/requests', endpoint.schemaFile), 'utf8')) as JsonSchema;
        return own;
      })();
  return { $id: `request-${endpoint.id}`, allOf: [{ $ref: SAFE_VALUE_ID }, body] };
}

const exportName = (id: string): string => id.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

const SOURCES = ['codegen/requests/write-endpoints.ts', 'schemas/entities', 'schemas/requests'];

/**
 * src/generated/requests/request-validators.gen.ts: one precompiled ajv validator per write endpoint (standalone
 * code, like the forms'), for the server (mocks/security/write-request.ts). The app never imports it.
 */
export function generateRequestValidators(root: string): GeneratedFile {
  const ajv = new Ajv({ code: { source: true, esm: true }, allErrors: false, strict: false, unicodeRegExp: true });
  addFormats(ajv);
  // Every entity, so a writable attribute's $ref reaches whatever its schema refers to; standalone code keeps only what is used.
  for (const schema of readSchemaDir(root, 'schemas/entities')) ajv.addSchema(schema);
  ajv.addSchema(SAFE_VALUE_SCHEMA);
  const schemas = writeEndpoints.map((endpoint) => requestSchema(root, endpoint));
  for (const schema of schemas) ajv.addSchema(schema);
  const mapping = Object.fromEntries(writeEndpoints.map((endpoint) => [exportName(endpoint.id), `request-${endpoint.id}`]));
  // Standalone output still requires ajv's runtime helpers (string length in code points, date formats).
  const { imports, body } = commonJsToModule(standaloneCode(ajv, mapping));
  return {
    path: 'src/generated/requests/request-validators.gen.ts',
    content: `${header(SOURCES)}// @ts-nocheck -- ajv standalone output: the server checks bodies with no schema compiled at run time.
/* eslint-disable */
${imports.join('\n')}

${CJS_INTEROP}
${body.trim()}
`,
  };
}

/**
 * src/generated/requests/write-requests.gen.ts: the server's table of write endpoints, each with its validator and
 * the config/forms bound to it (formRulesByEndpoint), whose rules it runs too.
 */
export function generateWriteRequestTable(rules: Readonly<Record<string, readonly FormRule[]>>): GeneratedFile {
  const table = writeEndpoints.map((endpoint) => {
    const fields = [
      `method: ${JSON.stringify(endpoint.method)}`,
      `path: ${JSON.stringify(endpoint.path)}`,
      ...(isResource(endpoint) ? [`type: ${JSON.stringify(endpoint.type)}`] : []),
      `forms: ${literal(rules[endpoint.id] ?? [], '    ')}`,
      `validate: validators.${exportName(endpoint.id)} as RequestValidator`,
    ];
    return `  ${JSON.stringify(endpoint.id)}: {\n${fields.map((field) => `    ${field},`).join('\n')}\n  },`;
  });
  return {
    path: 'src/generated/requests/write-requests.gen.ts',
    content: `${header([...SOURCES, 'config/forms'])}import * as validators from './request-validators.gen';

export interface RequestValidationError {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

export type RequestValidator = ((body: unknown) => boolean) & { errors?: RequestValidationError[] | null };

export interface FormRule {
  form: string;
  partial?: boolean;
}

export interface WriteRequest {
  method: string;
  path: string;
  type?: string;
  forms: readonly FormRule[];
  validate: RequestValidator;
}

export const MAX_TEXT_LENGTH = ${MAX_TEXT_LENGTH};

/** The pattern every string of a body meets: no NUL, no bidirectional override or isolate. */
export const UNSAFE_TEXT_PATTERN = ${JSON.stringify(UNSAFE_TEXT_PATTERN)};

export const writeRequests = {
${table.join('\n')}
} satisfies Record<string, WriteRequest>;

export type WriteRequestId = keyof typeof writeRequests;
`,
  };
}
