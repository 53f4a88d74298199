import { describe, expect, it } from 'vitest';
import { healthSurveyV12Fixture as survey } from '../../fixtures/surveys/fixture-surveys';
import { loadSurveyState, saveSurveyState, surveyStorageKey, type StorageLike } from '../../../src/survey/model/survey-persistence';
import { initialSurveyState } from '../../../src/survey/model/survey-state';
import { isSurveyState } from '../../../src/survey/model/survey-state-guard';

const state = {
  ...initialSurveyState(survey),
  answers: { goals: ['energy'], 'sleep-hours': 7 },
  answered: { recommendations: ['goals'] },
  visitedNodes: { recommendations: ['name', 'goals', 'why-goal'] },
  completedSurveyFlows: ['recommendations'],
};

// Storage is outside the app's control (other tabs, older builds, hand edits): only a whole survey state is read.
describe('the shape of a stored survey state', () => {
  it.each<[string, unknown, boolean]>([
    ['a whole state', state, true],
    ['a fresh state', initialSurveyState(survey), true],
    ['null', null, false],
    ['a list', [state], false],
    ['text', JSON.stringify(state), false],
    ['no survey version', { ...state, currentSurveyVersion: undefined }, false],
    ['a survey version that is a number', { ...state, currentSurveyVersion: 12 }, false],
    ['no last question', { ...state, lastQuestionSeen: null }, false],
    ['answers that are a list', { ...state, answers: [['goals', ['energy']]] }, false],
    ['answers that are null', { ...state, answers: null }, false],
    ['an answered list of numbers', { ...state, answered: { recommendations: [1] } }, false],
    ['an answered entry that is text', { ...state, answered: { recommendations: 'goals' } }, false],
    ['answered as a list', { ...state, answered: [['goals']] }, false],
    ['a walked path of numbers', { ...state, visitedNodes: { recommendations: [0, 1] } }, false],
    ['completed flows as text', { ...state, completedSurveyFlows: 'recommendations' }, false],
    ['completed flows that are not text', { ...state, completedSurveyFlows: [true] }, false],
    ['a health profile that is a list', { ...state, healthProfile: [] }, false],
    ['no user profile', { ...state, userProfile: undefined }, false],
  ])('%s: %s', (_, value, expected) => {
    expect(isSurveyState(value)).toBe(expected);
  });
});

describe('how long a saved survey is kept', () => {
  const store = (): StorageLike & { map: Map<string, string> } => {
    const map = new Map<string, string>();
    return {
      map,
      getItem: (key) => map.get(key) ?? null,
      setItem: (key, value) => void map.set(key, value),
      removeItem: (key) => void map.delete(key),
      keys: () => [...map.keys()],
    };
  };
  const MAX_AGE = 100;

  it.each<[string, number, number, boolean]>([
    ['just saved', 50, 50, true],
    ['at its maximum age exactly', 50, 150, true],
    ['one moment past it', 50, 151, false],
  ])('%s (saved at %d, read at %d): kept %s', (_, savedAt, now, kept) => {
    const storage = store();
    saveSurveyState(storage, 'u1', state, savedAt);
    expect(loadSurveyState(storage, 'u1', survey.version, now, MAX_AGE)).toEqual(kept ? state : null);
    expect(storage.map.size).toBe(kept ? 1 : 0);
  });

  it('an entry whose state is of another survey version than its key is dropped', () => {
    const storage = store();
    const key = surveyStorageKey('u1', survey.version);
    storage.setItem(key, JSON.stringify({ savedAt: 0, state: { ...state, currentSurveyVersion: 'healthSurvey_v11' } }));
    expect(loadSurveyState(storage, 'u1', survey.version, 0, MAX_AGE)).toBeNull();
    expect(storage.map.has(key)).toBe(false);
  });

  it.each(['5', '"text"', 'true', '[]'])('an entry that is JSON but no object (%s) is dropped', (raw) => {
    const storage = store();
    storage.setItem(surveyStorageKey('u1', survey.version), raw);
    expect(loadSurveyState(storage, 'u1', survey.version, 0, MAX_AGE)).toBeNull();
    expect(storage.map.size).toBe(0);
  });
});
