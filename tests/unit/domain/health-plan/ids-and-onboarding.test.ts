import { describe, expect, it } from 'vitest';
import type { PlanOnboardingStep } from '../../../../src/generated/entities.gen';
import {
  commitmentProblem,
  isOnboardingStep,
  nextStep,
  previousStep,
  stepNumber,
} from '../../../../src/domain/health-plan/onboarding-steps';
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
    expect(() => requireId(value, name)).toThrow(expect.objectContaining({ name: 'BlankIdentifierError', identifier: name }));
  });
  it.each([
    ['weekly-plan', 'weekly-plan'],
    [' plan-1 ', 'plan-1'],
  ])('%j is kept as %s', (value, expected) => expect(requireId(value, 'id')).toBe(expected));
});

describe('onboarding steps in order: intro, overview, commitment, start', () => {
  it.each<[PlanOnboardingStep, PlanOnboardingStep | null, PlanOnboardingStep | null, number]>([
    ['intro', null, 'overview', 1],
    ['overview', 'intro', 'commitment', 2],
    ['commitment', 'overview', 'start', 3],
    ['start', 'commitment', null, 4],
  ])('%s', (step, previous, next, number) => {
    expect(previousStep(step)).toBe(previous);
    expect(nextStep(step)).toBe(next);
    expect(stepNumber(step)).toBe(number);
  });
  it.each([
    ['intro', true],
    ['finish', false],
    [undefined, false],
    ['', false],
  ])('%s is a step: %s', (value, expected) => expect(isOnboardingStep(value as string | undefined)).toBe(expected));
  it.each<[string, 'required' | 'tooLong' | null]>([
    ['', 'required'],
    ['   ', 'required'],
    ['For my heart', null],
    ['x'.repeat(500), null],
    ['x'.repeat(501), 'tooLong'],
    [` ${'x'.repeat(500)}\n`, null],
  ])('commitment %#', (text, expected) => expect(commitmentProblem(text)).toBe(expected));
});
