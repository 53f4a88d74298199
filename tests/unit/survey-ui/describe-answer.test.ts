import { describe, expect, it } from 'vitest';
import { healthSurveyV12Fixture as survey } from '../../fixtures/surveys/fixture-surveys';
import type { AnswerValue } from '../../../src/survey/model/survey-state';
import { describeAnswer } from '../../../src/survey/ui/describe-answer';

describe('an answer as the recap shows it', () => {
  it.each<[string, string, AnswerValue, string]>([
    ['choices by their text, in the order chosen', 'goals', ['sleep', 'energy'], 'Sleep, Energy'],
    ['a number with its unit', 'waist-circumference', 82, '82 cm'],
    ['a date as people write it, not as it is stored', 'dob', '1985-04-12', '12 April 1985'],
    ['a date that is not one stays as typed', 'dob', '1985-02-30', '1985-02-30'],
    ['free text as typed', 'name', 'Ana', 'Ana'],
    [
      'metric measures in the units chosen',
      'height-weight',
      { height: 170, weight: 68, heightUnit: 'metric', weightUnit: 'metric' },
      '170 cm, 68 kg',
    ],
    ['no answer is no words', 'dob', null, ''],
  ])('%s', (_rule, nodeId, value, shown) => {
    expect(describeAnswer(survey, nodeId, value)).toBe(shown);
  });
});
