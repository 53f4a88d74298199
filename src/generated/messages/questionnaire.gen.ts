// Generated from config/messages.yaml by `npm run codegen`; do not edit.
import { addMessages } from './registry.gen';

addMessages({
  "questionnaire.heading": "Questionnaire",
  "questionnaire.earlier": "You last answered on {date}. Your answers are filled in below; change anything that is different now.",
  "questionnaire.send": "Send answers",
  "questionnaire.sending": "Sending…",
  "questionnaire.sent": "Thank you. Your answers have been sent to our doctors.",
});
