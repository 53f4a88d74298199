// Generated from config/messages.yaml by `npm run codegen`; do not edit.
import { addMessages } from './registry.gen';

addMessages({
  "download.heading": "Get the {productName} app",
  "download.body": "Track your results, health scores and plan on your phone.",
  "download.link": "Download the app",
});
