// Generated from config/messages.yaml by `npm run codegen`; do not edit.
import { addMessages } from './registry.gen';

addMessages({
  "specialists.heading": "Book a specialist",
  "specialists.intro": "Talk your results through with a qualified professional by video call.",
  "specialists.book": "Book {name}",
  "specialists.empty": "No specialists are available to book right now.",
});
