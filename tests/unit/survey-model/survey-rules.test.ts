import { describe, expect, it } from 'vitest';
import type { Node } from '../../../src/generated/config-types.gen';
import { healthSurveyV12Fixture as survey } from '../../fixtures/surveys/fixture-surveys';
import { routeForIntent } from '../../../src/survey/model/intent-routing';
import { answersToProfile, groupedProfileUpdates, profileToAnswers } from '../../../src/survey/model/profile-mapping';
import { answerQuestion, currentNode, goBack, progress, startFlow, validateFlow } from '../../../src/survey/model/survey-navigation';
import {
  clearAllSurveyState,
  clearSurveyStateForOtherUsers,
  loadSurveyState,
  saveSurveyState,
  type StorageLike,
} from '../../../src/survey/model/survey-persistence';
import { initialSurveyState, type AnswerValue } from '../../../src/survey/model/survey-state';
import { buildSubmission } from '../../../src/survey/model/survey-submission';
import { answersFor, validateAnswer } from '../../../src/survey/model/validate-answer';
import { pathFor } from '../engine/routing/routing-fixtures';

const node = (id: string): Node => {
  const found = survey.nodes[id];
  if (!found) throw new Error(id);
  return found;
};
const TODAY = new Date('2026-11-22T12:00:00Z');

describe('answer validation', () => {
  it.each<[string, AnswerValue | undefined, string | null]>([
    ['goals', undefined, 'Please answer this question'],
    ['goals', [], 'Please answer this question'],
    ['goals', ['energy', 'fitness', 'mood', 'sleep'], null],
    ['goals', ['energy', 'fitness', 'mood', 'sleep', 'longevity'], 'Please choose no more than 4 answers'],
    ['important-goal', ['energy', 'sleep'], 'Please choose no more than 1 answer'],
    [
      'diet-drinks',
      ['water', 'tea_coffee', 'sugary_drinks', 'diet_drinks', 'fruit_juice', 'energy_drinks'],
      'Please choose no more than 5 answers',
    ],
    ['dob', undefined, 'Please enter your date of birth'],
    ['dob', '2031-01-01', 'Please enter a real date in the past'],
    ['dob', '1990-02-30', 'Please enter a real date in the past'],
    ['dob', '2010-01-01', 'You must be 18 or over to use this service'],
    ['dob', '1990-02-28', null],
    ['sex', undefined, 'Please select your biological sex'],
    ['sex', 'F', null],
    ['height-weight', undefined, 'Please enter a valid height'],
    ['height-weight', { height: 20, weight: 70, heightUnit: 'metric', weightUnit: 'metric' }, 'Please enter a valid height'],
    ['height-weight', { height: 170, weight: 700, heightUnit: 'metric', weightUnit: 'metric' }, 'Please enter a valid weight'],
    ['height-weight', { height: 170, weight: null, heightUnit: 'metric', weightUnit: 'metric' }, 'Please enter a valid weight'],
    ['height-weight', { height: 170, weight: 70, heightUnit: 'imperial', weightUnit: 'metric' }, null],
    ['waist-circumference', undefined, null],
    ['waist-circumference', 10, 'Please enter a valid waist circumference'],
    ['waist-circumference', 80, null],
    ['ethnicity', undefined, null],
    ['vigorous-days', 8, 'Please enter a whole number from 0 to 7'],
    ['vigorous-days', 'two', 'Please enter a whole number from 0 to 7'],
    ['vigorous-days', 2.5, 'Please enter a whole number from 0 to 7'],
    ['vigorous-days', -1, 'Please enter a whole number from 0 to 7'],
    ['vigorous-days', 0, null],
    ['vigorous-days', 7, null],
    ['sleep-waking-refreshed', 3.5, 'Please enter a whole number from 0 to 7'],
    ['vigorous-minutes', 30.5, 'Please enter a whole number from 1 to 600'],
    ['sleep-hours', 7.5, null],
    ['sleep-hours', 25, 'Please enter a number from 0 to 24'],
  ])('%s = %j -> %s', (id, value, expected) => {
    expect(validateAnswer(id, node(id), value, TODAY)).toBe(expected);
  });

  it('important-goal offers only the goals chosen', () => {
    expect(answersFor(node('important-goal'), { goals: ['sleep', 'mood'] }).map((answer) => answer.value)).toEqual(['mood', 'sleep']);
  });
});

