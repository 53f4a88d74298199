import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Node } from '../../../src/generated/config-types.gen';
import type { HealthProfileGroup } from '../../../src/generated/entities.gen';
import { healthSurveyV12Fixture as survey } from '../../fixtures/surveys/fixture-surveys';
import { answersToProfile, groupedProfileUpdates, profileToAnswers } from '../../../src/survey/model/profile-mapping';
import type { AnswerValue, Answers } from '../../../src/survey/model/survey-state';

type Known = Readonly<Record<string, unknown>>;

// Starting the survey from what is already known: the saved health profile and the account's details.
describe('what a question’s answer starts as, from the profile and the account', () => {
  it.each<[string, string, Known, Known, AnswerValue | undefined]>([
    // The account's own details (user_profile) come first.
    ['the first name', 'name', {}, { first_name: 'Ana' }, 'Ana'],
    ['no first name', 'name', {}, { first_name: null }, undefined],
    ['the account’s sex wins over the profile’s', 'sex', { genders: 'M' }, { sex: 'F' }, 'F'],
    ['the profile’s when the account has none', 'sex', { genders: 'M' }, {}, 'M'],
    // Single values, whatever their kind.
    ['a single choice', 'ethnicity', { ethnicity: 'white' }, {}, 'white'],
    ['a number', 'sleep-hours', { sleep_hours: 7 }, {}, 7],
    ['zero', 'vigorous-days', { active_days_vigorous: 0 }, {}, 0],
    ['false', 'alcohol-drinks', { alcohol_dont_drink: false }, {}, false],
    ['nothing saved', 'ethnicity', {}, {}, undefined],
    ['null saved', 'ethnicity', { ethnicity: null }, {}, undefined],
    ['a value that is not a plain value', 'ethnicity', { ethnicity: { code: 'white' } }, {}, undefined],
    ['a question that sets no attribute', 'why-goal', { why_goal: 'x' }, {}, undefined],
    // Lists.
    ['a list', 'diet-grains', { diet_grains: ['oats', 'brown_rice'] }, {}, ['oats', 'brown_rice']],
    ['only the plain values of a list', 'diet-grains', { diet_grains: ['oats', null, { x: 1 }, ['y']] }, {}, ['oats']],
    ['an empty list is no answer', 'diet-grains', { diet_grains: [] }, {}, undefined],
    ['a single value of a multiple choice becomes a list of one', 'important-goal', { important_goal: 'sleep' }, {}, ['sleep']],
    // Goals the current survey no longer offers (GOALS_EXCLUDED_ON_IMPORT) are left out, of goals only.
    ['legacy goals are left out', 'goals', { goals: ['energy', 'worried', 'tracking', 'sleep', 'other'] }, {}, ['energy', 'sleep']],
    ['only legacy goals: no answer', 'goals', { goals: ['worried', 'other'] }, {}, undefined],
    ['a legacy most important goal: no answer', 'important-goal', { important_goal: 'worried' }, {}, undefined],
    ['"other" is kept in any other list', 'diet-snacks', { diet_snacks: ['nuts', 'other'] }, {}, ['nuts', 'other']],
    ['"other" is kept as any other single value', 'ethnicity', { ethnicity: 'other' }, {}, 'other'],
    // A flags question: each flag that is true is a chosen answer, in the question’s order.
    [
      'the flags that are true',
      'diagnosed-conditions',
      { condition_gout: true, condition_copd: false, condition_asthma: true },
      {},
      ['condition_asthma', 'condition_gout'],
    ],
    ['a flag must be true, not just truthy', 'diagnosed-conditions', { condition_asthma: 'true', condition_copd: 1 }, {}, undefined],
    ['no flag true: no answer', 'diagnosed-conditions', { condition_asthma: false }, {}, undefined],
    // Height and weight: either is enough; units default to metric.
    [
      'height and weight in their units',
      'height-weight',
      { height: 170, weight: 65, height_unit_preference: 'imperial', weight_unit_preference: 'imperial' },
      {},
      { height: 170, weight: 65, heightUnit: 'imperial', weightUnit: 'imperial' },
    ],
    [
      'height only, metric',
      'height-weight',
      { height: 170, height_unit_preference: 'metric', weight_unit_preference: 'metric' },
      {},
      { height: 170, weight: null, heightUnit: 'metric', weightUnit: 'metric' },
    ],
    [
      'weight only, an unknown unit is metric',
      'height-weight',
      { weight: 65, height_unit_preference: 'stones' },
      {},
      { height: null, weight: 65, heightUnit: 'metric', weightUnit: 'metric' },
    ],
    ['neither: no answer', 'height-weight', { height_unit_preference: 'imperial' }, {}, undefined],
    ['numbers as text are not measurements', 'height-weight', { height: '170', weight: '65' }, {}, undefined],
  ])('%s (%s)', (_, nodeId, profile, user, expected) => {
    expect(profileToAnswers(survey, profile, user)[nodeId]).toEqual(expected);
  });
});

describe('what answers save to the profile', () => {
  it.each<[string, Answers, ReadonlySet<string> | undefined, Known, Known]>([
    ['a question the survey does not have sets nothing', { nope: 'x' }, undefined, {}, {}],
    ['a blank answer sets nothing', { ethnicity: '', goals: [] }, undefined, {}, {}],
    [
      'each answered question sets its attribute',
      { ethnicity: 'white', 'sleep-hours': 7, name: 'Ana' },
      undefined,
      { ethnicity: 'white', sleep_hours: 7 },
      { first_name: 'Ana' },
    ],
    [
      'only the questions asked for, when a list is given',
      { ethnicity: 'white', 'sleep-hours': 7, name: 'Ana' },
      new Set(['sleep-hours']),
      { sleep_hours: 7 },
      {},
    ],
  ])('%s', (_, answers, only, healthProfile, user) => {
    expect(answersToProfile(survey, answers, only)).toEqual({ healthProfile, user });
  });

  it.each<[string, Answers, Known]>([
    ['a question the survey does not have is in no group', { nope: 'x' }, {}],
    ['a question without a group (the closing intent) is in none', { 'recommendations-intent': 'recommendations-end' }, {}],
    ['a blank answer is in no group', { ethnicity: '' }, {}],
    [
      'answers of one group are saved together',
      { ethnicity: 'white', dob: '1990-01-01', 'sleep-hours': 7 },
      { 'general-health': { ethnicity: 'white' }, lifestyle: { sleep_hours: 7 } },
    ],
  ])('%s', (_, answers, expected) => {
    expect(groupedProfileUpdates(survey, answers)).toEqual(expected);
  });

  it('the survey’s groups are the profile’s groups (checked by the type checker)', () => {
    expectTypeOf<NonNullable<Node['group']>>().toEqualTypeOf<HealthProfileGroup>();
  });
});
