// Generated from config/forms/create-account.yaml by `npm run codegen`; do not edit.
import type { FormConfig } from '../config-types.gen';

export const createAccountForm: FormConfig = {
  id: "create-account",
  title: "Create account",
  binding: {
    entity: "user",
    request: "POST /v1/users",
    fields: {
      first_name: {
        transform: "trim",
      },
      last_name: {
        transform: "trim",
      },
      email: {
        transform: "trim",
      },
    },
  },
  schema: {
    type: "object",
    required: ["first_name", "last_name", "email", "password", "accept_terms"],
    properties: {
      first_name: {
        type: "string",
        title: "First name",
        minLength: 1,
        maxLength: 50,
        pattern: "^(?=.*\\p{L})[\\p{L}'’ ‐–-]+$",
      },
      last_name: {
        type: "string",
        title: "Last name",
        minLength: 1,
        maxLength: 50,
        pattern: "^(?=.*\\p{L})[\\p{L}'’ ‐–-]+$",
      },
      email: {
        type: "string",
        title: "Email",
        format: "email",
      },
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
    first_name: {
      "ui:autocomplete": "given-name",
    },
    last_name: {
      "ui:autocomplete": "family-name",
    },
    email: {
      "ui:autocomplete": "email",
      "ui:inputType": "email",
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
    first_name: {
      required: "validation.firstName.required",
      minLength: "validation.firstName.required",
      pattern: "validation.name.alphabetic",
      maxLength: "validation.firstName.maxLength",
    },
    last_name: {
      required: "validation.lastName.required",
      minLength: "validation.lastName.required",
      pattern: "validation.name.alphabetic",
      maxLength: "validation.lastName.maxLength",
    },
    email: {
      required: "validation.email.required",
      format: "validation.email.invalid",
    },
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
    action: "create-account",
    label: "Create account",
    errorFallback: "error.signup",
    onSuccess: {
      invalidate: ["current-user"],
      navigate: "join-verify",
      keepQuery: true,
    },
  },
};
