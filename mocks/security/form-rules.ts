import { addressForm } from '../../src/generated/forms/address.gen';
import { changePasswordForm } from '../../src/generated/forms/change-password.gen';
import { contactDetailsForm } from '../../src/generated/forms/contact-details.gen';
import { createAccountForm } from '../../src/generated/forms/create-account.gen';
import { partnerSetupAccountForm } from '../../src/generated/forms/partner-setup-account.gen';
import { personalDetailsForm } from '../../src/generated/forms/personal-details.gen';
import { shareResultsForm } from '../../src/generated/forms/share-results.gen';
import { sharedPasscodeForm } from '../../src/generated/forms/shared-passcode.gen';
import { userAttributionForm } from '../../src/generated/forms/user-attribution.gen';
import type { FormRule } from '../../src/generated/requests/write-requests.gen';
import * as addressValidators from '../../src/generated/validators/address.gen';
import * as changePasswordValidators from '../../src/generated/validators/change-password.gen';
import * as contactDetailsValidators from '../../src/generated/validators/contact-details.gen';
import * as createAccountValidators from '../../src/generated/validators/create-account.gen';
import * as partnerSetupAccountValidators from '../../src/generated/validators/partner-setup-account.gen';
import * as personalDetailsValidators from '../../src/generated/validators/personal-details.gen';
import * as shareResultsValidators from '../../src/generated/validators/share-results.gen';
import * as sharedPasscodeValidators from '../../src/generated/validators/shared-passcode.gen';
import * as userAttributionValidators from '../../src/generated/validators/user-attribution.gen';
import { fieldOf } from '../../src/forms/field-messages';
import type { FormData, FormDefinition } from '../../src/forms/form-definition';
import { createFormValidator } from '../../src/forms/validate-form';

/**
 * SPEC 5 on the server: the same config/forms definitions and precompiled validators the screens use, with the
 * same messages, so the API refuses what a form refuses and says it the same way. One definition, two enforcers.
 */
const definitions: Readonly<Record<string, FormDefinition>> = {
  address: { config: addressForm, ...addressValidators },
  'change-password': { config: changePasswordForm, ...changePasswordValidators },
  'contact-details': { config: contactDetailsForm, ...contactDetailsValidators },
  'create-account': { config: createAccountForm, ...createAccountValidators },
  'partner-setup-account': { config: partnerSetupAccountForm, ...partnerSetupAccountValidators },
  'personal-details': { config: personalDetailsForm, ...personalDetailsValidators },
  'share-results': { config: shareResultsForm, ...shareResultsValidators },
  'shared-passcode': { config: sharedPasscodeForm, ...sharedPasscodeValidators },
  'user-attribution': { config: userAttributionForm, ...userAttributionValidators },
};

const validators = new Map<string, (data: FormData) => ReturnType<ReturnType<typeof createFormValidator>>>();

function validatorOf(form: string) {
  let validator = validators.get(form);
  if (!validator) {
    const definition = definitions[form];
    if (!definition) throw new Error(`No form definition for ${form} on the server (mocks/security/form-rules.ts)`);
    validator = createFormValidator(definition);
    validators.set(form, validator);
  }
  return validator;
}

export interface FieldProblem {
  pointer: string;
  detail: string;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A null is a cleared field: to a form that is a blank one. */
const withoutNulls = (data: Record<string, unknown>): FormData => Object.fromEntries(Object.entries(data).filter(([, value]) => value !== null));

/**
 * What the forms' rules say about a request's attributes, each problem at its JSON pointer. A partial rule checks
 * only the fields the request sends (a PATCH of one detail is not a missing rest); a rule `at` an attribute checks
 * that attribute's object, and only when it is sent and not cleared.
 */
export function formProblems(rules: readonly FormRule[], attributes: Readonly<Record<string, unknown>>, base = '/data/attributes'): FieldProblem[] {
  const fields = new Set<string>();
  const problems: FieldProblem[] = [];
  for (const rule of rules) {
    const definition = definitions[rule.form];
    const formFields = Object.keys((definition?.schema.properties ?? {}) as Record<string, unknown>);
    const data = rule.at === undefined ? attributes : attributes[rule.at];
    if (rule.at !== undefined && !isObject(data)) continue;
    if (!isObject(data)) continue;
    if (rule.partial && !formFields.some((field) => field in data)) continue;
    const prefix = rule.at === undefined ? base : `${base}/${rule.at}`;
    for (const error of validatorOf(rule.form)(withoutNulls(data))) {
      const field = fieldOf(error);
      if (rule.partial && !(field in data)) continue;
      const pointer = `${prefix}/${field}`;
      if (fields.has(pointer)) continue;
      fields.add(pointer);
      problems.push({ pointer, detail: error.message ?? '' });
    }
  }
  return problems;
}
