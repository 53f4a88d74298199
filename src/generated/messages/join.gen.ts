// Generated from config/messages.yaml by `npm run codegen`; do not edit.
import { addMessages } from './registry.gen';

addMessages({
  "join.importantInformation.heading": "Before you take your test",
  "join.importantInformation.intro": "Please read and confirm each of these. They keep you safe and make sure your sample can be tested.",
  "join.importantInformation.required": "Confirm you have read this to continue",
  "join.userAttribution.heading": "One last question",
  "join.userAttribution.intro": "It helps us reach more people like you. You can skip it.",
  "join.userAttribution.required": "Choose where you heard about us, or skip this question",
  "join.userAttribution.skip": "Skip this question",
});
