import { beforeAll, describe, expect, it } from 'vitest';
import type { SurveyConfig } from '../../../src/generated/config-types.gen';
import { walkFlow } from '../../../src/survey/model/survey-graph';
import { carryOverSurveyState, type DroppedAnswer } from '../../../src/survey/model/survey-migration';
import { loadOrCarrySurveyState, saveSurveyState, surveyStorageKey, type StorageLike } from '../../../src/survey/model/survey-persistence';
import { initialSurveyState, type AnswerValue, type SurveyState } from '../../../src/survey/model/survey-state';
import { acceptedAnswer, loadSurveyVersions } from './survey-versions-fixture';

const today = new Date('2026-01-15T12:00:00Z');
const DAY_MS = 86_400_000;

let v12: SurveyConfig;
let v13: SurveyConfig;
beforeAll(() => {
  ({ v12, v13 } = loadSurveyVersions());
}, 30_000);

/** A v12 state that walked `flow` answering every question up to (not including) `stopAt` with `answers` or an accepted answer. */
function walkedUpTo(flow: string, stopAt: string | null, answers: Record<string, AnswerValue> = {}): SurveyState {
  const state = initialSurveyState(v12);
  const visited: string[] = [];
  for (;;) {
    const path = walkFlow(v12, flow, state.answers);
    const next = path.find((id) => !Object.hasOwn(state.answers, id));
    if (next === undefined || next === stopAt) {
      visited.push(...path.slice(visited.length, next === undefined ? path.length : path.indexOf(next) + 1));
      break;
    }
    state.answers[next] = Object.hasOwn(answers, next) ? answers[next]! : acceptedAnswer(v12.nodes[next]!);
  }
  return {
    ...state,
    visitedNodes: { [flow]: visited },
    answered: { [flow]: Object.keys(state.answers) },
    lastQuestionSeen: visited.at(-1) ?? v12.startNode,
  };
}

function withAnswers(answers: Record<string, AnswerValue>): SurveyState {
  return { ...initialSurveyState(v12), answers };
}

