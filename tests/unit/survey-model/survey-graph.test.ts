import { describe, expect, it } from 'vitest';
import type { Node, SurveyConfig } from '../../../src/generated/config-types.gen';
import { END, UnknownFlowError, dependentsOf, flowOf, nextNode, walkFlow } from '../../../src/survey/model/survey-graph';
import type { Answers } from '../../../src/survey/model/survey-state';

const question = (extra: Partial<Node> = {}): Node => ({ template: 'text', title: 'A question', ...extra });

/**
 * A small survey with every kind of step: the flow's own order, a node's fixed next, branches with and without a
 * default, a step outside the flow, a loop, and answers that depend on others.
 */
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
        { when: { '==': [{ var: 'answers.a' }, 'left'] }, to: 'c' },
        { when: { '==': [{ var: 'answers.a' }, 'right'] }, to: 'd' },
      ],
    }),
    c: question({ next: 'e', dependsOn: ['a'] }),
    d: question({ next: [{ when: { '==': [{ var: 'answers.d' }, 'again'] }, to: 'b' }, { to: 'e' }], dependsOn: ['c'] }),
    e: question({ dependsOn: ['d', 'c'] }),
    outside: question(),
  },
  flows: {
    main: { title: 'Main', nodes: ['a', 'b', 'c', 'd', 'e'] },
    overridden: { title: 'Overridden', nodes: ['a', 'b', 'e'], next: { a: 'e' } },
    leaving: { title: 'Leaving', nodes: ['a', 'c'], next: { a: 'outside' } },
  },
};

describe('where a flow goes next', () => {
  it.each<[string, string, Answers, string, string]>([
    ['main', 'a', {}, 'b', 'no next: the flow’s next question'],
    ['main', 'e', {}, END, 'no next after the flow’s last question: the end'],
    ['main', 'c', {}, 'e', 'a fixed next'],
    ['main', 'b', { a: 'left' }, 'c', 'the first branch that holds'],
    ['main', 'b', { a: 'right' }, 'd', 'a later branch that holds'],
    ['main', 'b', {}, END, 'no branch holds: the end'],
    ['main', 'd', {}, 'e', 'a branch without a condition always holds'],
    ['overridden', 'a', {}, 'e', 'the flow’s own next wins over the node’s'],
    ['overridden', 'b', { a: 'left' }, 'c', 'a node the flow does not override keeps its branches'],
  ])('%s, after %s with %j: %s (%s)', (flow, from, answers, expected) => {
    expect(nextNode(survey, flow, from, answers)).toBe(expected);
  });
});

describe('the path the answers walk', () => {
  it.each<[string, Answers, string[], string]>([
    ['main', { a: 'left' }, ['a', 'b', 'c', 'e'], 'through a branch to the end'],
    ['main', { a: 'right' }, ['a', 'b', 'd', 'e'], 'through another branch'],
    ['main', {}, ['a', 'b'], 'up to a question whose branches all fail'],
    ['main', { a: 'right', d: 'again' }, ['a', 'b', 'd'], 'a loop back to a question already on the path stops there'],
    ['overridden', {}, ['a', 'e'], 'skipping what the flow’s own next jumps over'],
    ['leaving', {}, ['a'], 'a step to a question outside the flow stops there'],
  ])('%s with %j: %j (%s)', (flow, answers, expected) => {
    expect(walkFlow(survey, flow, answers)).toEqual(expected);
    // Frozen answers (every state immer makes) are walked once and remembered: the same path, asked twice.
    const frozen = Object.freeze({ ...answers });
    expect(walkFlow(survey, flow, frozen)).toEqual(expected);
    expect(walkFlow(survey, flow, frozen)).toEqual(expected);
  });

  it('a remembered walk is not changed by what a caller does with the path it was given', () => {
    const answers = Object.freeze({ a: 'left' });
    walkFlow(survey, 'main', answers).push('x');
    walkFlow(survey, 'main', answers).splice(0, 2);
    expect(walkFlow(survey, 'main', answers)).toEqual(['a', 'b', 'c', 'e']);
  });

  it('a walk is remembered per flow and per answers object, never across them', () => {
    const answers = Object.freeze({ a: 'left' });
    expect(walkFlow(survey, 'main', answers)).toEqual(['a', 'b', 'c', 'e']);
    expect(walkFlow(survey, 'overridden', answers)).toEqual(['a', 'e']);
    expect(walkFlow(survey, 'main', Object.freeze({ a: 'right' }))).toEqual(['a', 'b', 'd', 'e']);
    expect(walkFlow({ ...survey, flows: { ...survey.flows, main: { title: 'Main', nodes: ['a', 'e'] } } }, 'main', answers)).toEqual([
      'a',
      'e',
    ]);
  });

  it('branches read the constants they are given (another revision’s, for config:diff), else config/app.yaml’s', () => {
    const counted: SurveyConfig = {
      ...survey,
      nodes: {
        ...survey.nodes,
        b: question({
          next: [{ when: { '>=': [{ var: 'answers.a.length' }, { var: 'constants.importantGoalMinGoals' }] }, to: 'c' }, { to: 'e' }],
        }),
      },
    };
    const answers = { a: ['one'] };
    // config/app.yaml asks for two goals before the important-goal question.
    expect(walkFlow(counted, 'main', answers)).toEqual(['a', 'b', 'e']);
    expect(walkFlow(counted, 'main', answers, { importantGoalMinGoals: 1 })).toEqual(['a', 'b', 'c', 'e']);
    // A walk remembered with config/app.yaml's constants is not the answer for another revision's.
    const frozen = Object.freeze({ a: ['one'] });
    expect(walkFlow(counted, 'main', frozen)).toEqual(['a', 'b', 'e']);
    expect(walkFlow(counted, 'main', frozen, { importantGoalMinGoals: 1 })).toEqual(['a', 'b', 'c', 'e']);
    expect(nextNode(counted, 'main', 'b', answers, { importantGoalMinGoals: 1 })).toBe('c');
  });

  it('an unknown flow is an error that names it', () => {
    expect(() => flowOf(survey, 'nope')).toThrow(new UnknownFlowError('unknown survey flow "nope"'));
    expect(() => walkFlow(survey, 'nope', {})).toThrow(UnknownFlowError);
  });
});

describe('the answers that depend on an answer (cleared when it changes)', () => {
  it.each<[string, string[], string]>([
    ['a', ['c', 'd', 'e'], 'directly and through others'],
    ['c', ['d', 'e'], 'only those downstream'],
    ['e', [], 'none'],
    ['nope', [], 'an unknown question has none'],
  ])('%s: %j (%s)', (id, expected) => {
    expect([...dependentsOf(survey, id)].sort()).toEqual(expected);
  });
});
