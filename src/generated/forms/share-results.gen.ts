// Generated from config/forms/share-results.yaml by `npm run codegen`; do not edit.
import type { FormConfig } from '../config-types.gen';

export const shareResultsForm: FormConfig = {
  id: "share-results",
  title: "Share your results",
  binding: {
    request: "POST /v1/share_links",
  },
  schema: {
    type: "object",
    required: ["scope", "expires_in"],
    properties: {
      scope: {
        type: "string",
        title: "What to share",
        oneOf: [
          {
            const: "latest",
            title: "Your latest test",
          },
          {
            const: "all",
            title: "Every test, with your earlier results",
          },
        ],
      },
      expires_in: {
        type: "string",
        title: "How long the link works",
        oneOf: [
          {
            const: "1h",
            title: "1 hour",
          },
          {
            const: "24h",
            title: "24 hours",
          },
          {
            const: "7d",
            title: "7 days",
          },
          {
            const: "30d",
            title: "30 days",
          },
        ],
      },
      passcode: {
        type: "string",
        title: "Passcode",
        pattern: "^[0-9]*$",
        maxLength: 20,
        description: "We recommend one: 6 digits or more. Give it to your doctor separately, not in the same message as the link.",
        minLength: 6,
      },
    },
  },
  ui: {
    scope: {
      "ui:widget": "radio",
    },
    expires_in: {
      "ui:widget": "radio",
    },
    passcode: {
      "ui:inputMode": "numeric",
      "ui:autocomplete": "off",
    },
  },
  helpers: {
    passcode: "share.form.passcodeHelper",
  },
  constants: {
    passcode: {
      minLength: "sharePasscodeMinDigits",
    },
  },
  messages: {
    scope: {
      required: "share.form.scopeRequired",
      oneOf: "share.form.scopeRequired",
      const: "share.form.scopeRequired",
    },
    expires_in: {
      required: "share.form.expiryRequired",
      oneOf: "share.form.expiryRequired",
      const: "share.form.expiryRequired",
    },
    passcode: {
      minLength: "share.form.passcodeShort",
      maxLength: "share.form.passcodeLong",
      pattern: "share.form.passcodeDigits",
    },
  },
  submit: {
    action: "create-share-link",
    label: "Create link",
    errorFallback: "share.form.failed",
    onSuccess: {
      invalidate: ["share-links"],
    },
  },
};
