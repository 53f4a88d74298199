import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { ConfigError } from './config-error';
import type { ConfigKind, LoadedConfig } from './loaded-config';
import { createConfigAjv, validateAgainstSchema, type JsonSchema } from './schema-validate';
import { memoized } from '../memo';
import { checkFormJsonSchema } from './form-json-schema';
import { parseYamlSource, type YamlSource } from './yaml-source';
import type { CheckContext, ErrorSink } from '../checks/check-context';
import { checkRoutes } from '../checks/check-routes';
import { checkApp, checkBanners, checkNavigation } from '../checks/check-layout-config';
import { checkSurveys } from '../checks/check-survey';
import { checkForms } from '../checks/check-forms';
import { checkAppConstants } from '../checks/check-app-constants';
import { checkAnalytes } from '../checks/check-analytes';
import { checkHealthPlan } from '../checks/check-health-plan';

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

/** Parses, validates against schemas/config and cross-checks every config file. One loader for CLI, Vite and tests. */
export function loadConfig(files: ConfigFiles, configSchemas: readonly JsonSchema[]): LoadResult {
  // Ajv compiles each schema once per instance: the dev server's next save reuses this one while the schemas stay the same.
  const ajv = memoized('config-ajv', configSchemas, () => createConfigAjv(configSchemas));
  const sources = new Map<string, YamlSource>();
  const errors: ConfigError[] = [];
  const data: Partial<Record<ConfigKind, unknown>> & { surveys: Record<string, unknown>; forms: Record<string, unknown> } = { surveys: {}, forms: {} };

  for (const [file, text] of files) {
    const kind = kindOf(file);
    if (kind === undefined) {
      errors.push({ file, line: 1, col: 1, path: '(file)', message: `unknown config file; expected one of ${[...Object.keys(SINGLE_FILES), ...Object.keys(OPTIONAL_FILES), 'config/surveys/*.yaml', 'config/forms/*.yaml'].join(', ')}` });
      continue;
    }
    const { source, errors: syntaxErrors } = parseYamlSource(file, text);
    sources.set(file, source);
    if (syntaxErrors.length > 0) {
      errors.push(...syntaxErrors);
      continue;
    }
    const schemaErrors = validateAgainstSchema(ajv, `${kind}.schema.json`, source);
    if (kind === 'form' && schemaErrors.length === 0) schemaErrors.push(...checkFormJsonSchema(source));
    if (schemaErrors.length > 0) {
      errors.push(...schemaErrors);
      continue;
    }
    const id = path.basename(file).replace(/\.ya?ml$/, '');
    if (kind === 'survey') data.surveys[id] = source.data;
    else if (kind === 'form') data.forms[id] = source.data;
    else data[kind] = source.data;
  }
  for (const [file, kind] of Object.entries(SINGLE_FILES)) {
    if (!files.has(file)) errors.push({ file, line: 1, col: 1, path: '(file)', message: `missing: every project needs its ${kind} config` });
  }
  if (errors.length > 0) return { config: undefined, sources, errors: errors.sort(byPosition) };

  const config = data as unknown as LoadedConfig;
  const context: CheckContext = { config, sources };
  const sinks: ErrorSink[] = [
    ...checkApp(context), ...checkAppConstants(context), ...checkRoutes(context), ...checkNavigation(context), ...checkBanners(context),
    ...checkSurveys(context), ...checkForms(context), ...checkAnalytes(context), ...checkHealthPlan(context),
  ];
  const crossErrors = sinks.flatMap((sink) => sink.errors).sort(byPosition);
  return { config: crossErrors.length === 0 ? config : undefined, sources, errors: crossErrors };
}

export function loadProjectConfig(root: string): LoadResult {
  return loadConfig(readConfigFiles(root), readSchemaDir(root, 'schemas/config'));
}
