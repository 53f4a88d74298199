// Generated from config/forms/shared-passcode.yaml by `npm run codegen`; do not edit.
import type { FormConfig } from '../config-types.gen';

export const sharedPasscodeForm: FormConfig = {
  id: "shared-passcode",
  title: "Enter the passcode",
  schema: {
    type: "object",
    required: ["passcode"],
    properties: {
      passcode: {
        type: "string",
        title: "Passcode",
        pattern: "^[0-9]*$",
        maxLength: 20,
        minLength: 6,
      },
    },
  },
  ui: {
    passcode: {
      "ui:inputMode": "numeric",
      "ui:autocomplete": "off",
    },
  },
  constants: {
    passcode: {
      minLength: "sharePasscodeMinDigits",
    },
  },
  messages: {
    passcode: {
      required: "share.passcode.required",
      minLength: "share.passcode.short",
      maxLength: "share.passcode.long",
      pattern: "share.passcode.digits",
    },
  },
  submit: {
    action: "open-shared-results",
    label: "Show the results",
    errorFallback: "share.load.failed",
  },
};
