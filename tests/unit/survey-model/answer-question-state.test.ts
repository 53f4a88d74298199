import { describe, expect, it } from 'vitest';
import { healthSurveyV12Fixture as survey } from '../../fixtures/surveys/fixture-surveys';
import { deepFreeze } from '../../../src/survey/model/deep-freeze';
import { dependentsOf } from '../../../src/survey/model/survey-graph';
import { answerQuestion, completeFlow, startFlow, validateFlow } from '../../../src/survey/model/survey-navigation';
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

// validateFlow and completeFlow are built by hand too (they run in the finishing press's task).
describe('finishing a flow', () => {
  const answered = (): SurveyState => {
    let state = answerQuestion(opened(), survey, 'health-profile', 'goals', ['energy', 'sleep']).state;
    state = answerQuestion(state, survey, 'health-profile', 'important-goal', ['sleep']).state;
    return state;
  };

  it('keeps the answers object when nothing is off the path, and freezes the state through', () => {
    const state = answered();
    const validated = validateFlow(state, survey, 'health-profile');
    expect(validated.answers).toBe(state.answers);
    expect(isFrozenThrough(validated)).toBe(true);
  });

  it('resets an answer of this walk that the answers no longer lead to, in new answers, the state given untouched', () => {
    const state = answered();
    // As a state kept from before a change of answer might be: the important goal given, goals now without two.
    const stale = deepFreeze({ ...state, answers: { ...state.answers, goals: ['energy'] } });
    const validated = validateFlow(stale, survey, 'health-profile');
    expect(validated.answers).toEqual({ goals: ['energy'] });
    expect(stale.answers).toEqual({ goals: ['energy'], 'important-goal': ['sleep'] });
    expect(validated.answered['health-profile']).toEqual(['goals']);
    expect(validated.visitedNodes['health-profile']).toEqual(['goals']);
  });

  it.each<[string, string[] | undefined, string[], string[]]>([
    [
      'keeps the questions this walk gave and still holds',
      ['goals', 'important-goal'],
      ['goals', 'important-goal', 'dob'],
      ['goals', 'important-goal'],
    ],
    ['drops those it no longer holds', ['goals'], ['goals', 'important-goal'], ['goals']],
    ['keeps none when the walk holds none', undefined, ['goals'], []],
  ])('completing %s', (_case, held, given, kept) => {
    const state = deepFreeze<SurveyState>({
      ...opened(),
      answered: held === undefined ? {} : { 'health-profile': held },
      givenInWalk: { 'health-profile': given, recommendations: ['goals'] },
    });
    const completed = completeFlow(state, 'health-profile');
    expect(completed.givenInWalk).toEqual({ 'health-profile': kept, recommendations: ['goals'] });
    expect(completed.completedSurveyFlows).toEqual(['health-profile']);
    expect(completeFlow(completed, 'health-profile').completedSurveyFlows).toEqual(['health-profile']);
    expect(isFrozenThrough(completed)).toBe(true);
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
