import { describe, expect, it } from 'vitest';
import { collectConditionVars, type ConditionVar } from '../../../../src/engine/conditions/collect-vars';
import type { Condition } from '../../../../src/engine/conditions/condition';

// Codegen checks every variable a condition reads against what its kind of rule may read, and points at the
// place in the YAML where the name is written: the path below is that place, inside the condition.
describe('the variables a condition reads, and where each is written', () => {
  it.each<[string, Condition, ConditionVar[]]>([
    ['a constant reads nothing', true, []],
    ['a variable on its own', { var: 'session.authenticated' }, [{ name: 'session.authenticated', path: ['var'] }]],
    [
      'a variable with a default: the name is its first item',
      { var: ['answers.goal', 'none'] },
      [{ name: 'answers.goal', path: ['var', 0] }],
    ],
    [
      'a variable inside an operator’s arguments',
      { '==': [{ var: 'query.referrer' }, 'kit'] },
      [{ name: 'query.referrer', path: ['==', 0, 'var'] }],
    ],
    [
      'every variable, in the order written, however deep',
      { and: [{ in: ['admin', { var: 'roles' }] }, { '!': { var: 'flags.beta' } }] },
      [
        { name: 'roles', path: ['and', 0, 'in', 1, 'var'] },
        { name: 'flags.beta', path: ['and', 1, '!', 'var'] },
      ],
    ],
    [
      'literals (strings, numbers, null) between them read nothing',
      { if: [{ '>=': [{ var: 'answers.age' }, 18] }, 'adult', null, { var: 'answers.guardian' }] },
      [
        { name: 'answers.age', path: ['if', 0, '>=', 0, 'var'] },
        { name: 'answers.guardian', path: ['if', 3, 'var'] },
      ],
    ],
    ['a var whose name is not text names nothing', { or: [{ var: 3 }, { var: [4, 'x'] }, { var: [] }] }, []],
  ])('%s', (_, condition, expected) => {
    expect(collectConditionVars(condition)).toEqual(expected);
  });
});
