import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatConfigError } from '../../codegen/load/config-error';
import { loadConfig, loadProjectConfig, readSchemaDir } from '../../codegen/load/load-config';

const root = path.resolve(__dirname, '../..');
const schemas = readSchemaDir(root, 'schemas/config');

/** Files below dir, keyed as they would sit below config/. */
function readFixtureDir(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (current: string): void => {
    for (const name of readdirSync(current)) {
      const full = path.join(current, name);
      if (statSync(full).isDirectory()) walk(full);
      else files.set(`config/${path.relative(dir, full).split(path.sep).join('/')}`, readFileSync(full, 'utf8'));
    }
  };
  walk(dir);
  return files;
}

const good = readFixtureDir(path.join(__dirname, 'good'));

function errorsFor(brokenCase: string): string[] {
  const files = new Map([...good, ...readFixtureDir(path.join(__dirname, 'broken', brokenCase))]);
  return loadConfig(files, schemas).errors.map(formatConfigError);
}

describe('config loader', () => {
  it('accepts the project config', () => {
    expect(loadProjectConfig(root).errors.map(formatConfigError)).toEqual([]);
  });

  it('accepts the good fixture set', () => {
    const result = loadConfig(good, schemas);
    expect(result.errors).toEqual([]);
    expect(result.config?.routes.routes.map((route) => route.id)).toContain('health-scores-category');
  });

  it.each([
    ['syntax', ['config/routes.yaml:4:1 syntax: Sequence item without - indicator']],
    ['unknown-key', ['config/routes.yaml:21:5 routes[3].scren: unknown key "scren" (did you mean "screen"?)']],
    ['wrong-type', ['config/banners.yaml:6:18 banners[0].dismissible: expected boolean, got string "sometimes"']],
    ['unknown-route', ['config/routes.yaml:17:13 routes[2].redirects[0].to: unknown route "helth-scores-category" (did you mean "health-scores-category"?)']],
    ['unreachable-node', [
      'config/surveys/mini_v1.yaml:8:42 flows.quick.nodes[3]: node "sex" is unreachable from "name" in flow "quick"',
    ]],
    ['unknown-condition-variable', [
      'config/banners.yaml:5:26 banners[0].when["!!"].var: unknown condition variable "qurey.discount_code": "qurey" is not one of session, user, roles, permissions, flags, query, params, path, webview, profile, now, constants (did you mean "query"?)',
    ]],
    ['missing-required', ['config/routes.yaml:7:5 routes[1]: missing required key "path"']],
    ['unknown-enum', ['config/routes.yaml:9:13 routes[1].access: string "pubic" is not one of public, authenticated (did you mean "public"?)']],
    ['duplicate-route-id', ['config/routes.yaml:26:9 routes[5].id: duplicate route id "login"']],
    ['unknown-external', ['config/routes.yaml:6:19 routes[0].redirects[0].external: unknown external destination "overveiw" (did you mean "overview"?)']],
    ['unknown-operator', ['config/banners.yaml:5:13 banners[0].when["!!="]: unknown condition operator "!!=" (did you mean "!="?)']],
    ['form-constants', [
      'config/forms/email-sign-in.yaml:7:59 schema.properties.password.minLength: password.minLength comes from constants.passwordMinLength in config/app.yaml (8); remove it here so the value has one source',
      'config/forms/email-sign-in.yaml:9:13 helpers.password: unknown message key "validation.email.requird" (did you mean "validation.email.required"?)',
      'config/forms/email-sign-in.yaml:11:56 constants.password.maxLength: "passwordMaxLenght" is not a constant of config/app.yaml (constants.<name>, a single value) (did you mean "passwordMinLength"?)',
    ]],
    ['flow-length', [
      'config/surveys/mini_v1.yaml:8:12 flows.quick.nodes: flow "quick" has 3 nodes; constants.survey.flowLengths says 4',
      'config/surveys/mini_v1.yaml:31:3 nodes.sex: node "sex" is unreachable: no flow lists it',
    ]],
  ])('reports %s at its file, line and column', (brokenCase, expected) => {
    expect(errorsFor(brokenCase)).toEqual(expected);
  });
});
