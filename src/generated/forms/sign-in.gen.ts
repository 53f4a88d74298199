// Generated from config/forms/sign-in.yaml by `npm run codegen`; do not edit.
import type { FormConfig } from '../config-types.gen';

export const signInForm: FormConfig = {
  id: "sign-in",
  title: "Sign in",
  schema: {
    type: "object",
    required: ["email", "password"],
    properties: {
      email: {
        type: "string",
        title: "Email",
        format: "email",
      },
      password: {
        type: "string",
        title: "Password",
        minLength: 1,
      },
    },
  },
  ui: {
    email: {
      "ui:autocomplete": "username",
      "ui:inputType": "email",
    },
    password: {
      "ui:widget": "password",
      "ui:autocomplete": "current-password",
    },
  },
  messages: {
    email: {
      required: "validation.email.required",
      format: "validation.email.invalid",
    },
    password: {
      required: "validation.password.required",
      minLength: "validation.password.required",
    },
  },
  submit: {
    action: "sign-in",
    label: "Sign in",
    errorFallback: "error.signup",
  },
};
