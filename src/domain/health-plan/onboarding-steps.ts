import type { PlanOnboardingStep } from '../../generated/entities.gen';

/** Onboarding steps in order (SPEC section 4). */
export const ONBOARDING_STEPS = ['intro', 'overview', 'commitment', 'start'] as const satisfies readonly PlanOnboardingStep[];
/** Fails to compile when the API gains a step that ONBOARDING_STEPS does not list. */
type NoneMissing<Missing extends never> = Missing;
export type EveryStepListed = NoneMissing<Exclude<PlanOnboardingStep, (typeof ONBOARDING_STEPS)[number]>>;

export function isOnboardingStep(value: string | undefined): value is PlanOnboardingStep {
  return (ONBOARDING_STEPS as readonly (string | undefined)[]).includes(value);
}

export function stepNumber(step: PlanOnboardingStep): number {
  return ONBOARDING_STEPS.indexOf(step) + 1;
}

export function nextStep(step: PlanOnboardingStep): PlanOnboardingStep | null {
  return ONBOARDING_STEPS[stepNumber(step)] ?? null;
}

export function previousStep(step: PlanOnboardingStep): PlanOnboardingStep | null {
  return ONBOARDING_STEPS[stepNumber(step) - 2] ?? null;
}

export const COMMITMENT_MAX_LENGTH = 500;

/** Why a commitment message is not accepted, or null: it is required and at most 500 characters. */
export function commitmentProblem(text: string): 'required' | 'tooLong' | null {
  if (text.trim() === '') return 'required';
  return text.trim().length > COMMITMENT_MAX_LENGTH ? 'tooLong' : null;
}
