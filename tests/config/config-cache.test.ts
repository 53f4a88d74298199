import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatConfigError } from '../../codegen/load/config-error';
import { fileCheckCache, loadConfig, readConfigFiles, readSchemaDir } from '../../codegen/load/load-config';

const root = path.resolve(__dirname, '../..');
const schemas = readSchemaDir(root, 'schemas/config');
const project = readConfigFiles(root);
const NAVIGATION = 'config/navigation.yaml';
const navigation = readFileSync(path.join(root, NAVIGATION), 'utf8');

const withNavigation = (text: string): Map<string, string> => new Map([...project, [NAVIGATION, text]]);
const errorsOf = (result: ReturnType<typeof loadConfig>): string[] => result.errors.map(formatConfigError);

// The dev server's loads share a cache (codegen/vite-plugin.ts): what they find must be what a fresh load finds.
describe('config loader with the dev server cache', () => {
  it('reuses the parsed files a save did not change and parses the one it did', () => {
    const cache = fileCheckCache();
    const first = loadConfig(project, schemas, cache);
    const renamed = withNavigation(navigation.replace('label: Take quiz', 'label: Take the health quiz'));
    const second = loadConfig(renamed, schemas, cache);
    expect(second.sources.get('config/routes.yaml')).toBe(first.sources.get('config/routes.yaml'));
    expect(second.sources.get(NAVIGATION)).not.toBe(first.sources.get(NAVIGATION));
    expect(second.config?.navigation).toEqual(loadConfig(renamed, schemas).config?.navigation);
    expect(JSON.stringify(second.config?.navigation)).toContain('Take the health quiz');
  });

  it('finds the same errors as a fresh load for a bad save, and recovers when the file is fixed', () => {
    const cache = fileCheckCache();
    loadConfig(project, schemas, cache);
    const cases = [
      navigation.replace('route: settings, when', 'route: settingz, when'),
      navigation.replace('label: Take quiz', 'lable: Take quiz'),
      `${navigation}\n  - [unclosed\n`,
    ];
    for (const broken of cases) {
      const cached = loadConfig(withNavigation(broken), schemas, cache);
      const fresh = loadConfig(withNavigation(broken), schemas);
      expect(cached.config).toBeUndefined();
      expect(errorsOf(cached)).toEqual(errorsOf(fresh));
      expect(errorsOf(cached).every((error) => /^config\/navigation\.yaml:\d+:\d+ /.test(error))).toBe(true);
      const fixed = loadConfig(project, schemas, cache);
      expect(errorsOf(fixed)).toEqual([]);
      expect(fixed.config).toEqual(loadConfig(project, schemas).config);
    }
  });

  it('checks every file again when the schemas change', () => {
    const cache = fileCheckCache();
    const first = loadConfig(project, schemas, cache);
    const stricter = schemas.map((schema) => (schema.$id === 'navigation.schema.json' ? { ...schema, required: [...((schema.required as string[] | undefined) ?? []), 'footerLinks'] } : schema));
    const second = loadConfig(project, stricter, cache);
    expect(second.sources.get('config/routes.yaml')).not.toBe(first.sources.get('config/routes.yaml'));
    expect(errorsOf(second)).toEqual(errorsOf(loadConfig(project, stricter)));
    expect(errorsOf(second).join('\n')).toContain('missing required key "footerLinks"');
  });
});
