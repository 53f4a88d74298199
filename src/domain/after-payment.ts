import type { MessageKey } from '../generated/messages.gen';
import type { RouteId } from '../generated/routes-config.gen';
import type { PurchaseType } from './onboarding-query';

export interface AfterPayment {
  route: Extract<RouteId, 'health-profile' | 'subscriptions' | 'join-payment-confirmation'>;
  modal: Extract<MessageKey, 'signup.paymentSuccess.subscription'> | null;
  /** The discount is removed and the cached code cleared after every successful payment. */
  clearDiscount: true;
}

/** SPEC section 4, "After payment success". */
export function afterPaymentSuccess(type: PurchaseType): AfterPayment {
  if (type === 'retail') return { route: 'health-profile', modal: null, clearDiscount: true };
  if (type === 'oneOffToSubscription') return { route: 'subscriptions', modal: 'signup.paymentSuccess.subscription', clearDiscount: true };
  return { route: 'join-payment-confirmation', modal: null, clearDiscount: true };
}