describe('navigation', () => {
  it('goes back keeping answers, and a changed answer clears the answers that depend on it', () => {
    let state = startFlow(initialSurveyState(survey), survey, 'health-profile');
    state = answerQuestion(state, survey, 'health-profile', 'goals', ['energy', 'sleep']).state;
    expect(currentNode(state, 'health-profile')).toBe('important-goal');
    state = answerQuestion(state, survey, 'health-profile', 'important-goal', ['sleep']).state;
    state = goBack(goBack(state, 'health-profile'), 'health-profile');
    expect(currentNode(state, 'health-profile')).toBe('goals');
    expect(state.answers['important-goal']).toEqual(['sleep']);
    state = answerQuestion(state, survey, 'health-profile', 'goals', ['energy']).state;
    expect(state.answers['important-goal']).toBeUndefined();
    expect(currentNode(state, 'health-profile')).toBe('dob');
  });

  it('validating resets answers on abandoned branches', () => {
    let state = startFlow(initialSurveyState(survey), survey, 'health-check');
    state = answerQuestion(state, survey, 'health-check', 'smoking-category', 'yes').state;
    state = answerQuestion(state, survey, 'health-check', 'smoking-amount', 'heavy').state;
    state = answerQuestion(state, survey, 'health-check', 'smoking-category', 'never').state;
    expect(validateFlow(state, survey, 'health-check').answers['smoking-amount']).toBeUndefined();
  });

  it('counts progress in question steps', () => {
    let state = startFlow(initialSurveyState(survey), survey, 'recommendations');
    expect(progress(state, survey, 'recommendations')).toBe(0);
    state = answerQuestion(state, survey, 'recommendations', 'name', 'Ana').state;
    expect(progress(state, survey, 'recommendations')).toBe(Math.round((1 / 11) * 100));
  });
});

describe('intent routing', () => {
  const go = (intent: string, authenticated = true) => routeForIntent(survey, intent, { authenticated, pathFor });
  it.each([
    ['recommendations-survey', { routeId: 'survey-recommendations', query: {} }],
    ['recommendations', { routeId: 'recommendation-show', query: {} }],
    ['additional-questions', { routeId: 'survey-additional-questions', query: { skipIntro: 'true' } }],
    ['health-check', { routeId: 'survey-health-check', query: { skipIntro: 'true' } }],
    ['health-profile', { routeId: 'survey-health-profile', query: { skipIntro: 'true' } }],
    ['additional-data-end', { routeId: 'survey-additional-questions-finish', query: {} }],
    ['recommendations-end', { routeId: 'recommendation-show', query: {} }],
    ['health-profile-end', { routeId: 'survey-health-profile-finish', query: {} }],
    ['something-else', { routeId: 'root', query: {} }],
    ['toString', { routeId: 'root', query: {} }],
  ])('%s -> %j', (intent, expected) => {
    expect(go(intent)).toEqual(expected);
  });

  it('sends a signed-out person to /join with funnel=survey and redirectTo', () => {
    expect(go('health-check', false)).toEqual({
      routeId: 'join',
      query: { funnel: 'survey', redirectTo: '/health-profile-survey/health-check?skipIntro=true' },
    });
  });
});

