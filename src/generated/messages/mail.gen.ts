// Generated from config/messages.yaml by `npm run codegen`; do not edit.
import { addMessages } from './registry.gen';

addMessages({
  "mail.verify.subject": "Verify your email address",
  "mail.verify.text": "Follow this link to verify your email address.",
  "mail.verify.newAddressText": "You changed the email address of your {productName} account to this one. Follow this link to verify it.",
  "mail.addressChanged.subject": "Your email address has been changed",
  "mail.addressChanged.text": "The email address of your {productName} account has been changed, and we'll use the new address from now on. If you didn't make this change, please email us straight away at {helpEmail}.",
});
