import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatConfigError } from '../../codegen/load/config-error';
import { loadConfig, readConfigFiles, readSchemaDir } from '../../codegen/load/load-config';

const root = path.resolve(__dirname, '../..');
const schemas = readSchemaDir(root, 'schemas/config');
const project = readConfigFiles(root);
const planFile = 'config/health-plan.yaml';

/** The project's config with config/health-plan.yaml edited, as a person editing it would. */
function errorsAfter(edit: (text: string) => string): string[] {
  const files = new Map(project);
  files.set(planFile, edit(project.get(planFile) ?? ''));
  return loadConfig(files, schemas).errors.map(formatConfigError);
}

describe('config/health-plan.yaml checks', () => {
  it('the project file is accepted', () => expect(errorsAfter((text) => text)).toEqual([]));

  it('a criterion may read only profile, derived, results, now and constants', () => {
    expect(errorsAfter((text) => text.replace('{ var: results.CHOL }', '{ var: result.CHOL }'))).toMatchInlineSnapshot(`
      [
        "config/health-plan.yaml:26:35 criteria.highCholesterol[">"][0].var: unknown condition variable "result.CHOL": "result" is not one of profile, derived, results, now, constants (did you mean "results"?)",
      ]
    `);
  });

  it('a threshold must be an app.yaml constant', () => {
    expect(errorsAfter((text) => text.replace('constants.heartPlanCriteria.ldl }', 'constants.heartPlanCriteria.ldll }'))).toMatchInlineSnapshot(`
      [
        "config/health-plan.yaml:27:49 criteria.highLdl[">"][1].var: unknown condition variable "constants.heartPlanCriteria.ldll": constants.heartPlanCriteria has no "ldll" (did you mean "ldl"?)",
      ]
    `);
  });

  it('rules name criteria that exist', () => {
    expect(errorsAfter((text) => text.replace('whenAny: [highStress]', 'whenAny: [highStres]'))).toMatchInlineSnapshot(`
      [
        "config/health-plan.yaml:119:15 interventions[6].whenAny[0]: unknown criterion "highStres" (did you mean "highStress"?)",
      ]
    `);
  });

  it('one streak message per plan week', () => {
    expect(errorsAfter((text) => text.replace(/\n {2}- "Twelve weeks[^\n]*/, ''))).toMatchInlineSnapshot(`
      [
        "config/health-plan.yaml:134:3 streakMessages: 11 streak messages; constants.healthPlan.streakMessageWeeks asks for 12, one per week",
      ]
    `);
  });

  it('the heart plan is the weekly plan template, and an information task has no target', () => {
    const errors = errorsAfter((text) => text.replace('templateId: weekly-plan', 'templateId: weekly').replace('kind: information\n        about: A pint', 'kind: information\n        trackingTarget: 2\n        about: A pint'));
    expect(errors).toMatchInlineSnapshot(`
      [
        "config/health-plan.yaml:39:15 heartPlan.templateId: heart plan template "weekly" is not the weekly plan template "weekly-plan" of config/app.yaml",
        "config/health-plan.yaml:57:25 interventions[0].tasks[1].trackingTarget: an information task has no tracking target",
      ]
    `);
  });
});
