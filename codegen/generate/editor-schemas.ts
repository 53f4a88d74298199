import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { configFileKinds } from '../load/load-config';
import type { GeneratedFile } from './generated-file';

export const EDITOR_SETTINGS = '.vscode/settings.json';

/**
 * `yaml.schemas` of VS Code's YAML extension (and any editor on yaml-language-server): each schema of
 * schemas/config with the config files it checks, so editors complete keys and show the staff descriptions on hover.
 */
export function yamlSchemaMapping(): Record<string, string[]> {
  const mapping: Record<string, string[]> = {};
  for (const { pattern, kind } of configFileKinds()) {
    const schema = `./schemas/config/${kind}.schema.json`;
    (mapping[schema] ??= []).push(pattern);
  }
  return Object.fromEntries(Object.entries(mapping).sort(([a], [b]) => a.localeCompare(b)));
}

/** Every kind of config file whose schema is missing from schemas/config: codegen stops on these. */
export function configKindsWithoutSchema(root: string): string[] {
  return Object.entries(yamlSchemaMapping())
    .filter(([schema]) => !existsSync(path.join(root, schema)))
    .map(([schema, files]) => `${files.join(', ')}: no schema ${schema.slice(2)}`);
}

/**
 * The workspace settings with `yaml.schemas` written by codegen; any other setting already there is kept, so
 * `codegen --check` fails only when the mapping is stale.
 */
export function generateEditorSettings(root: string): GeneratedFile {
  const file = path.join(root, EDITOR_SETTINGS);
  let settings: Record<string, unknown> = {};
  if (existsSync(file)) {
    try {
      const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) settings = parsed as Record<string, unknown>;
    } catch {
      // Unreadable settings (comments, a half-finished edit) are replaced by the mapping alone.
    }
  }
  return { path: EDITOR_SETTINGS, content: `${JSON.stringify({ ...settings, 'yaml.schemas': yamlSchemaMapping() }, null, 2)}\n` };
}
