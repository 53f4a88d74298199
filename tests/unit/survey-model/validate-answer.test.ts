import { describe, expect, it } from 'vitest';
import type { Node } from '../../../src/generated/config-types.gen';
import { healthSurveyV12Fixture as survey } from '../../fixtures/surveys/fixture-surveys';
import type { AnswerValue, HeightWeightAnswer } from '../../../src/survey/model/survey-state';
import { answersFor, validateAnswer } from '../../../src/survey/model/validate-answer';

const node = (id: string): Node => {
  const found = survey.nodes[id];
  if (!found) throw new Error(id);
  return found;
};
/** The day the tests stand on: 22 November 2026. */
const TODAY = new Date('2026-11-22T12:00:00Z');

const INVALID_DATE = 'Please enter a real date in the past';
const TOO_YOUNG = 'You must be 18 or over to use this service';

// SPEC section 5: a date of birth is a real date in the past, of someone 18 or over on the day.
describe('a date of birth', () => {
  it.each<[string, AnswerValue, string | null]>([
    ['18 today', '2008-11-22', null],
    ['18 yesterday', '2008-11-21', null],
    ['18 last month', '2008-10-30', null],
    ['18 tomorrow', '2008-11-23', TOO_YOUNG],
    ['18 next month', '2008-12-01', TOO_YOUNG],
    ['born earlier this year', '2026-01-01', TOO_YOUNG],
    ['born today', '2026-11-22', TOO_YOUNG],
    ['tomorrow', '2026-11-23', INVALID_DATE],
    ['a 30 February', '1990-02-30', INVALID_DATE],
    ['a 31 April', '1990-04-31', INVALID_DATE],
    ['a 29 February of a leap year', '1992-02-29', null],
    ['a 29 February of another year', '1991-02-29', INVALID_DATE],
    ['a thirteenth month', '1990-13-01', INVALID_DATE],
    ['a month 00', '1990-00-10', INVALID_DATE],
    ['a day 00', '1990-03-00', INVALID_DATE],
    ['written day first', '22/11/1990', INVALID_DATE],
    ['without leading zeros', '1990-1-1', INVALID_DATE],
    ['with something before it', 'x1990-01-01', INVALID_DATE],
    ['with something after it', '1990-01-01x', INVALID_DATE],
    ['not text', ['1990-01-01'], INVALID_DATE],
  ])('%s (%s)', (_, value, expected) => {
    expect(validateAnswer('dob', node('dob'), value, TODAY)).toBe(expected);
  });

  it.each<[string, string, string | null]>([
    ['a date question other than the date of birth has no minimum age', '2026-01-01', null],
    ['but must still be a real date in the past', '2026-11-23', INVALID_DATE],
  ])('%s', (_, value, expected) => {
    expect(validateAnswer('start', { template: 'date', title: 'When did it start?' }, value, TODAY)).toBe(expected);
  });
});

describe('height and weight (cm and kg, within the limits the YAML gives)', () => {
  const measures = (height: number | null, weight: number | null): HeightWeightAnswer => ({
    height,
    weight,
    heightUnit: 'metric',
    weightUnit: 'metric',
  });
  it.each<[string, HeightWeightAnswer, string | null]>([
    ['the smallest of both', measures(50, 20), null],
    ['the largest of both', measures(250, 350), null],
    ['a height below the limit', measures(49.9, 70), 'Please enter a valid height'],
    ['a height above the limit', measures(250.1, 70), 'Please enter a valid height'],
    ['a weight below the limit', measures(170, 19.9), 'Please enter a valid weight'],
    ['a weight above the limit', measures(170, 350.1), 'Please enter a valid weight'],
    ['no height', measures(null, 70), 'Please enter a valid height'],
    ['no weight', measures(170, null), 'Please enter a valid weight'],
    ['both wrong: the height is named first', measures(10, 1000), 'Please enter a valid height'],
  ])('%s', (_, value, expected) => {
    expect(validateAnswer('height-weight', node('height-weight'), value, TODAY)).toBe(expected);
  });

  it.each<[string, HeightWeightAnswer, string | null]>([
    ['any measurement', measures(5000, 1), null],
    ['but not an endless one', measures(Number.POSITIVE_INFINITY, 70), 'Please enter a valid height'],
    ['nor one that is not a number', measures(170, Number.NaN), 'Please enter a valid weight'],
  ])('without limits in the YAML: %s', (_, value, expected) => {
    expect(validateAnswer('measures', { template: 'height-weight', title: 'Your measurements' }, value, TODAY)).toBe(expected);
  });

  // Each box is checked when it is left: tabbing from a 20 cm height to the weight says the height is wrong, and
  // a weight not typed yet says nothing until its own box is left.
  it.each<[string, HeightWeightAnswer | null, readonly ('height' | 'weight')[], string | null]>([
    ['the height box left with 20 cm, no weight yet', measures(20, null), ['height'], 'Please enter a valid height'],
    ['the height box left just under the limit', measures(49.9, null), ['height'], 'Please enter a valid height'],
    ['the height box left on the lower limit', measures(50, null), ['height'], null],
    ['the height box left on the upper limit', measures(250, null), ['height'], null],
    ['the height box left just over the limit', measures(250.1, null), ['height'], 'Please enter a valid height'],
    ['the height box left empty', measures(null, null), ['height'], 'Please enter a valid height'],
    ['nothing typed at all, height box left', null, ['height'], 'Please enter a valid height'],
    ['the weight box left with a wrong height not yet left', measures(20, 70), ['weight'], null],
    ['the weight box left just under the limit', measures(170, 19.9), ['weight'], 'Please enter a valid weight'],
    ['the weight box left on the lower limit', measures(170, 20), ['weight'], null],
    ['the weight box left on the upper limit', measures(170, 350), ['weight'], null],
    ['the weight box left just over the limit', measures(170, 350.1), ['weight'], 'Please enter a valid weight'],
    ['both left, both wrong: the height first', measures(20, 1), ['weight', 'height'], 'Please enter a valid height'],
    ['both left, the weight wrong', measures(170, 1), ['height', 'weight'], 'Please enter a valid weight'],
    ['no box left yet', measures(20, 1), [], null],
  ])('%s', (_, value, parts, expected) => {
    expect(validateAnswer('height-weight', node('height-weight'), value, TODAY, parts)).toBe(expected);
  });
});

