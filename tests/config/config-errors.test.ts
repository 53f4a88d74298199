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
    expect(result.config?.analytes.analytes.map((analyte) => analyte.code)).toEqual(['CHOL', 'HBA1C', 'ACOVG']);
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
      'config/surveys/mini_v1.yaml:8:12 flows.quick.nodes: flow "quick" has 3 nodes; flowLengths says 4',
      'config/surveys/mini_v1.yaml:31:3 nodes.sex: node "sex" is unreachable: no flow lists it',
    ]],
    ['form-rule-messages', [
      'config/forms/email-sign-in.yaml:4:21 schema.required[1]: field "password" uses required but has no message for it; add messages.password.required (a message key)',
      'config/forms/email-sign-in.yaml:6:28 schema.properties.email.format: field "email" uses format but has no message for it; add messages.email.format (a message key)',
      'config/forms/email-sign-in.yaml:9:15 constants.password.minLength: field "password" uses minLength but has no message for it; add messages.password.minLength (a message key)',
    ]],
    ['form-on-success', [
      'config/forms/email-sign-in.yaml:15:14 submit.onSuccess.message: unknown message key "validation.email.invalud" (did you mean "validation.email.invalid"?)',
      'config/forms/email-sign-in.yaml:16:32 submit.onSuccess.invalidate[1]: unknown query "curent-user": not one of current-user, health-profile, user-preferences, payment-method, partner, tests, addresses, discount-code, health-plans, health-plan-templates, plan-week-reviews, analyte-results, shop-product, shop-products, shop-cart, shop-order, shop-orders, shop-subscriptions, test-subscriptions, payment-intent, uploaded-test, share-links (did you mean "current-user"?)',
      'config/forms/email-sign-in.yaml:17:15 submit.onSuccess.navigate: unknown route "health-scores-categroy" (did you mean "health-scores-category"?)',
    ]],
    ['form-rows', [
      'config/forms/email-sign-in.yaml:14:3 choices["results.analyt"]: unknown field "results.analyt": a field, or arrayField.itemField of an array of objects',
      'config/forms/email-sign-in.yaml:15:18 choices["results.value"]: unknown choice source "analyte-unit" (did you mean "analyte-units"?)',
      'config/forms/email-sign-in.yaml:17:3 rows.email: "email" must be a field of type array whose items are objects (schema.properties.email)',
      'config/forms/email-sign-in.yaml:20:15 rows.results.addLabel: unknown message key "validation.email.requird" (did you mean "validation.email.required"?)',
      'config/forms/email-sign-in.yaml:22:15 rows.results.uniqueBy: unknown item field of results "analyt" (did you mean "analyte"?)',
      'config/forms/email-sign-in.yaml:23:12 rows.results.check: unknown row check "upload-result-rows" (did you mean "upload-result-row"?)',
      'config/forms/email-sign-in.yaml:26:23 rows.results.problems.value.empty: unknown message key "validation.email.invalud" (did you mean "validation.email.invalid"?)',
    ]],
    ['form-schema-keyword', ['config/forms/email-sign-in.yaml:7:48 schema.properties.password.minLenght: unknown key "minLenght" (did you mean "minLength"?)']],
    ['form-schema-format', ['config/forms/email-sign-in.yaml:6:12 schema.properties.email: strict JSON Schema: unknown format "emial"']],
    ['form-ui-key', ['config/forms/email-sign-in.yaml:8:36 ui.email["ui:inputTpye"]: unknown key "ui:inputTpye" (did you mean "ui:inputType"?)']],
    ['start-question', ['config/app.yaml:83:20 constants.survey.startQuestion: start question "nmae" differs from startNode "name" of config/surveys/mini_v1.yaml']],
    ['cookie-prefix', [
      'config/app.yaml:154:17 constants.cookiePrefix: cookie prefix "vitalla" is not derived from productName "Vitalia"; expected "vitalia"',
      'config/app.yaml:157:5 constants.featureFlagNames.externalResultUpload: unknown feature flag "externalResultUpload" (did you mean "externalResultsUpload"?)',
    ]],
    ['body-limits', [
      'config/surveys/mini_v1.yaml:33:13 nodes.sex.limits: a height-weight question needs limits.weight (min and max)',
      'config/surveys/mini_v1.yaml:33:46 nodes.sex.limits.wieght: limits.wieght does not apply to the height-weight template (did you mean "weight"?)',
    ]],
    ['unknown-condition-path', [
      'config/banners.yaml:7:27 banners[0].when.and[0]["=="][0].var: unknown condition variable "constants.survey.nope": constants.survey has no "nope"',
      'config/banners.yaml:8:18 banners[0].when.and[1].var: unknown condition variable "constants.survey.startQuestion.x": constants.survey.startQuestion is a string with nothing below it; it has no "x"',
      'config/banners.yaml:9:18 banners[0].when.and[2].var: unknown condition variable "session.authenticatd": session has no "authenticatd" (did you mean "authenticated"?)',
    ]],
    ['analytes', [
      'config/analytes.yaml:16:32 analytes[0].ranges[1].min: band starts at 4.5 but the band before ends at 4: bands must meet with no gap or overlap',
      'config/analytes.yaml:16:42 analytes[0].ranges[1].max: only the last band of "CHOL" may be open above (max: null)',
      'config/analytes.yaml:17:9 analytes[0].ranges[2]: band min 7 must be below its max 6',
      'config/analytes.yaml:23:17 analytes[0].units[1].factor: factor must be a positive number, got 0',
      'config/analytes.yaml:26:11 analytes[1].code: duplicate analyte code "CHOL"',
      'config/analytes.yaml:28:11 analytes[1].unit: display unit "mmol/L" has no conversion: list it in units with factor 1',
      'config/analytes.yaml:29:12 analytes[1].group: unknown group "hart" (did you mean "heart"?)',
    ]],
    ['analyte-loinc', [
      'config/analytes.yaml:19:20 analytes[1].loinc.code: LOINC code "59261-9" of "HBA1C" has a wrong check digit: 59261-8 would be right',
      'config/analytes.yaml:43:20 analytes[3].loinc.code: LOINC code "2276-4" is already the code of "FERR"',
      'config/analytes.yaml:60:11 analytes[4].ucum: a binary analyte has no UCUM unit; use ucum: null',
      'config/analytes.yaml:72:11 analytes[5].ucum: analyte "GLU" needs its display unit "mmol/L" in UCUM for the FHIR download (only binary: true analytes have none)',
    ]],
    ['analyte-loinc-missing', ['config/analytes.yaml:6:5 analytes[0]: missing required key "loinc"']],
    ['analyte-unit-conversion', ['config/analytes.yaml:18:9 analytes[0].units[1]: missing required key "factor"']],
    ['unknown-screen', ['config/routes.yaml:21:13 routes[3].screen: unknown screen "helth-scores" (did you mean "health-scores"?)']],
    ['unknown-message', ['config/banners.yaml:4:14 banners[0].message: unknown message key "banner.discuont" (did you mean "banner.discount"?)']],
    ['unknown-next', [
      'config/surveys/mini_v1.yaml:8:26 flows.quick.nodes[2]: node "important-goal" is unreachable from "name" in flow "quick"',
      'config/surveys/mini_v1.yaml:22:13 nodes.goals.next[0].to: unknown survey node "importent-goal" (did you mean "important-goal"?)',
    ]],
    ['survey-shared-attribute', [
      'config/surveys/mini_v1.yaml:19:21 nodes.sleep-hours.health_profile: "sleep_hours" is saved by 2 questions that disagree: sleep-hours (config/surveys/mini_v1.yaml:19:21 nodes.sleep-hours.health_profile; flow quick) takes a number 0–24 in group lifestyle; sleep-goal-hours (config/surveys/mini_v1.yaml:26:21 nodes.sleep-goal-hours.health_profile; flow goals) takes a number 3–12 in group lifestyle. Give them the same type, limits and group, or save one of them to another attribute',
      'config/surveys/mini_v1.yaml:26:21 nodes.sleep-goal-hours.health_profile: "sleep_hours" is saved by 2 questions that disagree: sleep-hours (config/surveys/mini_v1.yaml:19:21 nodes.sleep-hours.health_profile; flow quick) takes a number 0–24 in group lifestyle; sleep-goal-hours (config/surveys/mini_v1.yaml:26:21 nodes.sleep-goal-hours.health_profile; flow goals) takes a number 3–12 in group lifestyle. Give them the same type, limits and group, or save one of them to another attribute',
    ]],
    ['survey-unknown-key', ['config/surveys/mini_v1.yaml:13:5 nodes.name.maxLenght: unknown key "maxLenght"']],
  ])('reports %s at its file, line and column', (brokenCase, expected) => {
    expect(errorsFor(brokenCase)).toEqual(expected);
  });
});
