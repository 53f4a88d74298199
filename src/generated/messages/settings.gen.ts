// Generated from config/messages.yaml by `npm run codegen`; do not edit.
import { addMessages } from './registry.gen';

addMessages({
  "settings.heading": "Account settings",
  "settings.paymentMethod.heading": "Payment method",
  "settings.paymentMethod.card": "{brand} ending {last4}, expires {month}/{year}",
  "settings.paymentMethod.none": "You have no saved payment method.",
  "settings.deleteAccount.heading": "Delete account",
  "settings.deleteAccount.open": "Delete account",
});
