// Generated from config/messages.yaml by `npm run codegen`; do not edit.
import { addMessages } from './registry.gen';

addMessages({
  "referral.heading": "Refer a friend",
  "referral.offer.percentage": "Your friend gets {percent}% off their first test when they use your code.",
  "referral.offer.percentageCapped": "Your friend gets {percent}% off (up to {cap}) their first test when they use your code.",
  "referral.offer.fixed": "Your friend gets {amount} off their first test when they use your code.",
  "referral.offer.unknown": "Your friend gets a discount on their first test when they use your code.",
  "referral.codeLabel": "Your referral code",
  "referral.linkLabel": "Your referral link",
  "referral.copy": "Copy",
  "referral.copied": "Copied to your clipboard.",
  "referral.copyFailed": "Your browser did not let us copy. The text is selected, so you can copy it yourself.",
  "referral.howHeading": "How it works",
  "referral.how1": "Share your code or link with a friend.",
  "referral.how2": "They use it when they order their first test.",
  "referral.how3": "Their discount is taken off at checkout.",
  "referral.ownCode": "Referral codes are for friends: you cannot use your own referral code.",
  "referral.noCode": "You don’t have a referral code yet. Once you have ordered your first test, your code will appear here.",
  "referral.shareHeading": "Share your code",
});
