/**
 * Submit actions a form in config/forms may name. src/forms/form-actions.ts implements exactly these (the
 * compiler checks it); codegen checks the YAML against this list.
 */
export const FORM_ACTIONS = [
  'update-personal-details', 'update-contact-details', 'update-address', 'change-password', 'update-marketing-preferences',
  'delete-account', 'create-account', 'sign-in', 'partner-setup-account', 'partner-confirm-account',
] as const;

export type FormAction = (typeof FORM_ACTIONS)[number];
