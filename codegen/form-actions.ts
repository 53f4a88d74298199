/**
 * Submit actions a form in config/forms may name. src/forms/form-actions.ts implements exactly these (the
 * compiler checks it); codegen checks the YAML against this list.
 */
export const FORM_ACTIONS = [
  'update-personal-details', 'update-contact-details', 'update-address', 'change-password', 'update-marketing-preferences',
  'delete-account', 'create-account', 'sign-in', 'partner-setup-account', 'partner-confirm-account', 'register-kit',
  'acknowledge-important-information', 'save-user-attribution',
] as const;

export type FormAction = (typeof FORM_ACTIONS)[number];

/**
 * Cached queries a form's submit.onSuccess.invalidate may name: the first part of each key of
 * src/api/query-keys.ts (src/forms/form-success.ts makes the compiler check the two lists agree).
 */
export const FORM_QUERY_NAMES = ['current-user', 'health-profile', 'user-preferences', 'payment-method', 'partner', 'tests', 'addresses', 'discount-code'] as const;

export type FormQueryName = (typeof FORM_QUERY_NAMES)[number];
