// Generated from config/forms/personal-details.yaml by `npm run codegen`; do not edit.
import type { FormConfig } from '../config-types.gen';

export const personalDetailsForm: FormConfig = {
  id: "personal-details",
  title: "Personal details",
  binding: {
    entity: "user",
    request: "PATCH /v1/user",
    fields: {
      first_name: {
        transform: "trim",
      },
      last_name: {
        transform: "trim",
      },
    },
  },
  pages: {
    settings: "all",
    "results-upload-new": ["first_name", "last_name", "dob", "sex"],
    "results-upload-edit": ["first_name", "last_name", "dob", "sex"],
  },
  schema: {
    type: "object",
    required: ["first_name", "last_name", "dob", "sex"],
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
      dob: {
        type: "string",
        title: "Date of birth",
        format: "date",
      },
      sex: {
        type: "string",
        title: "Biological sex",
        oneOf: [
          {
            const: "M",
            title: "Male",
          },
          {
            const: "F",
            title: "Female",
          },
        ],
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
    dob: {
      "ui:widget": "memorable-date",
      "ui:autocomplete": "bday",
    },
    sex: {
      "ui:widget": "radio",
    },
  },
  checks: {
    dob: {
      check: "date-of-birth",
      problems: {
        "missing-day": "validation.dob.missingDay",
        "missing-month": "validation.dob.missingMonth",
        "missing-year": "validation.dob.missingYear",
        "missing-day-and-month": "validation.dob.missingDayAndMonth",
        "missing-day-and-year": "validation.dob.missingDayAndYear",
        "missing-month-and-year": "validation.dob.missingMonthAndYear",
        "year-digits": "validation.dob.yearDigits",
        "not-real": "validation.dob.real",
        "not-past": "validation.dob.past",
        "too-long-ago": "validation.dob.tooLongAgo",
      },
    },
  },
  messages: {
    first_name: {
      required: "validation.profile.firstName.required",
      minLength: "validation.profile.firstName.required",
      pattern: "validation.name.alphabetic",
      maxLength: "validation.firstName.maxLength",
    },
    last_name: {
      required: "validation.profile.lastName.required",
      minLength: "validation.profile.lastName.required",
      pattern: "validation.name.alphabetic",
      maxLength: "validation.lastName.maxLength",
    },
    dob: {
      required: "validation.dob.required",
      format: "validation.dob.required",
    },
    sex: {
      required: "validation.sex.required",
      oneOf: "validation.sex.required",
      const: "validation.sex.required",
    },
  },
  submit: {
    label: "Save personal details",
    errorFallback: "error.update",
    serverDetail: false,
    onSuccess: {
      message: "form.saved",
      invalidate: ["current-user"],
    },
  },
};
