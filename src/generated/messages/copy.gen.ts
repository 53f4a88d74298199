// Generated from config/messages.yaml by `npm run codegen`; do not edit.
import { addMessages } from './registry.gen';

addMessages({
  "copy.resultsPromise": "Results within 48 hours of posting your sample",
  "copy.sidebarTitle": "Your {productName}",
  "copy.stepOf": "Step {step} of {total}",
  "copy.completionStatistic": "{percent}%",
});
