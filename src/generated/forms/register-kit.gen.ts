// Generated from config/forms/register-kit.yaml by `npm run codegen`; do not edit.
import type { FormConfig } from '../config-types.gen';

export const registerKitForm: FormConfig = {
  id: "register-kit",
  title: "Register your kit",
  pages: {
    "register-kit": "all",
  },
  schema: {
    type: "object",
    required: ["kit_code"],
    properties: {
      kit_code: {
        type: "string",
        title: "Kit code",
        minLength: 1,
        pattern: "^[\\s-]*[vV][kK](?:[\\s-]*[0-9A-Za-z]){10}[\\s-]*$",
        description: "For example, VK7Q-4M2P-9XTR. Letters and numbers only: spaces and dashes are added for you.",
      },
    },
  },
  ui: {
    kit_code: {
      "ui:autocomplete": "off",
    },
  },
  helpers: {
    kit_code: "kit.code.helper",
  },
  messages: {
    kit_code: {
      required: "kit.code.required",
      minLength: "kit.code.required",
      pattern: "kit.code.format",
    },
  },
  submit: {
    action: "register-kit",
    label: "Register kit",
    errorFallback: "error.generic",
  },
};
