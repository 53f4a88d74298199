// Generated from config/messages.yaml by `npm run codegen`; do not edit.
import { addMessages } from './registry.gen';

addMessages({
  "funnel.breadcrumb": "Sign-up progress",
  "funnel.cancel": "Cancel",
  "funnel.payment.heading": "Payment",
  "funnel.payment.summary": "Your order",
  "funnel.payment.total": "Total",
  "funnel.payment.discount": "Discount",
  "funnel.payment.pay": "Pay now",
  "funnel.payment.codeLabel": "Discount code",
  "funnel.payment.applyCode": "Apply",
  "funnel.payment.removeCode": "Remove code",
  "funnel.payment.codeApplied": "Code {code} applied: {description}",
  "funnel.payment.codeInvalid": "This code is not valid",
  "funnel.payment.codeNotForPanel": "This code can't be used for this test",
  "funnel.payment.codeExpired": "This code has expired",
  "funnel.payment.codeUnchecked": "We couldn't check this code just now. Please try again in a moment.",
  "funnel.payment.codeKept": "Your code {code} still applies.",
  "funnel.payment.cancelled": "Your payment was cancelled. Nothing has been charged; you can pay when you're ready.",
  "funnel.confirmation.heading": "Thank you, your order is confirmed",
  "funnel.confirmation.body": "We'll send your test kit in the next few days.",
  "funnel.confirmation.next": "Complete your health profile",
});
