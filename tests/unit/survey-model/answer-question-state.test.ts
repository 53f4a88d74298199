import { describe, expect, it } from 'vitest';
import { healthSurveyV12Fixture as survey } from '../../fixtures/surveys/fixture-surveys';
import { deepFreeze } from '../../../src/survey/model/deep-freeze';
import { dependentsOf } from '../../../src/survey/model/survey-graph';
import { answerQuestion, startFlow } from '../../../src/survey/model/survey-navigation';
import { initialSurveyState, type SurveyState } from '../../../src/survey/model/survey-state';

// answerQuestion builds its state by hand (no immer), so these pin what immer gave for free: a state frozen
// through, and the answers object kept when an answer changes nothing (walkFlow remembers walks by it).
const isFrozenThrough = (value: unknown): boolean =>
  typeof value !== 'object' || value === null || (Object.isFrozen(value) && Object.values(value).every(isFrozenThrough));

const opened = (): SurveyState => startFlow(initialSurveyState(survey), survey, 'health-profile');

describe('answerQuestion state', () => {
  it('freezes the new state through, the answer given included', () => {
    const goals = ['energy', 'sleep'];
    const { state } = answerQuestion(opened(), survey, 'health-profile', 'goals', goals);
    expect(isFrozenThrough(state)).toBe(true);
    expect(Object.isFrozen(goals)).toBe(true);
  });

  it('keeps the answers object when the same answer is given again and nothing depends on it', () => {
    const first = answerQuestion(opened(), survey, 'health-profile', 'name', 'Ana').state;
    const again = answerQuestion(first, survey, 'health-profile', 'name', 'Ana').state;
    expect(again.answers).toBe(first.answers);
    expect(again).not.toBe(first);
  });

  it('gives new answers for a changed answer, without the answers that depend on it', () => {
    let state = answerQuestion(opened(), survey, 'health-profile', 'goals', ['energy', 'sleep']).state;
    state = answerQuestion(state, survey, 'health-profile', 'important-goal', ['sleep']).state;
    const before = state.answers;
    state = answerQuestion(state, survey, 'health-profile', 'goals', ['energy']).state;
    expect(state.answers).not.toBe(before);
    expect(state.answers).toEqual({ goals: ['energy'] });
    expect(before).toEqual({ goals: ['energy', 'sleep'], 'important-goal': ['sleep'] });
  });

  it('leaves the state it was given as it was', () => {
    const first = answerQuestion(opened(), survey, 'health-profile', 'goals', ['energy']).state;
    const copy = structuredClone(first);
    answerQuestion(first, survey, 'health-profile', 'goals', ['sleep']);
    expect(first).toEqual(copy);
  });
});

describe('dependentsOf', () => {
  it('answers a new set each time, so a caller changing it changes no later answer', () => {
    const first = dependentsOf(survey, 'goals');
    first.add('name');
    expect(dependentsOf(survey, 'goals').has('name')).toBe(false);
  });
});

describe('deepFreeze', () => {
  it('freezes objects and arrays at every depth and returns what it was given', () => {
    const value = { a: [1, { b: 2 }], c: { d: [3] } };
    expect(deepFreeze(value)).toBe(value);
    expect(isFrozenThrough(value)).toBe(true);
  });

  it('leaves plain values alone and takes a frozen object as frozen through, as immer does', () => {
    expect(deepFreeze(3)).toBe(3);
    expect(deepFreeze(null)).toBe(null);
    const inner = { e: 1 };
    const outer = Object.freeze({ inner });
    deepFreeze(outer);
    expect(Object.isFrozen(inner)).toBe(false);
  });
});
