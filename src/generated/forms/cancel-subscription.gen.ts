// Generated from config/forms/cancel-subscription.yaml by `npm run codegen`; do not edit.
import type { FormConfig } from '../config-types.gen';

export const cancelSubscriptionForm: FormConfig = {
  id: "cancel-subscription",
  title: "Why are you cancelling?",
  pages: {
    "shop-subscription": "all",
  },
  schema: {
    type: "object",
    properties: {
      reason: {
        type: "string",
        title: "Why are you cancelling?",
        oneOf: [
          {
            const: "sample",
            title: "The sample was hard to take",
          },
          {
            const: "frequency",
            title: "I'm testing or ordering too often",
          },
          {
            const: "price",
            title: "It's too expensive",
          },
          {
            const: "reports",
            title: "The reports weren't useful",
          },
          {
            const: "test_once",
            title: "I only wanted to try it once",
          },
          {
            const: "gp_managing_condition",
            title: "My GP is managing my condition",
          },
          {
            const: "competitor",
            title: "I'm moving to another provider",
          },
          {
            const: "other",
            title: "Another reason",
          },
        ],
      },
      comments: {
        type: "string",
        title: "Anything else you'd like to tell us?",
        maxLength: 1000,
      },
    },
  },
  ui: {
    reason: {
      "ui:widget": "radio",
    },
    comments: {
      "ui:widget": "textarea",
      "ui:rows": 3,
    },
  },
  messages: {
    comments: {
      maxLength: "validation.cancel.comments",
    },
  },
  submit: {
    action: "cancel-subscription",
    label: "Cancel subscription",
    errorFallback: "error.cancelSubscription",
    serverDetail: false,
  },
};