describe('carrying one saved v12 answer into v13', () => {
  it.each<[string, string, AnswerValue, DroppedAnswer | null]>([
    ['a question v13 no longer asks', 'why-goal', 'To sleep better', { nodeId: 'why-goal', reason: 'question-removed' }],
    ['a choice still offered', 'ethnicity', 'white', null],
    ['a choice withdrawn', 'ethnicity', 'other', { nodeId: 'ethnicity', reason: 'choice-withdrawn' }],
    ['a number within the new bound', 'diet-fruit-veg', 15, null],
    [
      'a number past the new bound',
      'diet-fruit-veg',
      16,
      { nodeId: 'diet-fruit-veg', reason: 'fails-validation', message: 'Please enter a number from 0 to 15' },
    ],
    [
      'a blank answer to a question now required',
      'waist-circumference',
      null,
      { nodeId: 'waist-circumference', reason: 'fails-validation', message: 'Please answer this question' },
    ],
    ['an answer to a question now required', 'waist-circumference', 90, null],
    // A saved state does not say how it was asked: 7 is simply not one of v13's three choices.
    ['a rating where v13 asks a choice', 'rate-diet', 7, { nodeId: 'rate-diet', reason: 'choice-withdrawn' }],
    ['a blank answer to a question still optional', 'sleep-hours', null, null],
    ['goals unchanged', 'goals', ['energy', 'sleep'], null],
    ['height and weight unchanged', 'height-weight', { height: 168, weight: 61, heightUnit: 'metric', weightUnit: 'metric' }, null],
    ['a date of birth', 'dob', '1985-04-12', null],
    ['text where a number is asked (a hand-edited store)', 'diet-grains', 'lots', { nodeId: 'diet-grains', reason: 'answer-kind-changed' }],
    ['a list where one choice is asked', 'ethnicity', ['white'], { nodeId: 'ethnicity', reason: 'answer-kind-changed' }],
    ['a blank optional choice', 'ethnicity', null, null],
    ['a number where a choice of words is offered', 'ethnicity', 3, { nodeId: 'ethnicity', reason: 'choice-withdrawn' }],
    ['yes/no where a choice of words is offered', 'ethnicity', true, { nodeId: 'ethnicity', reason: 'choice-withdrawn' }],
    ['a name', 'name', 'Rosa', null],
    ['a number where a name is asked', 'name', 5, { nodeId: 'name', reason: 'answer-kind-changed' }],
    ['a number where a date is asked', 'dob', 19850412, { nodeId: 'dob', reason: 'answer-kind-changed' }],
    ['a rating on the scale', 'alcohol-intake', 7, null],
    ['a rating at the top of the scale', 'alcohol-intake', 10, null],
    ['a rating at the bottom of the scale', 'alcohol-intake', 1, null],
    ['a rating above the scale', 'alcohol-intake', 11, { nodeId: 'alcohol-intake', reason: 'answer-kind-changed' }],
    ['a rating below the scale', 'alcohol-intake', 0, { nodeId: 'alcohol-intake', reason: 'answer-kind-changed' }],
    ['a rating between points', 'alcohol-intake', 6.5, { nodeId: 'alcohol-intake', reason: 'answer-kind-changed' }],
    ['text where a rating is asked', 'alcohol-intake', '7', { nodeId: 'alcohol-intake', reason: 'answer-kind-changed' }],
    ['where to go next, still offered', 'recommendations-intent', 'additional-questions', null],
    [
      'where to go next, no longer offered',
      'recommendations-intent',
      'nowhere',
      { nodeId: 'recommendations-intent', reason: 'choice-withdrawn' },
    ],
    ['a goal no longer offered among others', 'goals', ['energy', 'time-travel'], { nodeId: 'goals', reason: 'choice-withdrawn' }],
    [
      'a list holding something that is not a choice',
      'goals',
      [{ energy: true }] as never,
      { nodeId: 'goals', reason: 'answer-kind-changed' },
    ],
    [
      'height and weight in stones and feet',
      'height-weight',
      { height: 180, weight: 80, heightUnit: 'imperial', weightUnit: 'imperial' },
      null,
    ],
    [
      'height without weight',
      'height-weight',
      { height: 180, weight: null, heightUnit: 'metric', weightUnit: 'metric' },
      { nodeId: 'height-weight', reason: 'fails-validation', message: 'Please enter a valid weight' },
    ],
    ['height and weight as a list', 'height-weight', [180, 80], { nodeId: 'height-weight', reason: 'answer-kind-changed' }],
    [
      'height as text',
      'height-weight',
      { height: '180', weight: 80, heightUnit: 'metric', weightUnit: 'metric' } as never,
      { nodeId: 'height-weight', reason: 'answer-kind-changed' },
    ],
    [
      'weight as text',
      'height-weight',
      { height: 180, weight: '80', heightUnit: 'metric', weightUnit: 'metric' } as never,
      { nodeId: 'height-weight', reason: 'answer-kind-changed' },
    ],
    [
      'an unknown height unit',
      'height-weight',
      { height: 180, weight: 80, heightUnit: 'metres', weightUnit: 'metric' } as never,
      { nodeId: 'height-weight', reason: 'answer-kind-changed' },
    ],
    [
      'no weight unit',
      'height-weight',
      { height: 180, weight: 80, heightUnit: 'metric' } as never,
      { nodeId: 'height-weight', reason: 'answer-kind-changed' },
    ],
    ['a number where height and weight are asked', 'height-weight', 180, { nodeId: 'height-weight', reason: 'answer-kind-changed' }],
  ])('%s: %s = %j', (_, nodeId, value, expected) => {
    const { state, carried, dropped } = carryOverSurveyState(withAnswers({ [nodeId]: value }), v13, today);
    expect(dropped.map((drop) => ({ ...drop, message: drop.message ?? undefined }))).toEqual(
      expected === null ? [] : [{ message: undefined, ...expected }],
    );
    expect(carried).toEqual(expected === null ? [nodeId] : []);
    expect(state.answers).toEqual(expected === null ? { [nodeId]: value } : {});
    expect(state.currentSurveyVersion).toBe('healthSurvey_v13');
  });

  it('an answer given with one that goes goes with it (dependsOn)', () => {
    const withoutQuit = structuredClone(v13);
    withoutQuit.nodes['smoking-category']!.answers = withoutQuit.nodes['smoking-category']!.answers!.filter(
      (answer) => answer.value !== 'quit',
    );
    const { carried, dropped } = carryOverSurveyState(
      withAnswers({
        'smoking-category': 'quit',
        'smoking-quit-time': withoutQuit.nodes['smoking-quit-time']!.answers![0]!.value,
        'sleep-hours': 7,
      }),
      withoutQuit,
      today,
    );
    expect(dropped).toEqual([
      { nodeId: 'smoking-category', reason: 'choice-withdrawn' },
      { nodeId: 'smoking-quit-time', reason: 'depends-on-dropped' },
    ]);
    expect(carried).toEqual(['sleep-hours']);
  });

  it('an important goal is judged against the goals carried with it', () => {
    const { carried } = carryOverSurveyState(withAnswers({ 'important-goal': ['energy'], goals: ['energy', 'sleep'] }), v13, today);
    expect(carried.sort()).toEqual(['goals', 'important-goal']);
    const { dropped } = carryOverSurveyState(withAnswers({ 'important-goal': ['fitness'], goals: ['energy', 'sleep'] }), v13, today);
    expect(dropped).toEqual([{ nodeId: 'important-goal', reason: 'choice-withdrawn' }]);
  });
});

