// Generated from config/messages.yaml by `npm run codegen`; do not edit.
import { addMessages } from './registry.gen';

addMessages({
  "partner.welcome.greeting": "Hi {firstName}",
  "partner.welcome.setup": "Setup account",
  "partner.welcome.confirm": "Confirm account",
  "partner.test.heading": "Confirm your health check",
  "partner.test.confirm": "Confirm",
  "partner.welcome.intro": "{partnerName} has organised a health check for you with {productName}. There is nothing to pay.",
  "partner.welcome.newAccount": "Choose a password to set up your account.",
  "partner.welcome.existingAccount": "Confirm your account to continue.",
  "partner.welcome.terms": "Terms and conditions",
  "partner.welcome.signIn": "Sign in to continue",
  "partner.welcome.notFound": "We couldn't find this partner.",
  "partner.welcome.notFoundBody": "Please check the link you were sent, or get in touch if it still doesn't work.",
  "partner.welcome.otherAccount.heading": "This health check is not for your account",
  "partner.welcome.otherAccount.body": "You're signed in as {email}, which is not linked to {partnerName}. If {partnerName} has organised a health check for you, sign out and open the link they sent you again.",
  "partner.welcome.otherAccount.signOut": "Sign out",
  "partner.test.includes": "Included tests",
  "partner.test.delivery": "Delivery address",
  "partner.test.notScheduled": "This health check has already been confirmed.",
  "partner.logoAlt": "{name} logo",
});
