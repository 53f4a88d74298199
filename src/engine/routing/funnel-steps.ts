import type { FlatRoute } from './flat-routes';

/** The sign-up funnel's steps in the spec's order; a route says which one it is with `funnelStep`. */
export const FUNNEL_STEPS = ['account', 'verify', 'details', 'payment'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/**
 * The query a page of the details step adds as the person moves on (config/forms: onSuccess.query, and the
 * Skip link), so the steps after it still count it: the payment page's return from the payment page keeps it too.
 */
export const DETAILS_SEEN = { name: 'via', value: 'details' } as const;

/** A funnel query that counts the details step (the Skip link of its last page). */
export function withDetailsSeen(search: string): string {
  const params = new URLSearchParams(search);
  params.set(DETAILS_SEEN.name, DETAILS_SEEN.value);
  return `?${params.toString()}`;
}

export interface FunnelPosition {
  step: FunnelStep;
  /** The steps this person's funnel shows them, in order: the indicator counts and names these. */
  steps: readonly FunnelStep[];
  number: number;
  total: number;
}

/**
 * The steps a person actually sees. The details step redirects out to the marketing site (SPEC 2), and Verify
 * continues straight to Payment, so a funnel shows it only to someone on one of its pages (those the marketing
 * site's details step returns to) or who came through them.
 */
export function funnelSteps(current: FunnelStep, search: string): readonly FunnelStep[] {
  const throughDetails = current === 'details' || new URLSearchParams(search).get(DETAILS_SEEN.name) === DETAILS_SEEN.value;
  return FUNNEL_STEPS.filter((step) => step !== 'details' || throughDetails);
}

export function funnelPosition(route: FlatRoute | undefined, search: string): FunnelPosition | null {
  const step = route?.route.funnelStep;
  if (!step) return null;
  const steps = funnelSteps(step, search);
  return { step, steps, number: steps.indexOf(step) + 1, total: steps.length };
}
