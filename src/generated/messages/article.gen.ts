// Generated from config/messages.yaml by `npm run codegen`; do not edit.
import { addMessages } from './registry.gen';

addMessages({
  "article.by": "By {name}",
  "article.published": "Last updated",
  "article.podcasts": "Listen to the podcast",
  "article.references": "References",
  "article.opensInNewTab": "(opens in a new tab)",
});
