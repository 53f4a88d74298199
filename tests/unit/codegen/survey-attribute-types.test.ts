import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatConfigError } from '../../../codegen/load/config-error';
import { loadConfig, readSchemaDir } from '../../../codegen/load/load-config';
import type { JsonSchema } from '../../../codegen/load/schema-validate';

const root = path.resolve(__dirname, '../../..');
const good = path.join(root, 'tests/config/good');
const SURVEY = 'config/surveys/mini_v1.yaml';
const HEALTH = 'schemas/entities/health-profile.schema.json';
const USER = 'schemas/entities/user.schema.json';

/**
 * The project's entities with attributes of every kind of rule a question may break (the shipped ones have few
 * limits): entities are developers' schemas, so the checks are pinned against these, not against the shipped files.
 */
const added: Record<string, Record<string, JsonSchema>> = {
  'health-profile.schema.json': {
    score_whole: { 'x-group': 'lifestyle', type: ['integer', 'null'], minimum: 0, maximum: 10 },
    note_short: { 'x-group': 'lifestyle', type: ['string', 'null'], maxLength: 40 },
    level: { 'x-group': 'lifestyle', anyOf: [{ enum: ['low', 'high'] }, { type: 'null' }] },
    tags: { 'x-group': 'lifestyle', type: 'array', maxItems: 3, items: { enum: ['a', 'b', 'c'] } },
    when_done: { 'x-group': 'lifestyle', type: ['string', 'null'], format: 'date' },
    height: { 'x-group': 'general-health', type: ['number', 'null'], minimum: 50, maximum: 250 },
  },
  'user.schema.json': { nickname: { type: ['string', 'null'], maxLength: 20 } },
};
const entities: JsonSchema[] = readSchemaDir(root, 'schemas/entities').map((schema) => {
  const extra = added[String(schema.$id)];
  return extra ? { ...schema, properties: { ...(schema.properties as JsonSchema), ...extra } } : schema;
});
const schemas = readSchemaDir(root, 'schemas/config');

/** The good fixture set with its survey's first question (line 10, `name`) written as `lines`. */
function errorsWith(lines: readonly string[]): string[] {
  const files = new Map<string, string>();
  for (const name of ['app', 'routes', 'navigation', 'banners', 'messages', 'analytes'])
    files.set(`config/${name}.yaml`, readFileSync(path.join(good, `${name}.yaml`), 'utf8'));
  const question = ['  name:', ...lines.map((line) => `    ${line}`), ''].join('\n');
  const survey = readFileSync(path.join(good, 'surveys/mini_v1.yaml'), 'utf8').replace(
    '  name:\n    template: text\n    title: What is your first name?\n',
    question,
  );
  files.set(SURVEY, survey);
  return loadConfig(files, schemas, undefined, entities).errors.map(formatConfigError);
}

const at = (line: number, col: number, place: string, message: string): string => `${SURVEY}:${line}:${col} nodes.name${place}: ${message}`;
const choice = (text: string, value: string | number | boolean): string => `  - { text: ${text}, value: ${JSON.stringify(value)} }`;

