// Generated from config/forms/contact-details.yaml by `npm run codegen`; do not edit.
import type { FormConfig } from '../config-types.gen';

export const contactDetailsForm: FormConfig = {
  id: "contact-details",
  title: "Contact details",
  binding: {
    entity: "user",
    request: "PATCH /v1/user",
    fields: {
      email: {
        transform: "trim",
      },
      phone_number: {
        transform: "uk-phone",
      },
    },
  },
  pages: {
    settings: "all",
  },
  schema: {
    type: "object",
    required: ["email"],
    properties: {
      email: {
        type: "string",
        title: "Email",
        format: "email",
        description: "If you change your email address, we'll send a link to the new address to verify it.",
      },
      phone_number: {
        type: "string",
        title: "Phone number",
        pattern: "^[+0-9 ()-]{7,20}$",
      },
    },
  },
  ui: {
    email: {
      "ui:autocomplete": "email",
      "ui:inputType": "email",
    },
    phone_number: {
      "ui:autocomplete": "tel",
      "ui:inputType": "tel",
    },
  },
  helpers: {
    email: "settings.contact.emailHelper",
  },
  messages: {
    email: {
      required: "validation.email.required",
      format: "validation.email.invalid",
    },
    phone_number: {
      pattern: "validation.phone.invalid",
    },
  },
  submit: {
    label: "Save contact details",
    errorFallback: "error.update",
    serverDetail: false,
    onSuccess: {
      message: "form.saved",
      invalidate: ["current-user"],
    },
  },
};
