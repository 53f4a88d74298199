// Generated from config/messages.yaml by `npm run codegen`; do not edit.
import { addMessages } from './registry.gen';

addMessages({
  "error.signup": "Invalid email or password",
  "error.emailTaken": "Email has already been taken",
  "error.update": "An error occurred, please try again",
  "error.partnerWelcome": "An error has occurred, please try again or get in touch if it continues",
  "error.startTest": "Failed to purchase test. Please get in touch if you continue to have this issue.",
  "error.addToBasket": "Failed to add product to basket. Please get in touch if you continue to have this issue.",
  "error.generic": "Unfortunately there was an error, please try refreshing the page or if the problem persists please get in touch.",
  "error.ownReferralCode": "Cannot use your own referral code",
  "error.fetchSubscriptions": "Error fetching subscriptions",
  "error.fetchSubscription": "Error fetching subscription",
  "error.fetchSubscriptionProduct": "Error fetching subscription product",
  "error.updateSubscription": "Error updating subscription",
  "error.pauseSubscription": "Error pausing subscription",
  "error.resumeSubscription": "Error resuming subscription",
  "error.cancelSubscription": "Error cancelling subscription",
  "error.resource": "Error",
  "error.tooManyAttempts": "Too many attempts. Please wait a few minutes and try again.",
  "error.blankIdentifier": "{name} cannot be blank",
  "error.uploadSubmit": "Your results could not be uploaded. Please try again.",
  "error.uploadDelete": "Your results could not be deleted. Please try again.",
});
