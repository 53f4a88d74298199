// Generated from config/forms/important-information.yaml by `npm run codegen`; do not edit.
import type { FormConfig } from '../config-types.gen';

export const importantInformationForm: FormConfig = {
  id: "important-information",
  title: "Important information",
  pages: {
    "join-important-information": "all",
  },
  schema: {
    type: "object",
    required: ["not_a_diagnosis", "see_gp_if_unwell", "sample_same_day"],
    properties: {
      not_a_diagnosis: {
        type: "boolean",
        title: "I understand my results and report are not a diagnosis and do not replace my GP",
        const: true,
      },
      see_gp_if_unwell: {
        type: "boolean",
        title: "I will contact my GP or call NHS 111 if I feel unwell, whatever my results say",
        const: true,
      },
      sample_same_day: {
        type: "boolean",
        title: "I will post my sample on the day I collect it, Monday to Thursday",
        const: true,
      },
    },
  },
  messages: {
    not_a_diagnosis: {
      required: "join.importantInformation.required",
      const: "join.importantInformation.required",
    },
    see_gp_if_unwell: {
      required: "join.importantInformation.required",
      const: "join.importantInformation.required",
    },
    sample_same_day: {
      required: "join.importantInformation.required",
      const: "join.importantInformation.required",
    },
  },
  submit: {
    action: "acknowledge-important-information",
    label: "Continue",
    errorFallback: "error.update",
    onSuccess: {
      invalidate: ["current-user"],
      navigate: "join-user-attribution",
      keepQuery: true,
      query: {
        via: "details",
      },
    },
  },
};
