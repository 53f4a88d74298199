// Generated from config/forms/change-password.yaml by `npm run codegen`; do not edit.
import type { FormConfig } from '../config-types.gen';

export const changePasswordForm: FormConfig = {
  id: "change-password",
  title: "Password",
  binding: {
    request: "PATCH /v1/password",
  },
  pages: {
    settings: "all",
  },
  schema: {
    type: "object",
    required: ["current_password", "password"],
    properties: {
      current_password: {
        type: "string",
        title: "Current password",
        minLength: 1,
      },
      password: {
        type: "string",
        title: "New password",
        pattern: "^(?=.*[a-z])(?=.*[A-Z])(?=.*[^A-Za-z]).*$",
        description: "Your password must be at least 8 characters and contain at least one lower-case letter, one upper-case letter, and one digit or special character.",
        minLength: 8,
      },
    },
  },
  ui: {
    current_password: {
      "ui:widget": "password",
      "ui:autocomplete": "current-password",
    },
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
    current_password: {
      required: "validation.currentPassword.required",
      minLength: "validation.currentPassword.required",
    },
    password: {
      required: "validation.password.required",
      minLength: "validation.password.minLength",
      pattern: "validation.password.invalid",
    },
  },
  submit: {
    label: "Change password",
    errorFallback: "error.update",
    serverDetail: false,
    onSuccess: {
      message: "form.passwordChanged",
      invalidate: ["current-user"],
    },
  },
};
