import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadedConfig } from '../load/loaded-config';
import { readSchemaDir } from '../load/load-config';
import { generateConfigModules } from './config-modules';
import type { GeneratedFile } from './generated-file';
import { generateSchemaTypes } from './schema-types';
import { generateSurveyDiagrams } from './survey-diagram';
import { generateCarryOverReports } from './survey-carry-over';
import { generatePublishedLock, readPublishedLock } from '../checks/published-surveys';
import { generateEditorSettings } from './editor-schemas';
import { generateFormValidator } from './form-validators';
import { resolveForm } from '../resolve-form';
import { generateRequestValidators, generateWriteRequestTable } from './request-validators';
import { generateFormRequests, generateRequestForms } from './form-requests';
import { memoized } from '../memo';
import { formRulesByEndpoint, writeEndpoints } from '../requests/write-endpoints';

/** Every JSON file below dir (schemas/requests holds nested ones), by path: what the request validators read. */
function readSchemaTexts(root: string, dir: string): Record<string, string> {
  const abs = path.join(root, dir);
  if (!existsSync(abs)) return {};
  const texts: Record<string, string> = {};
  for (const entry of readdirSync(abs, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.json')) continue;
    const file = path.join(entry.parentPath, entry.name);
    texts[path.relative(root, file)] = readFileSync(file, 'utf8');
  }
  return texts;
}

export async function generateAll(root: string, config: LoadedConfig): Promise<GeneratedFile[]> {
  const entitySchemas = readSchemaDir(root, 'schemas/entities');
  const configSchemas = readSchemaDir(root, 'schemas/config');
  const files: GeneratedFile[] = [
    await memoized('entity-types', entitySchemas, () =>
      generateSchemaTypes(root, 'schemas/entities', entitySchemas, 'EntityTypes', 'src/generated/entities.gen.ts'),
    ),
    await memoized('config-types', configSchemas, () =>
      generateSchemaTypes(root, 'schemas/config', configSchemas, 'ConfigTypes', 'src/generated/config-types.gen.ts'),
    ),
    ...generateConfigModules(config),
    ...Object.values(config.forms).map((form) => {
      const resolved = resolveForm(form, config.messages.messages, config.app.constants);
      return memoized('form-validator', resolved, () => generateFormValidator(resolved));
    }),
    // Standalone ajv code for every write endpoint: as slow as the form validators, and its input is not config/.
    memoized('request-validators', { entitySchemas, requestSchemas: readSchemaTexts(root, 'schemas/requests'), writeEndpoints }, () =>
      generateRequestValidators(root),
    ),
    generateWriteRequestTable(formRulesByEndpoint(config.forms)),
    generateFormRequests(config.forms),
    generateRequestForms(config.forms),
    ...Object.entries(config.surveys).map(([version, survey]) =>
      generateSurveyDiagrams(version, survey, config.app.constants as unknown as Record<string, unknown>),
    ),
    ...generateCarryOverReports(config.surveys),
    generatePublishedLock(config.surveys, readPublishedLock(root)),
    generateEditorSettings(root),
  ];
  return files.sort((a, b) => a.path.localeCompare(b.path));
}

function listGenerated(root: string, dir = 'src/generated'): string[] {
  const abs = path.join(root, dir);
  if (!existsSync(abs)) return [];
  return readdirSync(abs, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listGenerated(root, `${dir}/${entry.name}`) : [`${dir}/${entry.name}`],
  );
}

/** Files that differ from what codegen would write, plus generated files nothing produces any more. */
export function staleFiles(root: string, files: readonly GeneratedFile[]): string[] {
  const wanted = new Set(files.map((file) => file.path));
  const stale = files
    .filter((file) => !existsSync(path.join(root, file.path)) || readFileSync(path.join(root, file.path), 'utf8') !== file.content)
    .map((file) => file.path);
  const orphans = listGenerated(root).filter((file) => !wanted.has(file));
  return [...stale, ...orphans].sort();
}

/** Writes what changed and removes orphans; returns the paths touched. */
export function writeGenerated(root: string, files: readonly GeneratedFile[]): string[] {
  const touched = staleFiles(root, files);
  const wanted = new Map(files.map((file) => [file.path, file.content]));
  for (const file of touched) {
    const abs = path.join(root, file);
    const content = wanted.get(file);
    if (content === undefined) rmSync(abs);
    else {
      mkdirSync(path.dirname(abs), { recursive: true });
      writeFileSync(abs, content);
    }
  }
  return touched;
}
