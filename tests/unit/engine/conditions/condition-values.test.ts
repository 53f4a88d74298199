import { describe, expect, it } from 'vitest';
import type { Condition, ConditionContext } from '../../../../src/engine/conditions/condition';
import { checkCondition, conditionValues, type ConditionValue } from '../../../../src/engine/conditions/condition-values';

const context: ConditionContext = {
  session: { authenticated: true, emailVerified: false, hoursSinceCreated: 3 },
  roles: ['customer'],
  permissions: ['results'],
  flags: { externalAccountPages: true },
  query: { referrer: 'kit' },
  answers: { goals: ['energy', 'sleep'] },
};

describe('the values a condition read', () => {
  it.each<[string, Condition | undefined, ConditionValue[]]>([
    ['no condition reads nothing', undefined, []],
    ['a constant reads nothing', true, []],
    ['a plain variable', { var: 'session.authenticated' }, [{ name: 'session.authenticated', value: true }]],
    ['a variable with a default is read by its name', { var: ['query.code', 'none'] }, [{ name: 'query.code', value: null }]],
    ['an absent value is null', { '!!': { var: 'query.discount_code' } }, [{ name: 'query.discount_code', value: null }]],
    ['a whole list', { in: ['results', { var: 'permissions' }] }, [{ name: 'permissions', value: ['results'] }]],
    ['a property of a list', { '>=': [{ var: 'answers.goals.length' }, 2] }, [{ name: 'answers.goals.length', value: 2 }]],
    [
      'each variable once, in the order written',
      { and: [{ var: 'flags.externalAccountPages' }, { '!': { var: 'session.emailVerified' } }, { var: 'flags.externalAccountPages' }] },
      [
        { name: 'flags.externalAccountPages', value: true },
        { name: 'session.emailVerified', value: false },
      ],
    ],
  ])('%s', (_, condition, expected) => {
    expect(conditionValues(condition, context)).toEqual(expected);
  });
});

describe('a condition checked', () => {
  it.each<[string, Condition | undefined, boolean]>([
    ['no condition always holds', undefined, true],
    ['false never holds', false, false],
    ['a condition that holds', { '==': [{ var: 'query.referrer' }, 'kit'] }, true],
    ['a condition that does not', { in: ['tfp', { var: 'roles' }] }, false],
  ])('%s', (_, condition, holds) => {
    expect(checkCondition(condition, context)).toEqual({ condition, holds, values: conditionValues(condition, context) });
  });
});
