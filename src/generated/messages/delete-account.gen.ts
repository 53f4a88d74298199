// Generated from config/messages.yaml by `npm run codegen`; do not edit.
import { addMessages } from './registry.gen';

addMessages({
  "deleteAccount.heading": "Permanently delete your account?",
  "deleteAccount.scheduled": "We’ve scheduled your account for deletion",
  "deleteAccount.acknowledge": "OK, got it",
  "deleteAccount.body": "This will permanently delete your account, your results and your health profile. Type I agree to confirm.",
  "deleteAccount.cancel": "Cancel",
});
