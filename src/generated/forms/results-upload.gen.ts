// Generated from config/forms/results-upload.yaml by `npm run codegen`; do not edit.
import type { FormConfig } from '../config-types.gen';

export const resultsUploadForm: FormConfig = {
  id: "results-upload",
  title: "Upload your results",
  pages: {
    "results-upload-new": "all",
    "results-upload-edit": "all",
  },
  schema: {
    type: "object",
    required: ["test_date", "profiles"],
    properties: {
      test_date: {
        type: "string",
        title: "Date of the test",
        format: "date",
      },
      profiles: {
        type: "array",
        title: "What the test covered",
        minItems: 1,
        uniqueItems: true,
        items: {
          type: "string",
        },
      },
      results: {
        type: "array",
        title: "Results",
        items: {
          type: "object",
          properties: {
            analyte: {
              type: "string",
              title: "Analyte",
            },
            value: {
              type: "string",
              title: "Value",
            },
            unit: {
              type: "string",
              title: "Unit",
            },
          },
        },
      },
    },
  },
  ui: {
    test_date: {
      "ui:widget": "memorable-date",
    },
    results: {
      items: {
        value: {
          "ui:inputMode": "decimal",
          "ui:autocomplete": "off",
        },
      },
    },
  },
  choices: {
    profiles: "analyte-groups",
    "results.analyte": "analytes",
    "results.unit": "analyte-units",
  },
  rows: {
    results: {
      rowLabel: "upload.row.label",
      addLabel: "upload.row.add",
      removeLabel: "upload.row.remove",
      uniqueBy: "analyte",
      check: "upload-result-row",
      note: "unit-conversion",
      requireOne: "upload.rows.none",
      problems: {
        analyte: {
          "analyte-missing": "upload.analyte.required",
          "analyte-unknown": "upload.analyte.unknown",
        },
        value: {
          empty: "upload.value.required",
          "comma-decimal": "upload.value.commaDecimal",
          spaces: "upload.value.spaces",
          operator: "upload.value.operator",
          negative: "upload.value.negative",
          "too-large": "upload.value.tooLarge",
          "not-a-number": "upload.value.notNumber",
        },
        unit: {
          "unit-missing": "upload.unit.required",
          "unit-not-accepted": "upload.unit.notAccepted",
        },
      },
    },
  },
  checks: {
    test_date: {
      check: "test-date",
      problems: {
        "missing-day": "upload.testDate.missingDay",
        "missing-month": "upload.testDate.missingMonth",
        "missing-year": "upload.testDate.missingYear",
        "missing-day-and-month": "upload.testDate.missingDayAndMonth",
        "missing-day-and-year": "upload.testDate.missingDayAndYear",
        "missing-month-and-year": "upload.testDate.missingMonthAndYear",
        "year-digits": "upload.testDate.yearDigits",
        "not-real": "upload.testDate.real",
        future: "upload.testDate.future",
        "before-birth": "upload.testDate.beforeBirth",
      },
    },
  },
  messages: {
    test_date: {
      required: "upload.testDate.required",
      format: "upload.testDate.required",
    },
    profiles: {
      required: "upload.profiles.required",
      minItems: "upload.profiles.required",
    },
  },
  submit: {
    action: "upload-results",
    label: "Upload results",
    errorFallback: "error.uploadSubmit",
    onSuccess: {
      invalidate: ["tests", "uploaded-test"],
    },
  },
};
