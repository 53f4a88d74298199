// Generated from config/messages.yaml by `npm run codegen`; do not edit.
import { addMessages } from './registry.gen';

addMessages({
  "settings.heading": "Account settings",
  "settings.paymentMethod.heading": "Payment method",
  "settings.paymentMethod.card": "{brand} ending {last4}, expires {month}/{year}",
  "settings.paymentMethod.none": "You have no saved payment method.",
  "settings.contact.emailHelper": "If you change your email address, we'll send a link to the new address to verify it.",
  "settings.contact.emailChanged": "Your changes have been saved. We've sent a link to {email}: please open it to verify your new email address.",
  "settings.deleteAccount.heading": "Delete account",
  "settings.deleteAccount.open": "Delete account",
});
