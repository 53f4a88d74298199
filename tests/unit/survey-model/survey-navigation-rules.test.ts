import { describe, expect, it } from 'vitest';
import { healthSurveyV12Fixture as survey } from '../../fixtures/surveys/fixture-surveys';
import { walkFlow } from '../../../src/survey/model/survey-graph';
import {
  answerQuestion,
  completeFlow,
  currentNode,
  goBack,
  isFlowComplete,
  progress,
  startFlow,
  validateFlow,
} from '../../../src/survey/model/survey-navigation';
import { hasValue, initialSurveyState, type AnswerValue, type SurveyState } from '../../../src/survey/model/survey-state';

const FLOW = 'recommendations';

function walk(answers: ReadonlyArray<[string, AnswerValue]>, flow = FLOW): SurveyState {
  let state = startFlow(initialSurveyState(survey), survey, flow);
  for (const [id, value] of answers) state = answerQuestion(state, survey, flow, id, value).state;
  return state;
}

describe('opening a flow', () => {
  it.each([
    ['recommendations', 'name'],
    ['health-check', 'goals'],
    ['additional-questions', 'waist-circumference'],
  ])('a new %s flow opens at its first question %s', (flow, first) => {
    const state = startFlow(initialSurveyState(survey), survey, flow);
    expect(state.visitedNodes[flow]).toEqual([first]);
    expect(state.lastQuestionSeen).toBe(first);
  });

  it('a begun flow reopens where the person left it, and another flow keeps its own place', () => {
    const begun = walk([
      ['name', 'Ana'],
      ['goals', ['energy']],
    ]);
    const reopened = startFlow(begun, survey, FLOW);
    expect(reopened.visitedNodes[FLOW]).toEqual(['name', 'goals', 'why-goal']);
    expect(reopened.lastQuestionSeen).toBe('why-goal');
    const other = startFlow(reopened, survey, 'health-check');
    expect(other.visitedNodes[FLOW]).toEqual(['name', 'goals', 'why-goal']);
    expect(currentNode(other, 'health-check')).toBe('goals');
    expect(startFlow({ ...begun, visitedNodes: { [FLOW]: [] } }, survey, FLOW).visitedNodes[FLOW]).toEqual(['name']);
  });
});

describe('answering', () => {
  it.each<[string, AnswerValue, boolean]>([
    ['a text', 'Ana', true],
    ['a blank text', '  ', false],
    ['no choice', [], false],
    ['null', null, false],
  ])('%s is recorded, and listed as answered only with a value', (_, value, listed) => {
    const { state, next } = answerQuestion(startFlow(initialSurveyState(survey), survey, FLOW), survey, FLOW, 'name', value);
    expect(state.answers.name).toEqual(value);
    expect(state.answered[FLOW] ?? []).toEqual(listed ? ['name'] : []);
    expect(next).toBe('goals');
    expect(state.lastQuestionSeen).toBe('goals');
  });

  it('answering the same again keeps the answers that depend on it', () => {
    const state = walk([
      ['name', 'Ana'],
      ['goals', ['energy', 'mood']],
      ['important-goal', ['mood']],
    ]);
    const again = answerQuestion(state, survey, FLOW, 'goals', ['energy', 'mood']).state;
    expect(again.answers['important-goal']).toEqual(['mood']);
    expect(again.answered[FLOW]).toEqual(['name', 'important-goal', 'goals']);
    expect(again.visitedNodes[FLOW]).toEqual(['name', 'goals', 'important-goal']);
  });

  it('a changed answer clears its dependents from the answers and the answered list, and cuts the path there', () => {
    const state = walk([
      ['name', 'Ana'],
      ['goals', ['energy', 'mood']],
      ['important-goal', ['mood']],
      ['why-goal', 'x'],
    ]);
    const changed = answerQuestion(state, survey, FLOW, 'goals', ['energy']).state;
    expect(changed.answers).not.toHaveProperty('important-goal');
    expect(changed.answers['why-goal']).toBe('x');
    expect(changed.answered[FLOW]).toEqual(['name', 'why-goal', 'goals']);
    expect(changed.visitedNodes[FLOW]).toEqual(['name', 'goals', 'why-goal']);
  });

  it('an answer in a flow not opened yet starts its path at that question', () => {
    const { state } = answerQuestion(initialSurveyState(survey), survey, FLOW, 'name', 'Ana');
    expect(state.visitedNodes[FLOW]).toEqual(['name', 'goals']);
  });

  it('the last question leads to the end without adding a step', () => {
    const { state, next } = answerQuestion(walk([]), survey, FLOW, 'recommendations-intent', 'recommendations');
    expect(next).toBe('end');
    expect(state.visitedNodes[FLOW]).toEqual(['name', 'recommendations-intent']);
    expect(state.lastQuestionSeen).toBe('recommendations-intent');
  });
});

