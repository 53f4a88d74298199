// Generated from config/forms/specialist-booking.yaml by `npm run codegen`; do not edit.
import type { FormConfig } from '../config-types.gen';

export const specialistBookingForm: FormConfig = {
  id: "specialist-booking",
  title: "Your appointment",
  pages: {
    "shop-specialist-booking": "all",
  },
  schema: {
    type: "object",
    required: ["date", "time"],
    properties: {
      date: {
        type: "string",
        title: "Date",
        format: "date",
      },
      time: {
        type: "string",
        title: "Time",
        oneOf: [
          {
            const: "09:00",
            title: "9am",
          },
          {
            const: "11:00",
            title: "11am",
          },
          {
            const: "13:00",
            title: "1pm",
          },
          {
            const: "15:00",
            title: "3pm",
          },
          {
            const: "17:00",
            title: "5pm",
          },
        ],
      },
      notes: {
        type: "string",
        title: "What would you like to talk about?",
        maxLength: 1000,
      },
    },
  },
  ui: {
    date: {
      "ui:widget": "date",
    },
    time: {
      "ui:widget": "radio",
    },
    notes: {
      "ui:widget": "textarea",
      "ui:rows": 4,
    },
  },
  messages: {
    date: {
      required: "validation.booking.date",
      format: "validation.booking.date",
    },
    time: {
      required: "validation.booking.time",
      oneOf: "validation.booking.time",
      const: "validation.booking.time",
    },
    notes: {
      maxLength: "validation.booking.notes",
    },
  },
  submit: {
    action: "book-specialist",
    label: "Book appointment",
    errorFallback: "booking.failed",
    serverDetail: false,
  },
};
