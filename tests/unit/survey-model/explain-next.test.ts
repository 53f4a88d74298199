import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Condition } from '../../../src/engine/conditions/condition';
import type { ConditionCheck } from '../../../src/engine/conditions/condition-values';
import type { Node, SurveyConfig } from '../../../src/generated/config-types.gen';
import { healthSurveyV12Fixture as healthSurveyV12 } from '../../fixtures/surveys/fixture-surveys';
import { END, explainNext, nextNode, type NextExplanation } from '../../../src/survey/model/survey-graph';
import type { Answers } from '../../../src/survey/model/survey-state';

const question = (extra: Partial<Node> = {}): Node => ({ template: 'text', title: 'A question', ...extra });
const isLeft = { '==': [{ var: 'answers.a' }, 'left'] };
const isRight = { '==': [{ var: 'answers.a' }, 'right'] };

/** Every way a `next` can be written: the flow's order, a fixed next, branches, a default branch, a flow override. */
const survey: SurveyConfig = {
  version: 'test',
  status: 'draft',
  flowLengths: {},
  startNode: 'a',
  intents: {},
  nodes: {
    a: question(),
    b: question({
      next: [
        { when: isLeft, to: 'c' },
        { when: isRight, to: 'd' },
      ],
    }),
    c: question({ next: 'e' }),
    d: question({ next: [{ when: isRight, to: 'e' }, { to: 'c' }] }),
    e: question(),
  },
  flows: {
    main: { title: 'Main', nodes: ['a', 'b', 'c', 'd', 'e'] },
    overridden: { title: 'Overridden', nodes: ['a', 'b', 'c', 'e'], next: { b: [{ when: isLeft, to: 'e' }], c: 'a' } },
  },
};

const check = (condition: Condition | undefined, holds: boolean, values: { name: string; value: unknown }[]): ConditionCheck => ({
  condition,
  holds,
  values,
});

describe('why a flow goes where it goes', () => {
  it.each<[string, string, string, Answers, NextExplanation]>([
    ['no next: the flow order', 'main', 'a', {}, { to: 'b', source: 'order', branches: [], taken: undefined }],
    ['no next after the last node: the end', 'main', 'e', {}, { to: END, source: 'order', branches: [], taken: undefined }],
    ['a fixed next', 'main', 'c', {}, { to: 'e', source: 'node', branches: [], taken: undefined }],
    [
      'the first branch holds: later ones are not checked',
      'main',
      'b',
      { a: 'left' },
      {
        to: 'c',
        source: 'node',
        branches: [{ index: 0, to: 'c', check: check(isLeft, true, [{ name: 'answers.a', value: 'left' }]) }],
        taken: 0,
      },
    ],
    [
      'a later branch holds: the earlier one is listed as not holding',
      'main',
      'b',
      { a: 'right' },
      {
        to: 'd',
        source: 'node',
        taken: 1,
        branches: [
          { index: 0, to: 'c', check: check(isLeft, false, [{ name: 'answers.a', value: 'right' }]) },
          { index: 1, to: 'd', check: check(isRight, true, [{ name: 'answers.a', value: 'right' }]) },
        ],
      },
    ],
    [
      'no branch holds: the end, every branch listed, the unanswered value null',
      'main',
      'b',
      {},
      {
        to: END,
        source: 'node',
        taken: undefined,
        branches: [
          { index: 0, to: 'c', check: check(isLeft, false, [{ name: 'answers.a', value: null }]) },
          { index: 1, to: 'd', check: check(isRight, false, [{ name: 'answers.a', value: null }]) },
        ],
      },
    ],
    [
      'a branch without a condition always holds and reads nothing',
      'main',
      'd',
      { a: 'left' },
      {
        to: 'c',
        source: 'node',
        taken: 1,
        branches: [
          { index: 0, to: 'e', check: check(isRight, false, [{ name: 'answers.a', value: 'left' }]) },
          { index: 1, to: 'c', check: check(undefined, true, []) },
        ],
      },
    ],
    [
      'the flow’s branches override the node’s',
      'overridden',
      'b',
      { a: 'left' },
      {
        to: 'e',
        source: 'flow',
        branches: [{ index: 0, to: 'e', check: check(isLeft, true, [{ name: 'answers.a', value: 'left' }]) }],
        taken: 0,
      },
    ],
    ['the flow’s fixed next overrides the node’s', 'overridden', 'c', {}, { to: 'a', source: 'flow', branches: [], taken: undefined }],
    [
      'a node without a flow rule falls back to its own',
      'overridden',
      'a',
      {},
      { to: 'b', source: 'order', branches: [], taken: undefined },
    ],
  ])('%s', (_, flow, nodeId, answers, expected) => {
    expect(explainNext(survey, flow, nodeId, answers)).toEqual(expected);
  });
});

describe('the health survey’s goals branch (v12)', () => {
  const goalsRule = { '>=': [{ var: 'answers.goals.length' }, { var: 'constants.importantGoalMinGoals' }] };
  it.each<[string, readonly string[], string, number]>([
    ['two goals ask which matters most', ['energy', 'sleep'], 'important-goal', 0],
    ['one goal asks why it matters', ['energy'], 'why-goal', 1],
  ])('%s', (_, goals, to, taken) => {
    const explained = explainNext(healthSurveyV12, 'recommendations', 'goals', { goals });
    expect(explained).toMatchObject({ to, source: 'flow', taken });
    expect(explained.branches[0]?.check).toEqual(
      check(goalsRule, taken === 0, [
        { name: 'answers.goals.length', value: goals.length },
        { name: 'constants.importantGoalMinGoals', value: 2 },
      ]),
    );
  });
});

describe('the explanation and the engine never disagree', () => {
  const answer = fc.oneof(fc.constant(undefined), fc.constantFrom('left', 'right', 'other'));
  it('nextNode goes where explainNext says, and the branch taken is the last one checked and the only one that held', () => {
    fc.assert(
      fc.property(fc.constantFrom('main', 'overridden'), fc.constantFrom('a', 'b', 'c', 'd', 'e'), answer, (flow, nodeId, a) => {
        const answers: Answers = a === undefined ? {} : { a };
        const explained = explainNext(survey, flow, nodeId, answers);
        expect(nextNode(survey, flow, nodeId, answers)).toBe(explained.to);
        expect(explained.branches.filter((branch) => branch.check.holds).map((branch) => branch.index)).toEqual(
          explained.taken === undefined ? [] : [explained.taken],
        );
        if (explained.taken !== undefined) expect(explained.branches.at(-1)?.index).toBe(explained.taken);
      }),
    );
  });
});
