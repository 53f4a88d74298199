import { beforeAll, describe, expect, it } from 'vitest';
import { carryOverReport, carryOverSummary, droppedQuestions, generateCarryOverReports } from '../../../codegen/generate/survey-carry-over';
import { formatConfigError } from '../../../codegen/load/config-error';
import { loadConfig, readConfigFiles, readEntitySchemas, readSchemaDir } from '../../../codegen/load/load-config';
import type { SurveyConfig } from '../../../src/generated/config-types.gen';
import { loadSurveyVersions } from '../survey-model/survey-versions-fixture';
import { fixtureSurveyFile, fixtureSurveyText, projectRoot as root } from '../../fixtures/surveys/fixture-surveys';

const v13Text = fixtureSurveyText('healthSurvey_v13');

let v12: SurveyConfig;
let v13: SurveyConfig;
beforeAll(() => {
  ({ v12, v13 } = loadSurveyVersions());
}, 30_000);

/** The project's config with the fixture v12 and v13 in config/surveys' place; errors name the fixture files. */
function errorsWithV13(text: string): string[] {
  const files = readConfigFiles(root);
  const readFrom = new Map<string, string>();
  for (const [version, surveyText] of [
    ['healthSurvey_v12', fixtureSurveyText('healthSurvey_v12')],
    ['healthSurvey_v13', text],
  ] as const) {
    files.set(`config/surveys/${version}.yaml`, surveyText);
    readFrom.set(`config/surveys/${version}.yaml`, fixtureSurveyFile(version));
  }
  return loadConfig(files, readSchemaDir(root, 'schemas/config'), undefined, readEntitySchemas(root), readFrom).errors.map(
    formatConfigError,
  );
}

describe('which saved answers a new survey version does not keep (codegen report)', () => {
  it('names each question of v12 whose answers v13 drops, and why', () => {
    expect(droppedQuestions(v12, v13)).toEqual([
      { nodeId: 'why-goal', reason: 'question-removed', which: 'every answer' },
      { nodeId: 'ethnicity', reason: 'choice-withdrawn', which: '“Mixed or other”' },
      { nodeId: 'waist-circumference', reason: 'fails-validation', which: 'a blank answer (it must now be answered)' },
      { nodeId: 'diet-fruit-veg', reason: 'fails-validation', which: 'more than 15' },
      { nodeId: 'rate-diet', reason: 'answer-kind-changed', which: 'every answer (rating → single-choice)' },
    ]);
  });

  it.each<[string, (survey: SurveyConfig) => void, string[]]>([
    ['nothing changed', () => undefined, []],
    [
      'a lower bound raised',
      (survey) => {
        survey.nodes['sleep-hours']!.min = 4;
      },
      ['sleep-hours: less than 4'],
    ],
    [
      'a choice limit lowered',
      (survey) => {
        survey.nodes.goals!.answers_limit = 1;
      },
      ['goals: more than 1 choice', 'important-goal: answers given with a dropped answer to goals'],
    ],
    [
      'whole numbers now required',
      (survey) => {
        survey.nodes['diet-fruit-veg']!.integer = true;
      },
      ['diet-fruit-veg: numbers that are not whole'],
    ],
    [
      'a height limit narrowed',
      (survey) => {
        survey.nodes['height-weight']!.limits!.height!.max = 200;
      },
      ['height-weight: a height outside 50–200'],
    ],
    [
      'a bound widened',
      (survey) => {
        survey.nodes['diet-fruit-veg']!.max = 50;
      },
      [],
    ],
    [
      'a question with dependants removed',
      (survey) => {
        delete survey.nodes['smoking-category'];
      },
      [
        'smoking-category: every answer',
        'smoking-amount: answers given with a dropped answer to smoking-category',
        'smoking-quit-time: answers given with a dropped answer to smoking-category',
      ],
    ],
  ])('%s', (_, edit, expected) => {
    const next = structuredClone(v12);
    edit(next);
    expect(droppedQuestions(v12, next).map((item) => `${item.nodeId}: ${item.which}`)).toEqual(expected);
  });

  it('writes the report beside the new version, one per version it carries from', () => {
    const files = generateCarryOverReports({ healthSurvey_v12: v12, healthSurvey_v13: v13 });
    expect(files.map((file) => file.path)).toEqual(['config/surveys/healthSurvey_v13.carry-over-from-healthSurvey_v12.md']);
    expect(files[0]!.content).toContain('| ethnicity: What is your ethnicity? | “Mixed or other” | the choice is no longer offered |');
    expect(files[0]!.content).toContain(
      '| rate-diet: How healthy is your diet? | every answer (rating → single-choice) | the question is asked another way |',
    );
    expect(generateCarryOverReports({ healthSurvey_v12: v12 })).toEqual([]);
    expect(carryOverSummary({ healthSurvey_v12: v12, healthSurvey_v13: v13 })).toEqual([
      'healthSurvey_v12 → healthSurvey_v13: answers to 5 questions not kept (why-goal, ethnicity, waist-circumference, diet-fruit-veg, rate-diet); see config/surveys/healthSurvey_v13.carry-over-from-healthSurvey_v12.md',
    ]);
  });

  it('says every answer is kept when none is dropped', () => {
    expect(carryOverReport(v12, { ...v12, version: 'healthSurvey_v12a' })).toContain('Every saved answer is kept.');
  });
});

// Each case loads the whole project config with codegen's loader.
describe('carryAnswersFrom in a survey YAML', { timeout: 30_000 }, () => {
  it('accepts the v13 fixture beside v12', () => {
    expect(errorsWithV13(v13Text)).toEqual([]);
  });

  it('names a version that is not in config/surveys, with a suggestion', () => {
    expect(errorsWithV13(v13Text.replace('carryAnswersFrom: [healthSurvey_v12]', 'carryAnswersFrom: [healthSurvey_v11]'))).toEqual([
      'tests/fixtures/surveys/healthSurvey_v13.yaml:11:20 carryAnswersFrom[0]: unknown survey version (keep its YAML in config/surveys) "healthSurvey_v11" (did you mean "healthSurvey_v12"?)',
    ]);
  });

  it('refuses a version carrying from itself', () => {
    expect(errorsWithV13(v13Text.replace('carryAnswersFrom: [healthSurvey_v12]', 'carryAnswersFrom: [healthSurvey_v13]'))).toEqual([
      'tests/fixtures/surveys/healthSurvey_v13.yaml:11:20 carryAnswersFrom[0]: a survey version cannot carry answers from itself',
    ]);
  });
});