describe('numbers', () => {
  it.each<[string, string, AnswerValue, string | null]>([
    ['the lowest', 'sleep-hours', 0, null],
    ['the highest', 'sleep-hours', 24, null],
    ['a fraction where one is allowed', 'sleep-hours', 7.5, null],
    ['below the lowest', 'sleep-hours', -0.5, 'Please enter a number from 0 to 24'],
    ['above the highest', 'sleep-hours', 24.5, 'Please enter a number from 0 to 24'],
    ['text', 'sleep-hours', '7', 'Please enter a number from 0 to 24'],
    ['a whole number at the lowest', 'vigorous-minutes', 1, null],
    ['a whole number at the highest', 'vigorous-minutes', 600, null],
    ['a whole number below the lowest', 'vigorous-minutes', 0, 'Please enter a whole number from 1 to 600'],
    ['the waist has its own message', 'waist-circumference', 39, 'Please enter a valid waist circumference'],
  ])('%s (%s = %j)', (_, id, value, expected) => {
    expect(validateAnswer(id, node(id), value, TODAY)).toBe(expected);
  });

  it.each<[string, AnswerValue, boolean]>([
    ['any size', -1e9, true],
    ['any fraction', 0.001, true],
    ['but not endless', Number.NEGATIVE_INFINITY, false],
  ])('without bounds in the YAML: %s', (_, value, accepted) => {
    expect(validateAnswer('count', { template: 'number', title: 'How many?' }, value, TODAY) === null).toBe(accepted);
  });
});

describe('choices', () => {
  it.each<[string, AnswerValue, string | null]>([
    ['up to the limit', ['energy', 'fitness', 'mood', 'sleep'], null],
    ['one over the limit', ['energy', 'fitness', 'mood', 'sleep', 'longevity'], 'Please choose no more than 4 answers'],
  ])('goals: %s', (_, value, expected) => {
    expect(validateAnswer('goals', node('goals'), value, TODAY)).toBe(expected);
  });

  it('a multiple choice without a limit takes any number of answers', () => {
    const many = Array.from({ length: 50 }, (_, index) => `a${index}`);
    expect(validateAnswer('any', { template: 'multi-choice', title: 'Any?' }, many, TODAY)).toBeNull();
  });

  it.each<[string, Node, Record<string, AnswerValue>, AnswerValue[]]>([
    ['a question offers its answers', node('sex'), {}, ['M', 'F']],
    ['a question without answers offers none', node('why-goal'), {}, []],
    [
      'the most important goal offers the goals chosen, in the question’s order',
      node('important-goal'),
      { goals: ['sleep', 'energy'] },
      ['energy', 'sleep'],
    ],
    [
      'before any goal is chosen it offers them all',
      node('important-goal'),
      {},
      ['energy', 'fitness', 'mood', 'sleep', 'longevity', 'weight_loss'],
    ],
  ])('%s', (_, question, answers, expected) => {
    expect(answersFor(question, answers).map((answer) => answer.value)).toEqual(expected);
  });
});

describe('a required question left blank names what is missing', () => {
  it.each<[string, string, Node, string | null]>([
    ['the date of birth', 'dob', node('dob'), 'Please enter your date of birth'],
    ['any other date', 'start', { template: 'date', title: 'When?', answer_required: true }, 'Please enter your date of birth'],
    ['height and weight', 'height-weight', node('height-weight'), 'Please enter a valid height'],
    ['sex', 'sex', node('sex'), 'Please select your biological sex'],
    ['any other question', 'goals', node('goals'), 'Please answer this question'],
    ['an optional question: nothing', 'ethnicity', node('ethnicity'), null],
  ])('%s', (_, id, question, expected) => {
    expect(validateAnswer(id, question, undefined, TODAY)).toBe(expected);
  });
});
