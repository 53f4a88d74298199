import type { MessageKey } from '../generated/messages.gen';

/**
 * SPEC section 4: validating, then applied with error true or false; removing the code resets it. `kept` is
 * the code that still applies while another is checked or after another was refused (a typo, an expired code,
 * a lookup that failed): trying a code never takes away the discount already applied.
 */
export type DiscountState =
  | { state: 'idle' }
  | { state: 'validating'; code: string; kept: string | null }
  | { state: 'applied'; code: string; error: false }
  | { state: 'applied'; code: string; error: true; reason: MessageKey; kept: string | null };

export type DiscountEvent =
  | { type: 'validate'; code: string }
  | { type: 'accepted'; code: string }
  | { type: 'rejected'; code: string; reason: MessageKey }
  | { type: 'remove' };

export const initialDiscountState: DiscountState = { state: 'idle' };

/** The code that applies in this state, if any. */
export function appliedCode(current: DiscountState): string | null {
  if (current.state === 'idle') return null;
  if (current.state === 'applied' && !current.error) return current.code;
  return current.kept;
}

export function discountReducer(current: DiscountState, event: DiscountEvent): DiscountState {
  switch (event.type) {
    case 'validate':
      return { state: 'validating', code: event.code, kept: appliedCode(current) };
    case 'remove':
      return initialDiscountState;
    case 'accepted':
    case 'rejected':
      // A lookup that answers after the code was removed or replaced must not re-apply a stale code.
      if (current.state !== 'validating' || current.code !== event.code) return current;
      return event.type === 'accepted'
        ? { state: 'applied', code: event.code, error: false }
        : { state: 'applied', code: event.code, error: true, reason: event.reason, kept: current.kept };
  }
}
