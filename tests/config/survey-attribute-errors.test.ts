import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatConfigError } from '../../codegen/load/config-error';
import { loadConfig, readEntitySchemas, readSchemaDir } from '../../codegen/load/load-config';

const root = path.resolve(__dirname, '../..');
const good = path.join(__dirname, 'good');
const SURVEY = 'config/surveys/mini_v1.yaml';

/** The good fixture set with its survey's `goals` question edited, checked against schemas/entities. */
function errorsWith(goals: string): string[] {
  const files = new Map<string, string>();
  for (const name of ['app', 'routes', 'navigation', 'banners', 'messages', 'analytes']) files.set(`config/${name}.yaml`, readFileSync(path.join(good, `${name}.yaml`), 'utf8'));
  const survey = readFileSync(path.join(good, 'surveys/mini_v1.yaml'), 'utf8').replace('    answers_limit: 4\n', goals);
  files.set(SURVEY, survey);
  return loadConfig(files, readSchemaDir(root, 'schemas/config'), undefined, readEntitySchemas(root)).errors.map(formatConfigError);
}

describe('survey questions against the attributes they save (schemas/entities)', { timeout: 60_000 }, () => {
  it.each<[string, string, string[]]>([
    ['an attribute the schema has, in its group, within its maxItems', '    answers_limit: 4\n    health_profile: goals\n    group: goals\n', []],
    ['an unknown attribute', '    answers_limit: 4\n    health_profile: goal\n    group: goals\n', [
      'config/surveys/mini_v1.yaml:17:21 nodes.goals.health_profile: unknown health profile attribute "goal" (did you mean "goals"?): save the answer to an attribute of schemas/entities/health-profile.schema.json, or add "goal" there',
    ]],
    ['another group than the attribute’s', '    answers_limit: 4\n    health_profile: goals\n    group: diet\n', [
      'config/surveys/mini_v1.yaml:18:12 nodes.goals.group: question "goals" is in group diet, but "goals" is saved in group goals (x-group in schemas/entities/health-profile.schema.json); set group: goals',
    ]],
    ['more choices than the attribute holds', '    answers_limit: 5\n    health_profile: goals\n    group: goals\n', [
      'config/surveys/mini_v1.yaml:16:20 nodes.goals.answers_limit: question "goals" allows 5 choices but "goals" holds at most 4 (maxItems in schemas/entities/health-profile.schema.json); set answers_limit: 4 or less',
    ]],
  ])('%s', (_, goals, expected) => {
    expect(errorsWith(goals)).toEqual(expected);
  });
});
