// Generated from config/forms/user-attribution.yaml by `npm run codegen`; do not edit.
import type { FormConfig } from '../config-types.gen';

export const userAttributionForm: FormConfig = {
  id: "user-attribution",
  title: "Where did you hear about us?",
  binding: {
    entity: "user",
    request: "PATCH /v1/user",
  },
  pages: {
    "join-user-attribution": "all",
  },
  schema: {
    type: "object",
    required: ["heard_about_us"],
    properties: {
      heard_about_us: {
        type: "string",
        title: "Where did you hear about us?",
        oneOf: [
          {
            const: "search",
            title: "Search engine",
          },
          {
            const: "social",
            title: "Social media",
          },
          {
            const: "friend",
            title: "A friend or family member",
          },
          {
            const: "podcast",
            title: "A podcast",
          },
          {
            const: "employer",
            title: "My employer",
          },
          {
            const: "press",
            title: "News or a magazine",
          },
          {
            const: "other",
            title: "Somewhere else",
          },
        ],
      },
    },
  },
  ui: {
    heard_about_us: {
      "ui:widget": "radio",
    },
  },
  messages: {
    heard_about_us: {
      required: "join.userAttribution.required",
      oneOf: "join.userAttribution.required",
    },
  },
  submit: {
    label: "Continue",
    errorFallback: "error.update",
    onSuccess: {
      invalidate: ["current-user"],
      navigate: "join-payment",
      keepQuery: true,
      query: {
        via: "details",
      },
    },
  },
};