describe('where a person carries on in v13', () => {
  it('at the question whose answer was dropped, when every question before it is still answered', () => {
    const saved = walkedUpTo('health-check', 'alcohol-intake');
    expect(saved.lastQuestionSeen).toBe('alcohol-intake');
    const { state } = carryOverSurveyState(saved, v13, today);
    expect(state.lastQuestionSeen).toBe('rate-diet');
    expect(state.visitedNodes['health-check']).toEqual(
      walkFlow(v13, 'health-check', state.answers).slice(0, walkFlow(v13, 'health-check', state.answers).indexOf('rate-diet') + 1),
    );
    expect(state.answered['health-check']).not.toContain('rate-diet');
  });

  it('where they were, when nothing they answered was dropped', () => {
    const saved = walkedUpTo('health-check', 'diet-grains');
    const { state, dropped } = carryOverSurveyState(saved, v13, today);
    expect(dropped).toEqual([]);
    expect(state.lastQuestionSeen).toBe('diet-grains');
    expect(state.visitedNodes).toEqual(saved.visitedNodes);
    expect(state.answered).toEqual(saved.answered);
  });

  it('a finished flow that now asks a new question is open again at that question', () => {
    const saved = { ...walkedUpTo('recommendations', null, { goals: ['energy'] }), completedSurveyFlows: ['recommendations'] };
    expect(saved.visitedNodes.recommendations).toContain('why-goal');
    const { state } = carryOverSurveyState(saved, v13, today);
    expect(state.completedSurveyFlows).toEqual([]);
    expect(state.lastQuestionSeen).toBe('goal-timescale');
    expect(state.visitedNodes.recommendations).toEqual(['name', 'goals', 'goal-timescale']);
  });

  it('a version with the same questions keeps every answer, every path and every finished flow', () => {
    const same = { ...structuredClone(v12), version: 'healthSurvey_v12a' };
    const saved = {
      ...walkedUpTo('recommendations', null, { goals: ['energy', 'sleep'], 'important-goal': ['energy'] }),
      completedSurveyFlows: ['recommendations'],
    };
    const { state, dropped } = carryOverSurveyState(saved, same, today);
    expect(dropped).toEqual([]);
    expect(state).toEqual({ ...saved, currentSurveyVersion: 'healthSurvey_v12a' });
  });

  it('in the flow they were in, when they had begun several', () => {
    const finished = walkedUpTo('recommendations', null, { goals: ['energy', 'sleep'], 'important-goal': ['energy'] });
    const inProgress = walkedUpTo('health-check', 'diet-grains', finished.answers);
    const saved: SurveyState = {
      ...inProgress,
      answers: { ...finished.answers, ...inProgress.answers },
      visitedNodes: { 'health-check': inProgress.visitedNodes['health-check']!, recommendations: finished.visitedNodes.recommendations! },
      answered: { ...finished.answered, ...inProgress.answered },
      completedSurveyFlows: ['recommendations'],
    };
    const { state } = carryOverSurveyState(saved, v13, today);
    expect(state.lastQuestionSeen).toBe('diet-grains');
    expect(Object.keys(state.visitedNodes).sort()).toEqual(['health-check', 'recommendations']);
    expect(state.visitedNodes.recommendations!.at(-1)).toBe('goal-timescale');
  });

  it('a finished flow keeps its recap even without a walked path', () => {
    const answers = walkedUpTo('recommendations', null, { goals: ['energy', 'sleep'], 'important-goal': ['energy'] }).answers;
    const same = { ...structuredClone(v12), version: 'healthSurvey_v12a' };
    const { state } = carryOverSurveyState({ ...withAnswers(answers), completedSurveyFlows: ['recommendations'] }, same, today);
    expect(state.completedSurveyFlows).toEqual(['recommendations']);
    expect(state.visitedNodes.recommendations).toEqual(walkFlow(same, 'recommendations', answers));
    expect(state.lastQuestionSeen).toBe(v12.startNode);
  });

  it('someone who had not begun starts at the start', () => {
    const { state } = carryOverSurveyState(initialSurveyState(v12), v13, today);
    expect(state).toEqual({ ...initialSurveyState(v13) });
  });
});

