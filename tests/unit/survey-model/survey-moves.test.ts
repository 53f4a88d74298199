import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { healthSurveyV12Fixture as survey } from '../../fixtures/surveys/fixture-surveys';
import { END, walkFlow } from '../../../src/survey/model/survey-graph';
import {
  answerQuestion,
  completeFlow,
  currentNode,
  flowRecap,
  goBack,
  goTo,
  nextUnanswered,
  questionNumber,
  startFlow,
} from '../../../src/survey/model/survey-navigation';
import { initialSurveyState, type AnswerValue, type SurveyState } from '../../../src/survey/model/survey-state';

const FLOW = 'recommendations';
const ANSWERS: ReadonlyArray<[string, AnswerValue]> = [
  ['name', 'Ana'],
  ['goals', ['energy', 'sleep']],
  ['important-goal', ['sleep']],
  ['why-goal', ''],
  ['dob', '1985-04-12'],
  ['sex', 'F'],
];

function answered(count: number, flow = FLOW): SurveyState {
  let state = startFlow(initialSurveyState(survey), survey, flow);
  for (const [id, value] of ANSWERS.slice(0, count)) state = answerQuestion(state, survey, flow, id, value).state;
  return state;
}

// Issue 11, item 14 (SPEC section 4: questions are numbered): the number is the place on the path walked.
describe('question numbers', () => {
  it.each<[number, string, number]>([
    [0, 'name', 1],
    [1, 'goals', 2],
    [2, 'important-goal', 3],
    [3, 'why-goal', 4],
    [6, 'sex', 6],
  ])('after %i answers, %s is question %i', (count, nodeId, number) => {
    expect(questionNumber(answered(count), survey, FLOW, nodeId)).toBe(number);
  });

  it('a question the answers skip has no number, and later ones move up', () => {
    const oneGoal = answerQuestion(answered(1), survey, FLOW, 'goals', ['energy']).state;
    expect(questionNumber(oneGoal, survey, FLOW, 'important-goal')).toBe(0);
    expect(questionNumber(oneGoal, survey, FLOW, 'why-goal')).toBe(3);
  });
});

// Issue 11, items 15 and 16: Back, Forward and the recap's links open a question only when the answers lead there.
describe('moving to a question', () => {
  it.each<[string, number, string, string | null]>([
    ['back to an answered question', 4, 'goals', 'goals'],
    ['back to the first question', 4, 'name', 'name'],
    ['forward to the question on screen', 4, 'dob', 'dob'],
    ['forward past an unanswered question', 2, 'why-goal', null],
    ['a question the answers skip', 4, 'health-conditions', null],
    ['a question of another flow', 4, 'diet-grains', null],
    ['a question not in the survey', 4, 'nope', null],
  ])('%s', (_, count, nodeId, expected) => {
    const moved = goTo(answered(count), survey, FLOW, nodeId);
    expect(moved === null ? null : currentNode(moved, FLOW)).toBe(expected);
    if (moved) expect(moved.lastQuestionSeen).toBe(nodeId);
  });

  it('a blank optional answer does not block the way forward', () => {
    expect(goTo(answered(5), survey, FLOW, 'sex')?.visitedNodes[FLOW]).toEqual([
      'name',
      'goals',
      'important-goal',
      'why-goal',
      'dob',
      'sex',
    ]);
  });

  it('keeps every answer when moving (property: Back then Forward returns to the same state)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: ANSWERS.length }), fc.nat(), (count, pick) => {
        const state = answered(count);
        const visited = state.visitedNodes[FLOW] ?? [];
        const target = visited[pick % visited.length] ?? 'name';
        const there = goTo(state, survey, FLOW, target);
        expect(there?.answers).toEqual(state.answers);
        expect(there?.visitedNodes[FLOW]).toEqual(visited.slice(0, visited.indexOf(target) + 1));
        const back = there && goTo(there, survey, FLOW, currentNode(state, FLOW) ?? '');
        expect(back?.visitedNodes[FLOW]).toEqual(visited);
      }),
    );
  });

  it('going to the previous question is the same as Back', () => {
    for (let count = 1; count <= ANSWERS.length; count += 1) {
      const state = answered(count);
      const visited = state.visitedNodes[FLOW] ?? [];
      expect(goTo(state, survey, FLOW, visited.at(-2) ?? '')?.visitedNodes).toEqual(goBack(state, FLOW).visitedNodes);
    }
  });
});

describe('changing an answer from a finished flow', () => {
  const finished = (): SurveyState => {
    let state = startFlow(initialSurveyState(survey), survey, FLOW);
    for (const id of walkFlow(survey, FLOW, { goals: ['energy'] }))
      state = answerQuestion(state, survey, FLOW, id, id === 'goals' ? ['energy'] : 'x').state;
    return completeFlow(state, FLOW);
  };

  it('goes back to the recap when nothing new opens', () => {
    const state = answerQuestion(finished(), survey, FLOW, 'name', 'Bea').state;
    expect(nextUnanswered(state, survey, FLOW, 'name')).toBe(END);
  });

  it('goes to a question the change opened', () => {
    const state = answerQuestion(finished(), survey, FLOW, 'goals', ['energy', 'mood']).state;
    expect(nextUnanswered(state, survey, FLOW, 'goals')).toBe('important-goal');
  });

  it('looks for a new question only after the changed one', () => {
    const { name: _, ...withoutName } = finished().answers;
    const state = answerQuestion({ ...finished(), answers: withoutName }, survey, FLOW, 'goals', ['energy', 'mood']).state;
    expect(nextUnanswered(state, survey, FLOW, 'goals')).toBe('important-goal');
  });

  it('never opens a question the answers skip, though every question on the path is answered', () => {
    expect(goTo(finished(), survey, FLOW, 'important-goal')).toBeNull();
  });

  it('lists every question on the path with its number and answer', () => {
    const recap = flowRecap(finished(), survey, FLOW);
    expect(recap.map((entry) => entry.nodeId)).toEqual(walkFlow(survey, FLOW, { goals: ['energy'] }));
    expect(recap.map((entry) => entry.number)).toEqual(recap.map((_, index) => index + 1));
    expect(recap[1]).toEqual({ nodeId: 'goals', number: 2, value: ['energy'] });
    expect(flowRecap(answered(0), survey, FLOW)[0]).toEqual({ nodeId: 'name', number: 1, value: null });
  });

  it('every recap link opens its question', () => {
    const state = finished();
    for (const entry of flowRecap(state, survey, FLOW))
      expect(currentNode(goTo(state, survey, FLOW, entry.nodeId) ?? state, FLOW)).toBe(entry.nodeId);
  });
});
