// Generated from config/messages.yaml by `npm run codegen`; do not edit.
import { addMessages } from './registry.gen';

addMessages({
  "form.saved": "Your changes have been saved.",
  "form.passwordChanged": "Your password has been changed.",
  "form.errorSummary": "There is a problem",
  "form.submitting": "Saving…",
  "form.optional": "(optional)",
  "form.checkAnswer": "Please check this answer",
  "form.date.day": "Day",
  "form.date.month": "Month",
  "form.date.year": "Year",
});
