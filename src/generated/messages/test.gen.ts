// Generated from config/messages.yaml by `npm run codegen`; do not edit.
import { addMessages } from './registry.gen';

addMessages({
  "test.delivery.complete": "Complete",
  "test.delivery.sampleReceived": "Sample received",
  "test.delivery.sent": "Sent",
  "test.delivery.registered": "Registered",
  "test.delivery.started": "Started",
});
