import Ajv, { type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import type { ConfigError, DocPath } from './config-error';
import { didYouMean } from './suggest';
import { errorAt, type YamlSource } from './yaml-source';

export type JsonSchema = Record<string, unknown>;

export function createConfigAjv(schemas: readonly JsonSchema[]): Ajv {
  const ajv = new Ajv({ allErrors: true, verbose: true, strict: false });
  addFormats(ajv);
  for (const schema of schemas) ajv.addSchema(schema);
  return ajv;
}

export function pointerToPath(pointer: string): DocPath {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

function describeValue(value: unknown): string {
  if (value === null) return 'nothing (a key with no value is null)';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  return `${typeof value} ${JSON.stringify(value)}`;
}

function firstSentence(text: unknown): string | undefined {
  if (typeof text !== 'string') return undefined;
  return text.split(/(?<=\.)\s/)[0];
}

/** Errors produced inside a oneOf/anyOf branch, which only make sense through their parent. */
function isBranchError(error: ErrorObject, parents: readonly ErrorObject[]): boolean {
  return parents.some((parent) => parent !== error && error.schemaPath.startsWith(`${parent.schemaPath}/`));
}

function branchMessage(parent: ErrorObject, children: readonly ErrorObject[]): ErrorObject[] | string {
  // When one branch failed only on its type and another got further, the further branch says what is wrong.
  const deeper = children.filter((child) => !(child.keyword === 'type' && child.instancePath === parent.instancePath));
  const onlyShape = deeper.every(
    (child) => ['required', 'not', 'oneOf', 'anyOf'].includes(child.keyword) && child.instancePath === parent.instancePath,
  );
  if (deeper.length > 0 && !onlyShape) return deeper;
  const description = firstSentence((parent.parentSchema as JsonSchema | undefined)?.description);
  return description ?? `${describeValue(parent.data)} does not match any allowed form`;
}

function messageFor(error: ErrorObject): { message: string; atKey: boolean; extraPath?: string } {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'additionalProperties': {
      const key = String(params.additionalProperty);
      const allowed = Object.keys(((error.parentSchema as JsonSchema | undefined)?.properties as JsonSchema | undefined) ?? {});
      return { message: `unknown key "${key}"${didYouMean(key, allowed)}`, atKey: true, extraPath: key };
    }
    case 'required':
      return { message: `missing required key "${String(params.missingProperty)}"`, atKey: false };
    case 'type':
      return { message: `expected ${String(params.type).replace(/,/g, ' or ')}, got ${describeValue(error.data)}`, atKey: false };
    case 'enum': {
      const allowed = (params.allowedValues as unknown[]).map(String);
      if (error.propertyName !== undefined) {
        const what = firstSentence((error.parentSchema as JsonSchema | undefined)?.description) ?? 'name';
        return {
          message: `unknown ${what} "${error.propertyName}"${didYouMean(error.propertyName, allowed)}`,
          atKey: true,
          extraPath: error.propertyName,
        };
      }
      return {
        message: `${describeValue(error.data)} is not one of ${allowed.join(', ')}${didYouMean(String(error.data), allowed)}`,
        atKey: false,
      };
    }
    case 'pattern':
      if (error.propertyName !== undefined) {
        return { message: `name "${error.propertyName}" must match ${String(params.pattern)}`, atKey: true, extraPath: error.propertyName };
      }
      return { message: `${describeValue(error.data)} must match ${String(params.pattern)}`, atKey: false };
    default:
      return { message: error.message ?? error.keyword, atKey: false };
  }
}

function valueAt(data: unknown, path: DocPath): unknown {
  let current = data;
  for (const part of path)
    current = current !== null && typeof current === 'object' ? (current as Record<string | number, unknown>)[part] : undefined;
  return current;
}

/** Validates one parsed file (or, with at, the value at that path) against a schema and maps every problem to its place in the YAML. */
export function validateAgainstSchema(ajv: Ajv, schemaId: string, source: YamlSource, at: DocPath = []): ConfigError[] {
  const validate = ajv.getSchema(schemaId);
  if (!validate) throw new Error(`No schema ${schemaId}`);
  if (validate(valueAt(source.data, at))) return [];
  const all = (validate.errors ?? []).filter((error) => error.keyword !== 'propertyNames' && error.keyword !== 'if');
  const branchParents = all.filter((error) => error.keyword === 'oneOf' || error.keyword === 'anyOf');
  const topLevel = all.filter((error) => !isBranchError(error, branchParents));
  const reported: ConfigError[] = [];
  const report = (error: ErrorObject, message: string, atKey: boolean, extraPath?: string): void => {
    const path = [...at, ...pointerToPath(error.instancePath)];
    reported.push(errorAt(source, extraPath === undefined ? path : [...path, extraPath], message, atKey));
  };
  const expand = (error: ErrorObject, depth: number): void => {
    if ((error.keyword === 'oneOf' || error.keyword === 'anyOf') && depth < 8) {
      const children = all.filter((child) => child !== error && child.schemaPath.startsWith(`${error.schemaPath}/`));
      const outcome = branchMessage(error, children);
      if (typeof outcome === 'string') report(error, outcome, false);
      else {
        const nested = outcome.filter(
          (child) =>
            !isBranchError(
              child,
              outcome.filter((c) => c.keyword === 'oneOf' || c.keyword === 'anyOf'),
            ),
        );
        for (const child of nested) expand(child, depth + 1);
      }
      return;
    }
    const { message, atKey, extraPath } = messageFor(error);
    report(error, message, atKey, extraPath);
  };
  for (const error of topLevel) expand(error, 0);
  const seen = new Set<string>();
  return reported.filter((error) => {
    const key = `${error.line}:${error.col}:${error.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
