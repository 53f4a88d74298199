import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { ConfigError } from './config-error';
import type { ConfigKind, LoadedConfig } from './loaded-config';
import type Ajv from 'ajv';
import { createConfigAjv, validateAgainstSchema, type JsonSchema } from './schema-validate';
import { memoized } from '../memo';
import { checkFormJsonSchema } from './form-json-schema';
import { parseYamlSource, type YamlSource } from './yaml-source';
import type { CheckContext, ErrorSink } from '../checks/check-context';
import { checkRoutes } from '../checks/check-routes';
import { checkApp, checkBanners, checkNavigation } from '../checks/check-layout-config';
import { checkSurveys } from '../checks/check-survey';
import { checkSurveyAttributes } from '../checks/check-survey-attributes';
import { checkForms } from '../checks/check-forms';
import { checkAppConstants } from '../checks/check-app-constants';
import { checkAnalytes } from '../checks/check-analytes';
import { checkHealthPlan } from '../checks/check-health-plan';
import { publishedSurveyErrors, readPublishedLock } from '../checks/published-surveys';
import { checkMessages } from '../checks/check-messages';

export type ConfigFiles = ReadonlyMap<string, string>;

const SINGLE_FILES: Record<string, Exclude<ConfigKind, 'survey' | 'form'>> = {
  'config/app.yaml': 'app',
  'config/routes.yaml': 'routes',
  'config/navigation.yaml': 'navigation',
  'config/banners.yaml': 'banners',
  'config/messages.yaml': 'messages',
  'config/analytes.yaml': 'analytes',
};

/** Files a project may leave out. */
const OPTIONAL_FILES: Record<string, Exclude<ConfigKind, 'survey' | 'form'>> = {
  'config/health-plan.yaml': 'health-plan',
};

/** Which schema of schemas/config checks each config file: a file path or a glob, as editors read it. */
export function configFileKinds(): { pattern: string; kind: ConfigKind }[] {
  return [
    ...Object.entries({ ...SINGLE_FILES, ...OPTIONAL_FILES }).map(([pattern, kind]) => ({ pattern, kind })),
    { pattern: 'config/surveys/*.yaml', kind: 'survey' as const },
    { pattern: 'config/forms/*.yaml', kind: 'form' as const },
  ];
}

export function kindOf(file: string): ConfigKind | undefined {
  if (file in SINGLE_FILES) return SINGLE_FILES[file];
  if (file in OPTIONAL_FILES) return OPTIONAL_FILES[file];
  if (/^config\/surveys\/[^/]+\.yaml$/.test(file)) return 'survey';
  if (/^config\/forms\/[^/]+\.yaml$/.test(file)) return 'form';
  return undefined;
}

/** Reads config/*.yaml, config/surveys/*.yaml and config/forms/*.yaml below root, keyed by relative path. */
export function readConfigFiles(root: string): Map<string, string> {
  const files = new Map<string, string>();
  const add = (dir: string): void => {
    const abs = path.join(root, dir);
    if (!existsSync(abs)) return;
    for (const name of readdirSync(abs).sort()) {
      if (name.endsWith('.yaml') || name.endsWith('.yml')) files.set(`${dir}/${name}`, readFileSync(path.join(abs, name), 'utf8'));
    }
  };
  add('config');
  add('config/surveys');
  add('config/forms');
  return files;
}

