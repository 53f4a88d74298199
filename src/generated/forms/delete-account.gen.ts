// Generated from config/forms/delete-account.yaml by `npm run codegen`; do not edit.
import type { FormConfig } from '../config-types.gen';

export const deleteAccountForm: FormConfig = {
  id: "delete-account",
  title: "Permanently delete your account?",
  pages: {
    settings: "all",
  },
  schema: {
    type: "object",
    required: ["confirmation"],
    properties: {
      confirmation: {
        type: "string",
        title: "Type I agree to confirm",
        const: "I agree",
      },
    },
  },
  constants: {
    confirmation: {
      const: "deleteConfirmationPhrase",
    },
  },
  messages: {
    confirmation: {
      required: "validation.deleteAccount.phrase",
      const: "validation.deleteAccount.phrase",
    },
  },
  submit: {
    action: "delete-account",
    label: "Delete my account",
    errorFallback: "error.update",
    serverDetail: false,
  },
};
