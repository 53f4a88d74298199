// Generated from config/messages.yaml by `npm run codegen`; do not edit.
import { addMessages } from './registry.gen';

addMessages({
  "failure.heading": "Why your sample could not be tested",
  "failure.intro": "Your test from {date} could not be analysed, so there are no results for it.",
  "failure.next.heading": "What to do next",
  "failure.canRedeem": "Your test credit covers a free replacement kit. Check where we will post it, then order it.",
  "failure.address.heading": "We will post it to",
  "failure.address.change": "Change address",
  "failure.address.cancel": "Keep this address",
  "failure.address.none": "We do not have a delivery address for you yet. Add one so we can post your kit.",
  "failure.address.add": "Add your address",
  "failure.redeem": "Send my free replacement kit",
  "failure.redeemed": "Your replacement kit is on its way. We sent it on {date}.",
  "failure.cannotRedeem": "This test does not come with a free replacement, because the lab did not record a reason we can credit.",
  "failure.contact": "Get in touch and we will help: email {email}",
  "failure.redeemError": "We could not order your replacement kit. Please try again, or get in touch if it keeps happening.",
  "failure.reasonUnavailable": "We could not load the explanation of this failure.",
  "failure.tips": "Take your next sample in the morning after drinking water, with warm hands.",
});
