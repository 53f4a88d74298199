import type { MessageKey } from '../generated/messages.gen';
import type { PurchaseType } from './onboarding-query';

export interface AfterPayment {
  route: 'health-profile' | 'subscriptions' | 'join-payment-confirmation';
  modal: MessageKey | null;
  /** The discount is removed and the cached code cleared after every successful payment. */
  clearDiscount: true;
}

export function afterPaymentSuccess(type: PurchaseType): AfterPayment {
  if (type === 'retail') return { route: 'health-profile', modal: null, clearDiscount: true };
  if (type === 'oneOffToSubscription') return { route: 'subscriptions', modal: 'signup.paymentSuccess.subscription', clearDiscount: true };
  return { route: 'join-payment-confirmation', modal: null, clearDiscount: true };
}
