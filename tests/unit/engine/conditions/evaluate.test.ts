import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Condition, ConditionContext } from '../../../../src/engine/conditions/condition';
import { evaluate } from '../../../../src/engine/conditions/evaluate';

const signedIn: ConditionContext = {
  session: { authenticated: true, emailVerified: false },
  roles: ['admin'],
  flags: { beta: true, legacy: false },
  query: { referrer: 'kit' },
  answers: { goals: [], smoker: 'never', exercise_days: 0 },
};

// DESIGN, "Conditions: one language": one evaluate(condition, context) for guards, banners, navigation and branches.
describe('evaluating a condition against what a rule may read', () => {
  it.each<[string, Condition | undefined | null, boolean]>([
    ['no condition is "always"', undefined, true],
    ['a null condition (YAML `when:` with nothing after it) is "always"', null, true],
    ['true is true', true, true],
    ['false is false', false, false],
    ['a fact that holds', { var: 'session.authenticated' }, true],
    ['a fact that does not hold', { var: 'session.emailVerified' }, false],
    ['a fact the context lacks is false', { var: 'session.hasError' }, false],
    ['a root the context lacks is false', { var: 'profile.sex' }, false],
    ['a role the person has', { in: ['admin', { var: 'roles' }] }, true],
    ['a role the person lacks', { in: ['partner', { var: 'roles' }] }, false],
    ['a flag turned on', { var: 'flags.beta' }, true],
    ['not a flag turned off', { '!': { var: 'flags.legacy' } }, true],
    ['a query value compared', { '==': [{ var: 'query.referrer' }, 'kit'] }, true],
    ['a query value that differs', { '==': [{ var: 'query.referrer' }, 'email'] }, false],
    ['an empty list of answers is false (JSON Logic truthiness)', { var: 'answers.goals' }, false],
    ['zero is false', { var: 'answers.exercise_days' }, false],
    ['a non-empty string is true', { var: 'answers.smoker' }, true],
    ['and: every part must hold', { and: [{ var: 'flags.beta' }, { var: 'flags.legacy' }] }, false],
    ['or: one part is enough', { or: [{ var: 'flags.legacy' }, { var: 'flags.beta' }] }, true],
  ])('%s', (_, condition, expected) => {
    expect(evaluate(condition, signedIn)).toBe(expected);
  });

  it('a condition and its negation never agree', () => {
    const facts = fc.constantFrom<Condition>(
      true,
      false,
      { var: 'session.authenticated' },
      { var: 'flags.legacy' },
      { var: 'answers.goals' },
      { in: ['admin', { var: 'roles' }] },
      { '==': [{ var: 'query.referrer' }, 'kit'] },
    );
    const conditions = fc.letrec<{ condition: Condition }>((tie) => ({
      condition: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        facts,
        fc.record({ '!': tie('condition') }),
        fc.record({ and: fc.array(tie('condition'), { minLength: 1, maxLength: 3 }) }),
        fc.record({ or: fc.array(tie('condition'), { minLength: 1, maxLength: 3 }) }),
      ),
    })).condition;
    fc.assert(
      fc.property(conditions, (condition) => {
        expect(evaluate({ '!': condition }, signedIn)).toBe(!evaluate(condition, signedIn));
      }),
    );
  });
});
