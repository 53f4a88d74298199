// Generated from config/messages.yaml by `npm run codegen`; do not edit.
import { addMessages } from './registry.gen';

addMessages({
  "verify.heading": "Verify your email address",
  "verify.checkInbox": "We sent a verification link to {email}. Open it to continue.",
  "verify.verifying": "Verifying your email address…",
  "verify.verified": "Your email address is verified",
  "verify.alreadyVerified": "Your email address is already verified",
  "verify.alreadyVerifiedBody": "This link has been used before, so there is nothing more to do.",
  "verify.signInToContinue": "Sign in to continue",
  "verify.expired": "This verification link has expired. We can send you a new one.",
  "verify.failed": "We couldn't verify your email address. Please try the link again or send a new one.",
  "verify.resend": "Send a new link",
  "verify.signInToResend": "Sign in to get a new link",
  "verify.sending": "Sending…",
  "verify.sent": "We've sent you a new link. Please check your inbox.",
  "verify.continue": "Continue",
});
