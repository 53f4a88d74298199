// Generated from config/forms/partner-confirm-account.yaml by `npm run codegen`; do not edit.
import type { FormConfig } from '../config-types.gen';

export const partnerConfirmAccountForm: FormConfig = {
  id: "partner-confirm-account",
  binding: {
    request: "POST /v1/partners/{slug}/account_setup",
  },
  pages: {
    "partner-welcome": "all",
  },
  schema: {
    type: "object",
    required: ["accept_terms"],
    properties: {
      accept_terms: {
        type: "boolean",
        title: "I agree to the terms and conditions and privacy notice",
        const: true,
      },
    },
  },
  messages: {
    accept_terms: {
      required: "validation.acceptTerms.required",
      const: "validation.acceptTerms.required",
    },
  },
  submit: {
    label: "Confirm account",
    errorFallback: "error.partnerWelcome",
    serverDetail: false,
    onSuccess: {
      invalidate: ["current-user"],
    },
  },
};
