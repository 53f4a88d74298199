import { compile } from 'json-schema-to-typescript';
import path from 'node:path';
import type { JsonSchema } from '../load/schema-validate';
import { header, type GeneratedFile } from './generated-file';

/**
 * Compiles a folder of schemas into one module. One wrapper schema refers to every file, so a type that
 * several schemas share (an enum, an address) is declared once.
 */
export async function generateSchemaTypes(
  root: string,
  schemaDir: string,
  schemas: readonly JsonSchema[],
  wrapperTitle: string,
  outPath: string,
): Promise<GeneratedFile> {
  const properties: Record<string, JsonSchema> = {};
  for (const schema of schemas) properties[String(schema.title)] = { $ref: String(schema.$id) };
  const wrapper: JsonSchema = {
    title: wrapperTitle,
    description: `Every schema of ${schemaDir}, by title.`,
    type: 'object',
    additionalProperties: false,
    required: Object.keys(properties),
    properties,
  };
  const ts = await compile(wrapper as Parameters<typeof compile>[0], wrapperTitle, {
    bannerComment: '',
    cwd: path.join(root, schemaDir),
    declareExternallyReferenced: true,
    unknownAny: true,
    additionalProperties: false,
    // An API attribute's maxItems (a survey answer's limit) is checked by the validators; as a type it would be a
    // union of tuples that no list filled from a person's choices can be given.
    ignoreMinAndMaxItems: schemaDir === 'schemas/entities',
    format: true,
    style: { singleQuote: true, printWidth: 120 },
  });
  return { path: outPath, content: `${header([`${schemaDir}/*.schema.json`])}/* eslint-disable */\n${ts}` };
}