function memoryStorage(entries: Record<string, string> = {}): StorageLike & { entries: Record<string, string> } {
  return {
    entries,
    getItem: (key) => entries[key] ?? null,
    setItem: (key, value) => {
      entries[key] = value;
    },
    removeItem: (key) => {
      delete entries[key];
    },
    keys: () => Object.keys(entries),
  };
}

describe('resuming from browser storage', () => {
  const now = today.getTime();
  const maxAge = 30 * DAY_MS;

  it('v12 as SPEC says: a saved state of another version is not read, and is left as it is', () => {
    const storage = memoryStorage();
    saveSurveyState(storage, 'u1', { ...initialSurveyState(v13), answers: { 'sleep-hours': 7 } }, now);
    const before = { ...storage.entries };
    expect(loadOrCarrySurveyState(storage, 'u1', v12, now, maxAge)).toBeNull();
    expect(storage.entries).toEqual(before);
  });

  it('v13 carries a v12 state over, saves it as v13 and removes the v12 one', () => {
    const storage = memoryStorage();
    saveSurveyState(storage, 'u1', withAnswers({ 'sleep-hours': 7, 'rate-diet': 4 }), now - DAY_MS);
    const state = loadOrCarrySurveyState(storage, 'u1', v13, now, maxAge);
    expect(state?.answers).toEqual({ 'sleep-hours': 7 });
    expect(Object.keys(storage.entries)).toEqual([surveyStorageKey('u1', 'healthSurvey_v13')]);
    expect(loadOrCarrySurveyState(storage, 'u1', v13, now, maxAge)).toEqual(state);
  });

  it('v13 prefers its own saved state, and never reads another person’s', () => {
    const storage = memoryStorage();
    saveSurveyState(storage, 'u1', withAnswers({ 'sleep-hours': 7 }), now);
    saveSurveyState(storage, 'u1', { ...initialSurveyState(v13), answers: { 'sleep-hours': 8 } }, now);
    saveSurveyState(storage, 'u2', withAnswers({ 'sleep-hours': 9 }), now);
    expect(loadOrCarrySurveyState(storage, 'u1', v13, now, maxAge)?.answers).toEqual({ 'sleep-hours': 8 });
    expect(loadOrCarrySurveyState(storage, 'u3', v13, now, maxAge)).toBeNull();
  });

  it('an expired v12 state is not carried over', () => {
    const storage = memoryStorage();
    saveSurveyState(storage, 'u1', withAnswers({ 'sleep-hours': 7 }), now - maxAge - 1);
    expect(loadOrCarrySurveyState(storage, 'u1', v13, now, maxAge)).toBeNull();
    expect(storage.entries).toEqual({});
  });
});
