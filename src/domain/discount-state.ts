import type { MessageKey } from '../generated/messages.gen';

/** SPEC section 4: validating, then applied with error true or false; removing the code resets it. */
export type DiscountState =
  | { state: 'idle' }
  | { state: 'validating'; code: string }
  | { state: 'applied'; code: string; error: false }
  | { state: 'applied'; code: string; error: true; reason: MessageKey };

export type DiscountEvent =
  | { type: 'validate'; code: string }
  | { type: 'accepted'; code: string }
  | { type: 'rejected'; code: string; reason: MessageKey }
  | { type: 'remove' };

export const initialDiscountState: DiscountState = { state: 'idle' };

export function discountReducer(current: DiscountState, event: DiscountEvent): DiscountState {
  switch (event.type) {
    case 'validate':
      return { state: 'validating', code: event.code };
    case 'remove':
      return initialDiscountState;
    case 'accepted':
    case 'rejected':
      // A lookup that answers after the code was removed or replaced must not re-apply a stale code.
      if (current.state !== 'validating' || current.code !== event.code) return current;
      return event.type === 'accepted' ? { state: 'applied', code: event.code, error: false } : { state: 'applied', code: event.code, error: true, reason: event.reason };
  }
}
