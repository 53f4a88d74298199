// Generated from config/messages.yaml by `npm run codegen`; do not edit.
import { addMessages } from './registry.gen';

addMessages({
  "reorder.heading": "Order again",
  "reorder.intro": "Choose a past order to buy the same things again.",
  "reorder.empty": "You have no completed orders to repeat.",
  "reorder.options.heading": "Choose what to order again",
  "reorder.options.none": "Choose at least one item",
  "reorder.options.confirm": "Place order",
  "reorder.options.notFound": "We couldn't find that order.",
  "reorder.processing": "Placing your order…",
  "reorder.complete": "Your order has been placed.",
  "reorder.failed": "We couldn't place your order. Nothing has been charged; please try again.",
  "reorder.confirmation.heading": "Your order has been placed",
  "reorder.confirmation.body": "Order reference {reference}. We'll charge your saved card and send it within 2 working days.",
});
