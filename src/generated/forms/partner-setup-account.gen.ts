// Generated from config/forms/partner-setup-account.yaml by `npm run codegen`; do not edit.
import type { FormConfig } from '../config-types.gen';

export const partnerSetupAccountForm: FormConfig = {
  id: "partner-setup-account",
  binding: {
    request: "POST /v1/partners/{slug}/account_setup",
  },
  pages: {
    "partner-welcome": "all",
  },
  schema: {
    type: "object",
    required: ["password", "accept_terms"],
    properties: {
      password: {
        type: "string",
        title: "Password",
        pattern: "^(?=.*[a-z])(?=.*[A-Z])(?=.*[^A-Za-z]).*$",
        description: "Your password must be at least 8 characters and contain at least one lower-case letter, one upper-case letter, and one digit or special character.",
        minLength: 8,
      },
      accept_terms: {
        type: "boolean",
        title: "I agree to the terms and conditions and privacy notice",
        const: true,
      },
    },
  },
  ui: {
    password: {
      "ui:widget": "password",
      "ui:autocomplete": "new-password",
    },
  },
  helpers: {
    password: "validation.password.helper",
  },
  constants: {
    password: {
      minLength: "passwordMinLength",
    },
  },
  messages: {
    password: {
      required: "validation.password.required",
      minLength: "validation.password.minLength",
      pattern: "validation.password.invalid",
    },
    accept_terms: {
      required: "validation.acceptTerms.required",
      const: "validation.acceptTerms.required",
    },
  },
  submit: {
    label: "Setup account",
    errorFallback: "error.partnerWelcome",
    serverDetail: false,
    onSuccess: {
      invalidate: ["current-user"],
    },
  },
};
