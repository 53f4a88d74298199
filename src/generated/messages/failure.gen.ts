// Generated from config/messages.yaml by `npm run codegen`; do not edit.
import { addMessages } from './registry.gen';

addMessages({
  "failure.heading": "Why your sample could not be tested",
  "failure.intro": "Your test from {date} could not be analysed, so there are no results for it.",
  "failure.next.heading": "What to do next",
  "failure.canRedeem": "Your test credit covers a free replacement kit. We will post it to your address on file.",
  "failure.redeem": "Send my free replacement kit",
  "failure.redeemed": "Your replacement kit is on its way. We sent it on {date}.",
  "failure.cannotRedeem": "This test does not come with a free replacement, because the lab did not record a reason we can credit. Please get in touch and we will help.",
  "failure.redeemError": "We could not order your replacement kit. Please try again, or get in touch if it keeps happening.",
  "failure.reasonUnavailable": "We could not load the explanation of this failure.",
  "failure.tips": "Take your next sample in the morning after drinking water, with warm hands.",
});
