import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  configKindsWithoutSchema,
  EDITOR_SETTINGS,
  generateEditorSettings,
  yamlSchemaMapping,
} from '../../../codegen/generate/editor-schemas';
import { staleFiles } from '../../../codegen/generate/generate-all';
import { readConfigFiles, readSchemaDir } from '../../../codegen/load/load-config';

const root = path.resolve(__dirname, '../../..');

function matches(pattern: string, file: string): boolean {
  return new RegExp(
    `^${pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^/]+')}$`,
  ).test(file);
}

let scratch = '';
afterEach(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
  scratch = '';
});

function copyProject(): string {
  scratch = mkdtempSync(path.join(tmpdir(), 'editor-schemas-'));
  cpSync(path.join(root, 'config'), path.join(scratch, 'config'), { recursive: true });
  cpSync(path.join(root, 'schemas/config'), path.join(scratch, 'schemas/config'), { recursive: true });
  return scratch;
}

describe('editor support: which schema checks which config file', { timeout: 30_000 }, () => {
  it('gives every config file of the project exactly one schema, and every schema exists', () => {
    const mapping = Object.entries(yamlSchemaMapping());
    for (const file of readConfigFiles(root).keys()) {
      expect(
        mapping.filter(([, patterns]) => patterns.some((pattern) => matches(pattern, file))).map(([schema]) => schema),
        file,
      ).toHaveLength(1);
    }
    expect(configKindsWithoutSchema(root)).toEqual([]);
  });

  it('is what .vscode/settings.json holds (codegen --check fails when it is stale)', () => {
    expect(JSON.parse(readFileSync(path.join(root, EDITOR_SETTINGS), 'utf8'))['yaml.schemas']).toEqual(yamlSchemaMapping());
    const dir = copyProject();
    const settings = generateEditorSettings(dir);
    expect(staleFiles(dir, [settings])).toEqual([EDITOR_SETTINGS]);
    mkdirSync(path.join(dir, '.vscode'));
    writeFileSync(path.join(dir, EDITOR_SETTINGS), settings.content);
    expect(staleFiles(dir, [generateEditorSettings(dir)])).toEqual([]);
    writeFileSync(path.join(dir, EDITOR_SETTINGS), settings.content.replace('config/routes.yaml', 'config/route.yaml'));
    expect(staleFiles(dir, [generateEditorSettings(dir)])).toEqual([EDITOR_SETTINGS]);
  });

  it('keeps a person’s other workspace settings', () => {
    const dir = copyProject();
    mkdirSync(path.join(dir, '.vscode'));
    writeFileSync(path.join(dir, EDITOR_SETTINGS), JSON.stringify({ 'editor.tabSize': 2, 'yaml.schemas': { old: ['x'] } }));
    expect(JSON.parse(generateEditorSettings(dir).content)).toEqual({ 'editor.tabSize': 2, 'yaml.schemas': yamlSchemaMapping() });
  });

  it('names a kind of config file whose schema is missing', () => {
    const dir = copyProject();
    rmSync(path.join(dir, 'schemas/config/banners.schema.json'));
    expect(configKindsWithoutSchema(dir)).toEqual(['config/banners.yaml: no schema schemas/config/banners.schema.json']);
  });
});

/** Every property schema of a JSON Schema, with its path: properties, definitions, items and combinations, not keywords. */
function properties(schema: unknown, at: string): [string, Record<string, unknown>][] {
  if (typeof schema !== 'object' || schema === null) return [];
  const node = schema as Record<string, unknown>;
  const found: [string, Record<string, unknown>][] = [];
  for (const [name, child] of Object.entries((node.properties ?? {}) as Record<string, Record<string, unknown>>)) {
    found.push([`${at}.${name}`, child], ...properties(child, `${at}.${name}`));
  }
  for (const [name, child] of Object.entries((node.definitions ?? {}) as Record<string, unknown>))
    found.push(...properties(child, `${at}#${name}`));
  for (const key of ['items', 'additionalProperties']) found.push(...properties(node[key], `${at}.${key}`));
  for (const key of ['anyOf', 'oneOf', 'allOf'])
    for (const [index, child] of ((node[key] ?? []) as unknown[]).entries()) found.push(...properties(child, `${at}.${key}[${index}]`));
  return found;
}

describe('schema descriptions are written for staff', () => {
  const all = readSchemaDir(root, 'schemas/config').flatMap((schema) => properties(schema, String(schema.$id)));

  it('covers every property of every config schema', () => {
    expect(all.length).toBeGreaterThan(250);
    expect(all.filter(([, property]) => typeof property.description !== 'string').map(([where]) => where)).toEqual([]);
  });

  it('gives each an example', () => {
    expect(all.filter(([, property]) => !/ Example: \S/.test(String(property.description))).map(([where]) => where)).toEqual([]);
  });

  it('speaks to staff, not developers (no code paths or library names)', () => {
    const developerWords = /\b(rjsf|ajv|uiSchema|src\/|\.ts\b|JSON:API|lastQuestionSeen|skipIntro|interpreter)\b/;
    expect(all.filter(([, property]) => developerWords.test(String(property.description))).map(([where]) => where)).toEqual([]);
  });
});
