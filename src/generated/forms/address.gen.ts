// Generated from config/forms/address.yaml by `npm run codegen`; do not edit.
import type { FormConfig } from '../config-types.gen';

export const addressForm: FormConfig = {
  id: "address",
  title: "Address",
  binding: {
    entity: "user",
    request: "PATCH /v1/user",
    fields: {
      line1: {
        attribute: "address.line1",
        transform: "trim",
      },
      line2: {
        attribute: "address.line2",
        transform: "trim",
      },
      line3: {
        attribute: "address.line3",
        transform: "trim",
      },
      locality: {
        attribute: "address.locality",
        transform: "trim",
      },
      postcode: {
        attribute: "address.postcode",
        transform: ["trim", "uppercase"],
      },
    },
  },
  pages: {
    settings: "all",
    "failure-reason": "all",
  },
  schema: {
    type: "object",
    required: ["line1", "locality", "postcode"],
    properties: {
      line1: {
        type: "string",
        title: "Address line 1",
        minLength: 1,
      },
      line2: {
        type: "string",
        title: "Address line 2",
      },
      line3: {
        type: "string",
        title: "Address line 3",
      },
      locality: {
        type: "string",
        title: "Town or city",
        minLength: 1,
      },
      postcode: {
        type: "string",
        title: "Postcode",
        pattern: "^[A-Za-z]{1,2}[0-9][A-Za-z0-9]? ?[0-9][A-Za-z]{2}$",
      },
    },
  },
  ui: {
    line1: {
      "ui:autocomplete": "address-line1",
    },
    line2: {
      "ui:autocomplete": "address-line2",
    },
    line3: {
      "ui:autocomplete": "address-line3",
    },
    locality: {
      "ui:autocomplete": "address-level2",
    },
    postcode: {
      "ui:autocomplete": "postal-code",
    },
  },
  messages: {
    line1: {
      required: "validation.address.line1.required",
      minLength: "validation.address.line1.required",
    },
    locality: {
      required: "validation.address.locality.required",
      minLength: "validation.address.locality.required",
    },
    postcode: {
      required: "validation.postcode.invalid",
      pattern: "validation.postcode.invalid",
    },
  },
  submit: {
    label: "Save address",
    errorFallback: "error.update",
    serverDetail: false,
    onSuccess: {
      message: "form.saved",
      invalidate: ["current-user"],
    },
  },
};
