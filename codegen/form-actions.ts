/**
 * Submit actions a form in config/forms may name, for what its `binding` cannot say: src/forms/form-actions.ts
 * implements exactly these (the compiler checks it), each with why; codegen checks the YAML against this list.
 * A form with a binding and no action sends its binding's request.
 */
export const FORM_ACTIONS = [
  'sign-in',
  'delete-account',
  'create-account',
  'cancel-subscription',
  'book-specialist',
  'upload-results',
  'register-kit',
  'acknowledge-important-information',
  'create-share-link',
  'open-shared-results',
] as const;

export type FormAction = (typeof FORM_ACTIONS)[number];

/**
 * Cached queries a form's submit.onSuccess.invalidate may name: the first part of each key of
 * src/api/query-keys.ts (src/forms/form-success.ts makes the compiler check the two lists agree).
 */
export const FORM_QUERY_NAMES = [
  'current-user',
  'health-profile',
  'user-preferences',
  'payment-method',
  'partner',
  'tests',
  'addresses',
  'discount-code',
  'health-plans',
  'health-plan-templates',
  'plan-week-reviews',
  'analyte-results',
  'shop-product',
  'shop-products',
  'shop-cart',
  'shop-order',
  'shop-orders',
  'shop-subscriptions',
  'test-subscriptions',
  'payment-intent',
  'uploaded-test',
  'share-links',
] as const;

export type FormQueryName = (typeof FORM_QUERY_NAMES)[number];

/** Choice sources a form's `choices` may name; src/forms/form-choices.ts implements exactly these. */
export const FORM_CHOICE_SOURCES = ['analytes', 'analyte-units', 'analyte-groups'] as const;

export type FormChoiceSource = (typeof FORM_CHOICE_SOURCES)[number];

/** Row checks and row notes a form's `rows` may name; src/forms/row-rules.ts implements exactly these. */
export const FORM_ROW_CHECKS = ['upload-result-row'] as const;

export type FormRowCheck = (typeof FORM_ROW_CHECKS)[number];

export const FORM_ROW_NOTES = ['unit-conversion'] as const;

export type FormRowNote = (typeof FORM_ROW_NOTES)[number];

/**
 * How a bound field's answer may be tidied before it is saved (binding.fields.<field>.transform);
 * src/forms/form-transforms.ts implements exactly these.
 */
export const FORM_TRANSFORMS = ['trim', 'uppercase', 'uk-phone'] as const;

export type FormTransform = (typeof FORM_TRANSFORMS)[number];

/**
 * A field's own checks a form's `checks` may name, each with every problem it can find (the form's YAML gives each
 * a message; codegen checks all are there): src/forms/field-checks.ts implements exactly these, over the rules of
 * src/domain/date-rules.ts.
 */
export const FORM_FIELD_CHECKS = {
  'date-of-birth': [
    'missing-day',
    'missing-month',
    'missing-year',
    'missing-day-and-month',
    'missing-day-and-year',
    'missing-month-and-year',
    'year-digits',
    'not-real',
    'not-past',
    'too-long-ago',
  ],
  'test-date': [
    'missing-day',
    'missing-month',
    'missing-year',
    'missing-day-and-month',
    'missing-day-and-year',
    'missing-month-and-year',
    'year-digits',
    'not-real',
    'future',
    'before-birth',
  ],
} as const;

export type FormFieldCheck = keyof typeof FORM_FIELD_CHECKS;
