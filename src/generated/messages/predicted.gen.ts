// Generated from config/messages.yaml by `npm run codegen`; do not edit.
import { addMessages } from './registry.gen';

addMessages({
  "predicted.heading": "Your predicted results",
  "predicted.intro": "What your results are likely to be after following your plan. Where the plan's steps predict different outcomes, we show the least favourable one.",
  "predicted.empty": "You have no predicted results yet. They appear after your first test with a health plan.",
  "predicted.now": "Now: {value}",
  "predicted.after": "In {weeks, plural, one {# week} other {# weeks}}: {value}",
  "predicted.details": "See the prediction for {name}",
  "predicted.detailHeading": "Predicted {name}",
  "predicted.byStep": "Prediction for each step of your plan",
  "predicted.step": "Step",
  "predicted.value": "Predicted result",
  "predicted.back": "All predicted results",
});
