import type { FlatRoute } from './flat-routes';

/** The sign-up funnel's steps in the spec's order; a route says which one it is with `funnelStep`. */
export const FUNNEL_STEPS = ['account', 'verify', 'details', 'payment'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

export interface FunnelPosition {
  step: FunnelStep;
  number: number;
  total: number;
}

export function funnelPosition(route: FlatRoute | undefined): FunnelPosition | null {
  const step = route?.route.funnelStep;
  if (!step) return null;
  return { step, number: FUNNEL_STEPS.indexOf(step) + 1, total: FUNNEL_STEPS.length };
}