export function readSchemaDir(root: string, dir: string): JsonSchema[] {
  const abs = path.join(root, dir);
  return readdirSync(abs)
    .filter((name) => name.endsWith('.schema.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(abs, name), 'utf8')) as JsonSchema);
}

export interface LoadResult {
  config: LoadedConfig | undefined;
  sources: Map<string, YamlSource>;
  errors: ConfigError[];
}

function byPosition(a: ConfigError, b: ConfigError): number {
  return a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col || a.message.localeCompare(b.message);
}

/** One file's own checks (parse, its schema, a form's JSON Schema): they read nothing but its text and the schemas. */
interface FileCheck {
  kind: ConfigKind | undefined;
  source: YamlSource | undefined;
  errors: ConfigError[];
}

function checkFile(file: string, text: string, ajv: Ajv, readFrom = file): FileCheck {
  const kind = kindOf(file);
  if (kind === undefined) {
    const expected = [...Object.keys(SINGLE_FILES), ...Object.keys(OPTIONAL_FILES), 'config/surveys/*.yaml', 'config/forms/*.yaml'].join(
      ', ',
    );
    return {
      kind,
      source: undefined,
      errors: [{ file, line: 1, col: 1, path: '(file)', message: `unknown config file; expected one of ${expected}` }],
    };
  }
  // Its errors name the file the text was read from: a test may load a fixture in a config file's place.
  const { source, errors: syntaxErrors } = parseYamlSource(readFrom, text);
  if (syntaxErrors.length > 0) return { kind, source, errors: syntaxErrors };
  const schemaErrors = validateAgainstSchema(ajv, `${kind}.schema.json`, source);
  if (kind === 'form' && schemaErrors.length === 0) schemaErrors.push(...checkFormJsonSchema(source));
  return { kind, source, errors: schemaErrors };
}

/**
 * The dev server's memory of each file's own checks, by its name and a hash of its text, for the schemas they
 * were checked against. A save of one file parses and validates that file alone; the others' parsed documents
 * and schema errors are reused (the cross-file checks always run again: they are cheap and read every file).
 */
export interface FileCheckCache {
  ajv: Ajv | undefined;
  entries: Map<string, FileCheck>;
}

export function fileCheckCache(): FileCheckCache {
  return { ajv: undefined, entries: new Map() };
}

function cacheKey(file: string, text: string): string {
  return `${file}\u0000${createHash('sha256').update(text).digest('hex')}`;
}

/**
 * Parses, validates against schemas/config and cross-checks every config file. One loader for CLI, Vite and tests;
 * the dev server passes a cache so that a save re-checks only the file that changed. Forms' bindings are checked
 * against schemas/entities when they are given (loadProjectConfig and the dev server always give them).
 */
export function loadConfig(
  files: ConfigFiles,
  configSchemas: readonly JsonSchema[],
  cache?: FileCheckCache,
  entitySchemas?: readonly JsonSchema[],
  /** Config path -> the file its text was really read from, when that is another (a test's fixture). */
  readFrom?: ReadonlyMap<string, string>,
): LoadResult {
  // Ajv compiles each schema once per instance: the dev server's next save reuses this one while the schemas stay the same.
  const ajv = memoized('config-ajv', configSchemas, () => createConfigAjv(configSchemas));
  if (cache && cache.ajv !== ajv) {
    // Other schemas: every file's schema errors may differ.
    cache.ajv = ajv;
    cache.entries.clear();
  }
  const used = new Map<string, FileCheck>();
  const sources = new Map<string, YamlSource>();
  const errors: ConfigError[] = [];
  const data: Partial<Record<ConfigKind, unknown>> & { surveys: Record<string, unknown>; forms: Record<string, unknown> } = {
    surveys: {},
    forms: {},
  };

  for (const [file, text] of files) {
    const key = cache ? cacheKey(file, text) : '';
    const checked = cache?.entries.get(key) ?? checkFile(file, text, ajv, readFrom?.get(file));
    if (cache) used.set(key, checked);
    const { kind, source } = checked;
    if (source) sources.set(file, source);
    if (checked.errors.length > 0 || kind === undefined || !source) {
      errors.push(...checked.errors);
      continue;
    }
    const id = path.basename(file).replace(/\.ya?ml$/, '');
    if (kind === 'survey') data.surveys[id] = source.data;
    else if (kind === 'form') data.forms[id] = source.data;
    else data[kind] = source.data;
  }
  if (cache) {
    // Only what the files hold now: an edit's earlier versions are not kept.
    cache.entries.clear();
    for (const [key, checked] of used) cache.entries.set(key, checked);
  }
  for (const [file, kind] of Object.entries(SINGLE_FILES)) {
    if (!files.has(file))
      errors.push({ file, line: 1, col: 1, path: '(file)', message: `missing: every project needs its ${kind} config` });
  }
  if (errors.length > 0) return { config: undefined, sources, errors: errors.sort(byPosition) };

  const config = data as unknown as LoadedConfig;
  const entities = entitySchemas && new Map(entitySchemas.map((schema) => [String(schema.$id), schema]));
  const context: CheckContext = { config, sources, ...(entities ? { entities } : {}) };
  const sinks: ErrorSink[] = [
    ...checkApp(context),
    ...checkAppConstants(context),
    ...checkRoutes(context),
    ...checkNavigation(context),
    ...checkBanners(context),
    ...checkSurveys(context),
    ...checkSurveyAttributes(context),
    ...checkForms(context),
    ...checkAnalytes(context),
    ...checkHealthPlan(context),
    ...checkMessages(context),
  ];
  const crossErrors = sinks.flatMap((sink) => sink.errors).sort(byPosition);
  return { config: crossErrors.length === 0 ? config : undefined, sources, errors: crossErrors };
}

/** schemas/entities of a project, or undefined where it has none (a form's binding then cannot be checked). */
export function readEntitySchemas(root: string): JsonSchema[] | undefined {
  return existsSync(path.join(root, 'schemas/entities')) ? readSchemaDir(root, 'schemas/entities') : undefined;
}

/** A loaded project config with its published survey versions held to the hashes in root's lock. */
export function withPublishedLock(root: string, result: LoadResult): LoadResult {
  if (!result.config) return result;
  const errors = publishedSurveyErrors(result.config.surveys, result.sources, readPublishedLock(root));
  return errors.length === 0 ? result : { config: undefined, sources: result.sources, errors };
}

export function loadProjectConfig(root: string, cache?: FileCheckCache): LoadResult {
  return withPublishedLock(root, loadConfig(readConfigFiles(root), readSchemaDir(root, 'schemas/config'), cache, readEntitySchemas(root)));
}
