import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import draft07 from 'ajv/dist/refs/json-schema-draft-07.json' with { type: 'json' };
import type { ConfigError } from './config-error';
import { pointerToPath, validateAgainstSchema, type JsonSchema } from './schema-validate';
import { errorAt, type YamlSource } from './yaml-source';

const STRICT_META_ID = 'strict-json-schema-draft-07';

/**
 * The draft-07 meta-schema with every (sub)schema closed: its subschemas all refer back to the root, so one
 * `additionalProperties: false` there rejects a misspelt keyword (`minLenght`) wherever it sits.
 */
function strictDraft07(): JsonSchema {
  const { $schema: _ignored, ...meta } = draft07 as JsonSchema;
  return { ...meta, $id: STRICT_META_ID, additionalProperties: false };
}

let metaAjv: Ajv | undefined;

function getMetaAjv(): Ajv {
  if (!metaAjv) {
    // The meta-schema itself uses annotation keywords ajv's strict mode would flag; only the form schemas need strictness.
    metaAjv = new Ajv({ allErrors: true, verbose: true, strict: false, validateSchema: false });
    addFormats(metaAjv);
    metaAjv.addSchema(strictDraft07());
  }
  return metaAjv;
}

/**
 * A form's `schema` must be valid draft-07 with no unknown keyword: first against the closed meta-schema (errors
 * point at the exact key), then compiled by a strict ajv (unknown formats, bad regular expressions).
 */
export function checkFormJsonSchema(source: YamlSource): ConfigError[] {
  const located = validateAgainstSchema(getMetaAjv(), STRICT_META_ID, source, ['schema']);
  if (located.length > 0) return located;
  const schema = (source.data as { schema?: unknown }).schema;
  const strict = new Ajv({ strict: true, allErrors: true });
  addFormats(strict);
  try {
    strict.compile(schema as JsonSchema);
    return [];
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    // ajv names the offending subschema as a JSON pointer; point at it rather than at the whole schema.
    const where = /\s*(?:ignored )?in schema at path "#([^"]*)"/.exec(text);
    const path = where ? [...pointerToPath(where[1] ?? '')] : [];
    const message = where ? text.slice(0, where.index) : text;
    return [errorAt(source, ['schema', ...path], `strict JSON Schema: ${message}`)];
  }
}
