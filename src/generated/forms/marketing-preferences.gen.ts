// Generated from config/forms/marketing-preferences.yaml by `npm run codegen`; do not edit.
import type { FormConfig } from '../config-types.gen';

export const marketingPreferencesForm: FormConfig = {
  id: "marketing-preferences",
  title: "Marketing preferences",
  binding: {
    entity: "user-preference",
    request: "PATCH /v1/user_preferences/{id}",
  },
  pages: {
    settings: "all",
  },
  schema: {
    type: "object",
    properties: {
      marketing_email: {
        type: "boolean",
        title: "Send me news and offers by email",
      },
      personalised_offers: {
        type: "boolean",
        title: "Show me offers based on my health profile",
      },
    },
  },
  submit: {
    label: "Save preferences",
    errorFallback: "error.update",
    serverDetail: false,
    onSuccess: {
      message: "form.saved",
      invalidate: ["user-preferences"],
    },
  },
};
