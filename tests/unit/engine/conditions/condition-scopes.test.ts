import { describe, expect, expectTypeOf, it } from 'vitest';
import { checkCondition } from '../../../../codegen/checks/check-condition';
import type { ErrorSink } from '../../../../codegen/checks/check-context';
import {
  CONDITION_ROOTS,
  CONDITION_SCOPES,
  SESSION_NAMES,
  type ConditionScope,
  type SessionFacts,
} from '../../../../src/engine/conditions/condition';

function problems(variable: string, scope: ConditionScope): string[] {
  const found: string[] = [];
  const sink = { at: (_: unknown, message: string) => void found.push(message) } as unknown as ErrorSink;
  checkCondition(sink, [], { '==': [{ var: variable }, 1] }, scope, {});
  return found;
}

// Which facts a rule may read (DESIGN: one condition language, a context that names what a rule may read).
describe('what each kind of condition may read', () => {
  const table: ReadonlyArray<[string, boolean, boolean]> = [
    // root, app rules (guards, banners, navigation), survey branches
    ['session', true, false],
    ['user', true, true],
    ['roles', true, false],
    ['permissions', true, false],
    ['flags', true, true],
    ['query', true, false],
    ['params', true, false],
    ['path', true, false],
    ['webview', true, false],
    ['answers', false, true],
    ['profile', true, true],
    // Only health-plan rules read these (the plan scope): values worked out from the profile, recent results.
    ['derived', false, false],
    ['results', false, false],
    ['now', true, true],
    ['constants', true, true],
  ];

  it('lists every root once, in the table', () => {
    expect([...CONDITION_ROOTS]).toEqual(table.map(([root]) => root));
  });

  it.each(table)('%s: app %s, survey %s', (root, app, survey) => {
    const variable = root === 'session' ? 'session.authenticated' : `${root}.x`;
    expect(problems(variable, 'app')).toHaveLength(app ? 0 : 1);
    expect(problems(variable, 'survey')).toHaveLength(survey ? 0 : 1);
    expect((CONDITION_SCOPES.app as readonly string[]).includes(root)).toBe(app);
    expect((CONDITION_SCOPES.survey as readonly string[]).includes(root)).toBe(survey);
  });

  it('lists every session fact a condition may read (checked by the type checker)', () => {
    expectTypeOf<Exclude<keyof SessionFacts, (typeof SESSION_NAMES)[number]>>().toBeNever();
  });

  it.each(['authenticated', 'emailVerified', 'hoursSinceCreated', 'hasError'])('session.%s is a known session fact', (name) => {
    expect(SESSION_NAMES).toContain(name);
    expect(problems(`session.${name}`, 'app')).toEqual([]);
  });

  it('names the roots a rule may read when a variable has another', () => {
    expect(problems('sesion.authenticated', 'app')).toEqual([
      `unknown condition variable "sesion.authenticated": "sesion" is not one of ${CONDITION_SCOPES.app.join(', ')} (did you mean "session"?)`,
    ]);
    expect(problems('session.nope', 'app')).toHaveLength(1);
  });
});
