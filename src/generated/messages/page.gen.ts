// Generated from config/messages.yaml by `npm run codegen`; do not edit.
import { addMessages } from './registry.gen';

addMessages({
  "page.notFound.heading": "Page not found",
  "page.notFound.body": "We couldn't find the page you were looking for.",
  "page.error.heading": "Something went wrong",
  "page.backHome": "Go to the home page",
  "page.loading": "Loading…",
  "page.tryAgain": "Try again",
  "page.signingOut": "Signing you out…",
});