describe('what counts as answered', () => {
  it.each<[string, AnswerValue | undefined, boolean]>([
    ['nothing', undefined, false],
    ['null', null, false],
    ['text', 'Ana', true],
    ['blank text', ' \t', false],
    ['zero', 0, true],
    ['no (false)', false, true],
    ['a choice', ['energy'], true],
    ['no choice', [], false],
    ['height and weight', { height: 170, weight: 70, heightUnit: 'metric', weightUnit: 'metric' }, true],
    ['height only', { height: 170, weight: null, heightUnit: 'metric', weightUnit: 'metric' }, true],
    ['weight only', { height: null, weight: 70, heightUnit: 'imperial', weightUnit: 'imperial' }, true],
    ['neither height nor weight', { height: null, weight: null, heightUnit: 'metric', weightUnit: 'metric' }, false],
  ])('%s: %s', (_, value, expected) => {
    expect(hasValue(value)).toBe(expected);
  });
});

describe('going back', () => {
  it('steps back one question and keeps the answer', () => {
    const state = goBack(
      walk([
        ['name', 'Ana'],
        ['goals', ['energy']],
      ]),
      FLOW,
    );
    expect(currentNode(state, FLOW)).toBe('goals');
    expect(state.lastQuestionSeen).toBe('goals');
    expect(state.answers.goals).toEqual(['energy']);
  });

  it('stays on the first question', () => {
    const state = goBack(walk([]), FLOW);
    expect(state.visitedNodes[FLOW]).toEqual(['name']);
    expect(state.lastQuestionSeen).toBe('name');
    expect(goBack(initialSurveyState(survey), FLOW).lastQuestionSeen).toBe('name');
  });
});

describe('validating a flow', () => {
  it('trims the walked path at the first question off the path, and the answered list to the path', () => {
    const state = walk([
      ['name', 'Ana'],
      ['goals', ['energy', 'mood']],
      ['important-goal', ['mood']],
      ['why-goal', 'x'],
    ]);
    const dropped: SurveyState = { ...state, answers: { ...state.answers, goals: ['energy'] } };
    const valid = validateFlow(dropped, survey, FLOW);
    expect(valid.visitedNodes[FLOW]).toEqual(['name', 'goals']);
    expect(valid.answered[FLOW]).toEqual(['name', 'goals', 'why-goal']);
    expect(valid.answers).not.toHaveProperty('important-goal');
  });

  it('keeps at least the first question when the path changes from the start', () => {
    const state: SurveyState = { ...walk([]), visitedNodes: { [FLOW]: ['important-goal', 'why-goal'] } };
    expect(validateFlow(state, survey, FLOW).visitedNodes[FLOW]).toEqual(['important-goal']);
  });

  it('leaves a flow not opened yet unopened', () => {
    const valid = validateFlow(initialSurveyState(survey), survey, FLOW);
    expect(valid.visitedNodes).toEqual({});
    expect(valid.answered[FLOW]).toEqual([]);
  });

  it('leaves a path that is all on the path, and other flows’ questions, alone', () => {
    const state = walk([
      ['name', 'Ana'],
      ['goals', ['energy']],
    ]);
    const withOther: SurveyState = { ...state, answers: { ...state.answers, 'diet-grains': ['oats'] } };
    const valid = validateFlow(withOther, survey, FLOW);
    expect(valid.visitedNodes[FLOW]).toEqual(['name', 'goals', 'why-goal']);
    expect(valid.answers['diet-grains']).toEqual(['oats']);
  });
});

describe('completion and progress', () => {
  it('a flow is complete once, whatever the number of times it is completed', () => {
    const state = completeFlow(completeFlow(walk([]), FLOW), FLOW);
    expect(state.completedSurveyFlows).toEqual([FLOW]);
    expect(isFlowComplete(state, FLOW)).toBe(true);
    expect(isFlowComplete(state, 'health-check')).toBe(false);
  });

  it.each<[string, ReadonlyArray<[string, AnswerValue]>, number]>([
    ['the first question', [], 0],
    ['the second of 11', [['name', 'Ana']], 9],
    [
      'the third of 11',
      [
        ['name', 'Ana'],
        ['goals', ['energy']],
      ],
      18,
    ],
    [
      'the fourth of 12, with important-goal',
      [
        ['name', 'Ana'],
        ['goals', ['energy', 'mood']],
        ['important-goal', ['mood']],
      ],
      25,
    ],
  ])('at %s', (_, answers, percent) => {
    const state = walk(answers);
    expect(progress(state, survey, FLOW)).toBe(percent);
    expect(percent).toBe(Math.round((((state.visitedNodes[FLOW]?.length ?? 1) - 1) / walkFlow(survey, FLOW, state.answers).length) * 100));
  });

  it('is 100 once complete, and 0 before the flow is opened or off its path', () => {
    expect(progress(completeFlow(walk([]), FLOW), survey, FLOW)).toBe(100);
    expect(progress(initialSurveyState(survey), survey, FLOW)).toBe(0);
    expect(progress({ ...walk([]), visitedNodes: { [FLOW]: ['diet-grains'] } }, survey, FLOW)).toBe(0);
  });
});
