import { describe, expect, it } from 'vitest';
import { BlankIdentifierError, requireId } from '../../../../src/domain/health-plan/required-id';

describe('requireId (SPEC section 5: a template needs templateId; plan and task updates need an id)', () => {
  it.each<[string | null | undefined, string, string]>([
    ['', 'templateId', 'templateId cannot be blank'],
    ['   ', 'templateId', 'templateId cannot be blank'],
    [null, 'id', 'id cannot be blank'],
    [undefined, 'id', 'id cannot be blank'],
  ])('%j as %s -> %s', (value, name, text) => {
    expect(() => requireId(value, name)).toThrow(BlankIdentifierError);
    expect(() => requireId(value, name)).toThrow(text);
  });
  it.each([['weekly-plan', 'weekly-plan'], [' plan-1 ', 'plan-1']])('%j is kept as %s', (value, expected) => expect(requireId(value, 'id')).toBe(expected));
});