describe('profile mapping and submission', () => {
  it('maps answers to the profile and back, excluding legacy goals on import', () => {
    const answers = {
      goals: ['energy', 'sleep'],
      'important-goal': ['sleep'],
      'height-weight': { height: 170, weight: 65, heightUnit: 'imperial', weightUnit: 'metric' },
      'diagnosed-conditions': ['condition_asthma'],
      dob: '1985-04-12',
    } as const;
    const update = answersToProfile(survey, answers);
    expect(update.healthProfile).toMatchObject({
      goals: ['energy', 'sleep'],
      important_goal: 'sleep',
      height: 170,
      weight: 65,
      height_unit_preference: 'imperial',
      condition_asthma: true,
      condition_copd: false,
    });
    expect(update.user).toEqual({ dob: '1985-04-12' });
    const back = profileToAnswers(
      survey,
      { ...update.healthProfile, goals: ['energy', 'worried', 'sleep', 'tracking', 'other'] },
      { dob: '1985-04-12' },
    );
    expect(back.goals).toEqual(['energy', 'sleep']);
    expect(back['important-goal']).toEqual(['sleep']);
    expect(back['height-weight']).toEqual(answers['height-weight']);
    expect(back['diagnosed-conditions']).toEqual(['condition_asthma']);
  });

  it('saves in the spec’s groups', () => {
    const groups = groupedProfileUpdates(survey, {
      goals: ['energy'],
      'sleep-hours': 7,
      'stressed-rating': 3,
      medication: ['medication_none'],
    });
    expect(Object.keys(groups).sort()).toEqual(['goals', 'lifestyle', 'medical', 'mental-wellbeing']);
  });

  it('sends nothing without an answer, and only answered questions otherwise', () => {
    const state = startFlow(initialSurveyState(survey), survey, 'additional-questions');
    expect(buildSubmission(survey, state, 'additional-questions')).toBeNull();
    expect(buildSubmission(survey, { ...state, answers: { ethnicity: '', goals: [] } }, 'additional-questions')).toBeNull();
    const answers = {
      'sleep-hours': 8,
      ethnicity: '',
      'smoking-category': 'yes',
      'smoking-amount': 'light',
      'vigorous-days': 2,
      'vigorous-minutes': 30,
      'moderate-days': 1,
      'moderate-minutes': 20,
      'walking-days': 3,
      'walking-minutes': 15,
      'resistance-days': 1,
      'resistance-minutes': 10,
      sex: 'M',
      'maintain-erection': 'yes',
    };
    const submission = buildSubmission(survey, { ...state, answers }, 'additional-questions');
    expect(submission?.healthProfile).toMatchObject({ sleep_hours: 8, smoking_category: 'yes', smoking_amount: 'light' });
    expect(submission?.healthProfile).not.toHaveProperty('ethnicity');
    // smoking-quit-time is off the path but was not answered in this walk: its saved value is not the flow's to reset.
    expect(submission?.healthProfile).not.toHaveProperty('smoking_quit_time');
    expect(submission?.groups.lifestyle).toMatchObject({ sleep_hours: 8 });
  });
});

describe('persistence', () => {
  const storage = (): StorageLike & { map: Map<string, string> } => {
    const map = new Map<string, string>();
    return {
      map,
      getItem: (key) => map.get(key) ?? null,
      setItem: (key, value) => void map.set(key, value),
      removeItem: (key) => void map.delete(key),
      keys: () => [...map.keys()],
    };
  };
  const state = initialSurveyState(survey);

  it('expires, ignores corrupt or other-version data, and isolates people', () => {
    const store = storage();
    saveSurveyState(store, 'a', state, 0);
    expect(loadSurveyState(store, 'a', survey.version, 10, 100)).toEqual(state);
    expect(loadSurveyState(store, 'a', survey.version, 101, 100)).toBeNull();
    store.setItem('survey:a:healthSurvey_v12', '{not json');
    expect(loadSurveyState(store, 'a', survey.version, 0, 100)).toBeNull();
    saveSurveyState(store, 'a', state, 0);
    saveSurveyState(store, 'b', state, 0);
    store.setItem('unrelated', 'x');
    clearSurveyStateForOtherUsers(store, 'b');
    expect([...store.map.keys()].sort()).toEqual(['survey:b:healthSurvey_v12', 'unrelated']);
    clearAllSurveyState(store);
    expect([...store.map.keys()]).toEqual(['unrelated']);
  });
  it.each([
    ['not JSON', '{oops'],
    ['JSON null', 'null'],
    ['no timestamp', JSON.stringify({ state })],
    ['no state', JSON.stringify({ savedAt: 0 })],
    ['a state of the wrong shape', JSON.stringify({ savedAt: 0, state: { ...state, answered: { x: [1] } } })],
  ])('drops a corrupt entry (%s)', (_label, raw) => {
    const store = storage();
    store.setItem('survey:a:healthSurvey_v12', raw);
    expect(loadSurveyState(store, 'a', survey.version, 0, 100)).toBeNull();
    expect(store.map.size).toBe(0);
  });

  it('keeps only this person’s entries, even when another id starts with theirs', () => {
    const store = storage();
    for (const key of ['survey:u1:v', 'survey:u2:v', 'survey:u1:x:v', 'survey:u10:v', 'other:key']) store.setItem(key, '{}');
    clearSurveyStateForOtherUsers(store, 'u1');
    expect([...store.map.keys()].sort()).toEqual(['other:key', 'survey:u1:v']);
  });
});
