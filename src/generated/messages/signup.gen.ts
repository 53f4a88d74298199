// Generated from config/messages.yaml by `npm run codegen`; do not edit.
import { addMessages } from './registry.gen';

addMessages({
  "signup.step.account": "Create account",
  "signup.step.verify": "Verify email",
  "signup.step.details": "Your details",
  "signup.step.payment": "Payment",
  "signup.cancel.prompt": "Are you sure you want to cancel your purchase?",
  "signup.cancel.confirm": "Cancel purchase",
  "signup.cancel.stay": "Stay in checkout",
  "signup.paymentSuccess.subscription": "Success! You're now on a rolling subscription.",
});