describe('what a survey question saves against the attribute it saves it to (schemas/entities)', { timeout: 120_000 }, () => {
  it.each<[string, string[], string[]]>([
    // Passing: each kind of question on an attribute that holds what it sends, within the attribute's limits.
    [
      'a whole number within the limits',
      ['template: number', 'title: Q', 'health_profile: score_whole', 'group: lifestyle', 'integer: true', 'min: 0', 'max: 10'],
      [],
    ],
    [
      'a rating within the limits (1 to 5 when the YAML says none)',
      ['template: rating', 'title: Q', 'health_profile: score_whole', 'group: lifestyle'],
      [],
    ],
    [
      'a choice of the attribute’s values',
      [
        'template: single-choice',
        'title: Q',
        'health_profile: level',
        'group: lifestyle',
        'answers:',
        choice('Low', 'low'),
        choice('High', 'high'),
      ],
      [],
    ],
    [
      'a list of the items’ values, no more than maxItems',
      [
        'template: multi-choice',
        'title: Q',
        'health_profile: tags',
        'group: lifestyle',
        'answers_limit: 3',
        'answers:',
        choice('A', 'a'),
        choice('B', 'b'),
      ],
      [],
    ],
    [
      'a one-answer multi-choice, saved as its single value',
      [
        'template: multi-choice',
        'title: Q',
        'health_profile: level',
        'group: lifestyle',
        'answers_limit: 1',
        'answers:',
        choice('Low', 'low'),
      ],
      [],
    ],
    [
      'flags, each saved as true or false',
      ['template: multi-choice', 'title: Q', 'profileMapping: flags', 'group: medical', 'answers:', choice('Heart', 'family_history_cvd')],
      [],
    ],
    ['a date on a date attribute', ['template: date', 'title: Q', 'health_profile: when_done', 'group: lifestyle'], []],
    [
      'text on an attribute with no length limit',
      ['template: text', 'title: Q', 'health_profile: smoking_category', 'group: lifestyle'],
      [],
    ],
    [
      'a height and weight within the limits',
      [
        'template: height-weight',
        'title: Q',
        'health_profile: [height, weight, height_unit_preference, weight_unit_preference]',
        'group: general-health',
        'limits: { height: { min: 50, max: 250 }, weight: { min: 20, max: 300 } }',
      ],
      [],
    ],
    [
      'the account’s sex and date of birth',
      ['template: single-choice', 'title: Q', 'user_profile: sex', 'answers:', choice('Male', 'M'), choice('Female', 'F')],
      [],
    ],
    // Failing: one row per kind of looser rule.
    [
      'any number on a whole-number attribute',
      ['template: number', 'title: Q', 'health_profile: score_whole', 'group: lifestyle', 'min: 0', 'max: 10'],
      [
        at(
          11,
          15,
          '.template',
          `question "name" saves any number to "score_whole", which holds whole numbers (${HEALTH}); set integer: true, or let the attribute hold any number`,
        ),
      ],
    ],
    [
      'a number below the attribute’s minimum',
      ['template: number', 'title: Q', 'health_profile: score_whole', 'group: lifestyle', 'integer: true', 'min: -1', 'max: 10'],
      [at(16, 10, '.min', `"score_whole" holds at least 0 (minimum in ${HEALTH}) but question "name" allows -1; set min: 0 or more`)],
    ],
    [
      'a number above the attribute’s maximum',
      ['template: number', 'title: Q', 'health_profile: score_whole', 'group: lifestyle', 'integer: true', 'min: 0', 'max: 20'],
      [at(17, 10, '.max', `"score_whole" holds at most 10 (maximum in ${HEALTH}) but question "name" allows 20; set max: 10 or less`)],
    ],
    [
      'a number with no max on an attribute with a maximum',
      ['template: number', 'title: Q', 'health_profile: score_whole', 'group: lifestyle', 'integer: true', 'min: 0'],
      [at(10, 3, '', `"score_whole" holds at most 10 (maximum in ${HEALTH}) but question "name" allows any number; set max: 10 or less`)],
    ],
    [
      'a rating past the attribute’s maximum',
      ['template: rating', 'title: Q', 'health_profile: score_whole', 'group: lifestyle', 'min: 1', 'max: 12'],
      [at(16, 10, '.max', `"score_whole" holds at most 10 (maximum in ${HEALTH}) but question "name" allows 12; set max: 10 or less`)],
    ],
    [
      'a number on a text attribute',
      ['template: number', 'title: Q', 'health_profile: smoking_category', 'group: lifestyle'],
      [
        at(
          11,
          15,
          '.template',
          `question "name" saves numbers to "smoking_category", which holds text (${HEALTH}); save the answer to an attribute that holds numbers, or ask it with a template that saves text`,
        ),
      ],
    ],
    [
      'a choice the attribute does not take',
      [
        'template: single-choice',
        'title: Q',
        'health_profile: level',
        'group: lifestyle',
        'answers:',
        choice('Low', 'low'),
        choice('Middling', 'medium'),
      ],
      [
        at(
          17,
          34,
          '.answers[1].value',
          `question "name" offers medium, which "level" does not take (${HEALTH} allows low, high); remove it, or allow it in the schema`,
        ),
      ],
    ],
    [
      'choices of another type than the attribute’s',
      [
        'template: single-choice',
        'title: Q',
        'health_profile: smoking_category',
        'group: lifestyle',
        'answers:',
        choice('One', 1),
        choice('Two', 2),
      ],
      [
        at(
          16,
          29,
          '.answers[0].value',
          `question "name" saves whole numbers to "smoking_category", which holds text (${HEALTH}); give its answers values of that kind, or save the answer to another attribute`,
        ),
      ],
    ],
    [
      'a list with a value the items do not take',
      [
        'template: multi-choice',
        'title: Q',
        'health_profile: tags',
        'group: lifestyle',
        'answers_limit: 2',
        'answers:',
        choice('A', 'a'),
        choice('D', 'd'),
      ],
      [
        at(
          18,
          27,
          '.answers[1].value',
          `question "name" offers d, which the items of "tags" do not take (${HEALTH} allows a, b, c); remove it, or allow it in the schema`,
        ),
      ],
    ],
    [
      'a list longer than maxItems',
      [
        'template: multi-choice',
        'title: Q',
        'health_profile: tags',
        'group: lifestyle',
        'answers_limit: 4',
        'answers:',
        choice('A', 'a'),
        choice('B', 'b'),
      ],
      [
        at(
          15,
          20,
          '.answers_limit',
          `question "name" allows 4 choices but "tags" holds at most 3 (maxItems in ${HEALTH}); set answers_limit: 3 or less`,
        ),
      ],
    ],
    [
      'a list on an attribute that holds one value',
      [
        'template: multi-choice',
        'title: Q',
        'health_profile: smoking_category',
        'group: lifestyle',
        'answers:',
        choice('A', 'a'),
        choice('B', 'b'),
      ],
      [
        at(
          11,
          15,
          '.template',
          `question "name" saves a list to "smoking_category", which holds text (${HEALTH}); save the answer to an attribute that holds a list, or ask it with a template that saves text`,
        ),
      ],
    ],
    [
      'a flag on an attribute that is not true or false',
      [
        'template: multi-choice',
        'title: Q',
        'profileMapping: flags',
        'group: lifestyle',
        'answers:',
        choice('Smoking', 'smoking_category'),
      ],
      [
        at(
          16,
          33,
          '.answers[0].value',
          `question "name" saves true or false to "smoking_category", which holds text (${HEALTH}); save the answer to an attribute that holds true or false, or ask it with a template that saves text`,
        ),
      ],
    ],
    [
      'text on a date attribute',
      ['template: text', 'title: Q', 'health_profile: when_done', 'group: lifestyle'],
      [at(11, 15, '.template', `"when_done" has format date (${HEALTH}) but question "name" saves any text; ask it with template: date`)],
    ],
    [
      'text on an attribute with a maxLength',
      ['template: text', 'title: Q', 'health_profile: note_short', 'group: lifestyle'],
      [
        at(
          11,
          15,
          '.template',
          `"note_short" holds at most 40 characters (${HEALTH}) but question "name" takes text of any length; save the answer to an attribute without maxLength, or drop it there`,
        ),
      ],
    ],
    [
      'text on an attribute of only some values',
      ['template: text', 'title: Q', 'health_profile: level', 'group: lifestyle'],
      [
        at(
          11,
          15,
          '.template',
          `"level" takes only low, high (${HEALTH}) but question "name" takes any answer; ask it as a choice of those values, or save the answer to another attribute`,
        ),
      ],
    ],
    [
      'a height limit past the attribute’s maximum',
      [
        'template: height-weight',
        'title: Q',
        'health_profile: [height, weight, height_unit_preference, weight_unit_preference]',
        'group: general-health',
        'limits: { height: { min: 40, max: 300 }, weight: { min: 20, max: 300 } }',
      ],
      [
        at(
          15,
          30,
          '.limits.height.min',
          `"height" holds at least 50 (minimum in ${HEALTH}) but question "name" allows 40; set limits.height.min: 50 or more`,
        ),
        at(
          15,
          39,
          '.limits.height.max',
          `"height" holds at most 250 (maximum in ${HEALTH}) but question "name" allows 300; set limits.height.max: 250 or less`,
        ),
      ],
    ],
    [
      'a choice the account’s attribute does not take (user_profile)',
      ['template: single-choice', 'title: Q', 'user_profile: sex', 'answers:', choice('Male', 'M'), choice('Other', 'X')],
      [
        at(
          16,
          31,
          '.answers[1].value',
          `question "name" offers X, which "sex" does not take (${USER} allows M, F); remove it, or allow it in the schema`,
        ),
      ],
    ],
    [
      'text for the account’s date of birth (user_profile)',
      ['template: text', 'title: Q', 'user_profile: dob'],
      [at(11, 15, '.template', `"dob" has format date (${USER}) but question "name" saves any text; ask it with template: date`)],
    ],
    [
      'text past the account attribute’s maxLength (user_profile)',
      ['template: text', 'title: Q', 'user_profile: nickname'],
      [
        at(
          11,
          15,
          '.template',
          `"nickname" holds at most 20 characters (${USER}) but question "name" takes text of any length; save the answer to an attribute without maxLength, or drop it there`,
        ),
      ],
    ],
  ])('%s', (_, lines, expected) => {
    expect(errorsWith(lines)).toEqual(expected);
  });
});
