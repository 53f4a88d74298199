// Generated from config/messages.yaml by `npm run codegen`; do not edit.
import { addMessages } from './registry.gen';

addMessages({
  "address.lookup.label": "Find your address by postcode",
  "address.lookup.find": "Find address",
  "address.lookup.results": "Addresses found",
});
