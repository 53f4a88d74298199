// Generated from config/messages.yaml by `npm run codegen`; do not edit.
import { addMessages } from './registry.gen';

addMessages({
  "load.failed": "We could not load {thing}.",
  "load.thing.result": "your {name} result",
  "load.thing.forecast": "your {name} forecast",
  "load.thing.scores": "your health scores",
  "load.thing.history": "your earlier {name} results",
  "load.thing.scoreHistory": "your score history",
  "load.thing.failure": "the details of your failed sample",
});
