/**
 * The shipped forms (config/forms) against SPEC: their copy word for word, their limits and what each saves. This
 * is the suite a staff edit of config/forms may need to update, and only where SPEC changes too; run it alone with
 * `npx vitest run tests/unit/shipped-config`. How forms behave is tested on the tests' own forms
 * (tests/fixtures/forms), which no edit of config/forms touches.
 */
import { describe, expect, it } from 'vitest';
import { formRulesByEndpoint } from '../../../codegen/requests/write-endpoints';
import { UPLOAD_PROFILE_FIELDS } from '../../../src/domain/upload-profile';
import { formPayload } from '../../../src/forms/form-request';
import { formView } from '../../../src/forms/form-view';
import { marketingPreferencesForm } from '../../../src/generated/forms/marketing-preferences.gen';
import { partnerConfirmAccountForm } from '../../../src/generated/forms/partner-confirm-account.gen';
import { userAttributionForm } from '../../../src/generated/forms/user-attribution.gen';
import { appConfig } from '../../../src/generated/app-config.gen';
import { changePasswordForm } from '../../../src/generated/forms/change-password.gen';
import { contactDetailsForm } from '../../../src/generated/forms/contact-details.gen';
import { createAccountForm } from '../../../src/generated/forms/create-account.gen';
import { deleteAccountForm } from '../../../src/generated/forms/delete-account.gen';
import { partnerSetupAccountForm } from '../../../src/generated/forms/partner-setup-account.gen';
import { personalDetailsForm } from '../../../src/generated/forms/personal-details.gen';
import { signInForm } from '../../../src/generated/forms/sign-in.gen';
import { addressForm } from '../../../src/generated/forms/address.gen';
import * as addressValidators from '../../../src/generated/validators/address.gen';
import * as changePasswordValidators from '../../../src/generated/validators/change-password.gen';
import * as contactDetailsValidators from '../../../src/generated/validators/contact-details.gen';
import * as createAccountValidators from '../../../src/generated/validators/create-account.gen';
import * as deleteAccountValidators from '../../../src/generated/validators/delete-account.gen';
import * as partnerSetupValidators from '../../../src/generated/validators/partner-setup-account.gen';
import * as personalDetailsValidators from '../../../src/generated/validators/personal-details.gen';
import * as signInValidators from '../../../src/generated/validators/sign-in.gen';
import { fieldOf } from '../../../src/forms/field-messages';
import { createFormValidator, withoutBlankText } from '../../../src/forms/validate-form';
import { messages } from '../../../src/generated/messages.gen';
import type { FormDefinition } from '../../../src/forms/form-definition';

const forms: Record<string, FormDefinition> = {
  'create-account': { config: createAccountForm, ...createAccountValidators },
  'personal-details': { config: personalDetailsForm, ...personalDetailsValidators },
  'contact-details': { config: contactDetailsForm, ...contactDetailsValidators },
  address: { config: addressForm, ...addressValidators },
  'change-password': { config: changePasswordForm, ...changePasswordValidators },
  'delete-account': { config: deleteAccountForm, ...deleteAccountValidators },
  'partner-setup-account': { config: partnerSetupAccountForm, ...partnerSetupValidators },
  'sign-in': { config: signInForm, ...signInValidators },
};

/** Field -> the message a person sees, as the form engine computes it with the precompiled validators. */
function messagesFor(formId: string, data: Record<string, unknown>): Record<string, string> {
  const form = forms[formId];
  if (!form) throw new Error(formId);
  const errors = createFormValidator(form)(data);
  return Object.fromEntries(errors.map((error) => [fieldOf(error), error.message ?? '']));
}

const validSignUp = { first_name: 'Ana', last_name: 'Silva', email: 'ana@example.com', password: 'Passw0rd', accept_terms: true };

describe('SPEC section 5 validation messages, word for word', () => {
  it.each<[string, Record<string, unknown>, string, string]>([
    ['create-account', { ...validSignUp, email: undefined }, 'email', 'Please enter your email address'],
    ['create-account', { ...validSignUp, email: 'ana@' }, 'email', 'Please enter a valid email address'],
    ['create-account', { ...validSignUp, password: undefined }, 'password', 'Please enter a password'],
    ['create-account', { ...validSignUp, password: 'Pa55' }, 'password', 'Passwords must contain at least 8 characters.'],
    ['create-account', { ...validSignUp, password: 'password1' }, 'password', 'The password is invalid'],
    ['create-account', { ...validSignUp, password: 'PASSWORD1' }, 'password', 'The password is invalid'],
    ['create-account', { ...validSignUp, password: 'Password' }, 'password', 'The password is invalid'],
    [
      'create-account',
      { ...validSignUp, accept_terms: undefined },
      'accept_terms',
      'You must agree to the terms and conditions and privacy notice before you can create an account',
    ],
    [
      'create-account',
      { ...validSignUp, accept_terms: false },
      'accept_terms',
      'You must agree to the terms and conditions and privacy notice before you can create an account',
    ],
    ['create-account', { ...validSignUp, first_name: undefined }, 'first_name', 'Please enter your first name'],
    ['create-account', { ...validSignUp, last_name: undefined }, 'last_name', 'Please enter your last name'],
    ['create-account', { ...validSignUp, first_name: 'Ana2' }, 'first_name', 'Please only enter alphabetic characters and dashes'],
    ['create-account', { ...validSignUp, last_name: 'Silva!' }, 'last_name', 'Please only enter alphabetic characters and dashes'],
    ['create-account', { ...validSignUp, first_name: 'A'.repeat(51) }, 'first_name', 'First name must be 50 characters or fewer'],
    ['create-account', { ...validSignUp, last_name: 'S'.repeat(10_000) }, 'last_name', 'Last name must be 50 characters or fewer'],
    [
      'personal-details',
      { first_name: 'A'.repeat(51), last_name: 'Silva', dob: '1990-01-01', sex: 'F' },
      'first_name',
      'First name must be 50 characters or fewer',
    ],
    [
      'personal-details',
      { first_name: 'Ana', last_name: 'S'.repeat(51), dob: '1990-01-01', sex: 'F' },
      'last_name',
      'Last name must be 50 characters or fewer',
    ],
    ['personal-details', { last_name: 'Silva', dob: '1990-01-01', sex: 'F' }, 'first_name', 'The first name field is required'],
    ['personal-details', { first_name: 'Ana', dob: '1990-01-01', sex: 'F' }, 'last_name', 'The last name field is required'],
    ['personal-details', { first_name: 'Ana', last_name: 'Silva', sex: 'F' }, 'dob', 'Please enter your date of birth'],
    ['personal-details', { first_name: 'Ana', last_name: 'Silva', dob: '1990-01-01' }, 'sex', 'Please select your biological sex'],
    [
      'personal-details',
      { first_name: 'Ana', last_name: 'Silva', dob: '1990-01-01', sex: 'X' },
      'sex',
      'Please select your biological sex',
    ],
    ['contact-details', {}, 'email', 'Please enter your email address'],
    ['contact-details', { email: 'ana@example.com', phone_number: 'call me' }, 'phone_number', 'Please enter a valid phone number'],
    ['address', { line1: '1 High St', locality: 'Leeds', postcode: 'LS1' }, 'postcode', 'Please enter a valid postcode'],
    ['change-password', { password: 'Passw0rd' }, 'current_password', 'Please enter your current password'],
    ['change-password', { current_password: '', password: 'Passw0rd' }, 'current_password', 'Please enter your current password'],
    ['change-password', { current_password: 'Old1pass' }, 'password', 'Please enter a password'],
    ['change-password', { current_password: 'Old1pass', password: 'Pa55' }, 'password', 'Passwords must contain at least 8 characters.'],
    ['change-password', { current_password: 'Old1pass', password: 'password1' }, 'password', 'The password is invalid'],
    ['change-password', { current_password: 'Old1pass', password: 'PASSWORD1' }, 'password', 'The password is invalid'],
    ['change-password', { current_password: 'Old1pass', password: 'Password' }, 'password', 'The password is invalid'],
    ['sign-in', { password: 'Passw0rd!' }, 'email', 'Please enter your email address'],
    ['sign-in', { email: 'ana@', password: 'Passw0rd!' }, 'email', 'Please enter a valid email address'],
    ['sign-in', { email: 'ana@example.com' }, 'password', 'Please enter a password'],
    ['sign-in', { email: 'ana@example.com', password: '' }, 'password', 'Please enter a password'],
    ['delete-account', { confirmation: 'i agree' }, 'confirmation', 'Type I agree to confirm'],
    [
      'partner-setup-account',
      { password: 'Passw0rd' },
      'accept_terms',
      'You must agree to the terms and conditions and privacy notice before you can create an account',
    ],
  ])('%s %j: %s says "%s"', (formId, data, field, expected) => {
    expect(messagesFor(formId, data)[field]).toBe(expected);
  });

  it.each([
    ['Ana', true],
    ['Zoë', true],
    ['José María', true],
    ["O'Brien", true],
    ['Smith-Jones', true],
    ['Łukasz', true],
    ['O’Neil', true],
    ['Smith‐Jones', true],
    ['Smith–Jones', true],
    ["D'Arcy O’Neil-Smith", true],
    ["-'’", false],
    ['Ana2', false],
    ['Ana—Lee', false],
    ['Ana_', false],
    ['<b>', false],
  ])('name "%s" valid: %s', (name, valid) => {
    expect(messagesFor('create-account', { ...validSignUp, first_name: name }).first_name === undefined).toBe(valid);
    expect(messagesFor('create-account', { ...validSignUp, last_name: name }).last_name === undefined).toBe(valid);
    expect(
      messagesFor('personal-details', { first_name: name, last_name: name, dob: '1990-01-01', sex: 'F' }).first_name === undefined,
    ).toBe(valid);
    if (!valid)
      expect(messagesFor('personal-details', { first_name: name, last_name: 'Silva', dob: '1990-01-01', sex: 'F' }).first_name).toBe(
        'Please only enter alphabetic characters and dashes',
      );
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['create-account', { ...validSignUp, first_name: '   ' }, 'first_name', 'Please enter your first name'],
    ['create-account', { ...validSignUp, first_name: '\t \n' }, 'first_name', 'Please enter your first name'],
    ['create-account', { ...validSignUp, last_name: ' ' }, 'last_name', 'Please enter your last name'],
    [
      'personal-details',
      { first_name: '  ', last_name: 'Silva', dob: '1990-01-01', sex: 'F' },
      'first_name',
      'The first name field is required',
    ],
    [
      'personal-details',
      { first_name: 'Ana', last_name: '   ', dob: '1990-01-01', sex: 'F' },
      'last_name',
      'The last name field is required',
    ],
    ['create-account', { ...validSignUp, email: '   ' }, 'email', 'Please enter your email address'],
    ['sign-in', { email: ' ', password: 'x' }, 'email', 'Please enter your email address'],
    ['sign-in', { email: 'ana@example.com', password: '   ' }, 'password', 'Please enter a password'],
    ['address', { line1: '  ', locality: 'Leeds', postcode: 'LS1 4AB' }, 'line1', 'Please enter the first line of your address'],
  ])('only spaces is no answer: %s %j: %s says "%s"', (formId, data, field, expected) => {
    expect(messagesFor(formId, data)[field]).toBe(expected);
  });

  it('a blank optional field is no answer and no error', () => {
    expect(messagesFor('contact-details', { email: 'ana@example.com', phone_number: '   ' })).toEqual({});
  });

  it.each<[Record<string, unknown>, Record<string, unknown>]>([
    [
      { a: ' ', b: 'x', c: '', d: ' y ' },
      { b: 'x', d: ' y ' },
    ],
    [
      { flag: false, n: 0, list: [] },
      { flag: false, n: 0, list: [] },
    ],
    [{}, {}],
  ])('withoutBlankText(%j) -> %j', (data, expected) => expect(withoutBlankText(data)).toEqual(expected));

  it.each([
    ['Passw0rd', true],
    ['Password!', true],
    ['pASSWORD#', true],
    ['Pass w0rd', true],
    ['Passw0r', false],
    ['password1', false],
    ['PASSWORD1', false],
    ['Password', false],
  ])('password "%s" valid: %s', (password, valid) => {
    expect(messagesFor('create-account', { ...validSignUp, password }).password === undefined).toBe(valid);
  });

  it('accepts complete, valid forms', () => {
    expect(messagesFor('create-account', validSignUp)).toEqual({});
    expect(messagesFor('personal-details', { first_name: 'Ana', last_name: 'Silva', dob: '1990-01-01', sex: 'M' })).toEqual({});
    expect(messagesFor('address', { line1: '1 High St', locality: 'Leeds', postcode: 'LS1 4AB' })).toEqual({});
    expect(messagesFor('delete-account', { confirmation: 'I agree' })).toEqual({});
    expect(messagesFor('change-password', { current_password: 'x', password: 'Passw0rd' })).toEqual({});
    // Sign-in checks only presence: an old password from before today's rules must still get through.
    expect(messagesFor('sign-in', { email: 'ana@example.com', password: 'short' })).toEqual({});
  });

  it('keeps the delete phrase and the password minimum in step with config/app.yaml', () => {
    expect(deleteAccountForm.schema.properties?.confirmation?.const).toBe(appConfig.constants.deleteConfirmationPhrase);
    for (const form of [createAccountForm, changePasswordForm, partnerSetupAccountForm]) {
      expect(form.schema.properties?.password?.minLength).toBe(appConfig.constants.passwordMinLength);
    }
  });
});

describe('form values with one source', () => {
  it.each(['create-account', 'change-password', 'partner-setup-account'])(
    '%s: the password helper text and minimum come from messages.yaml and app.yaml',
    (formId) => {
      const password = forms[formId]?.config.schema.properties?.password as Record<string, unknown>;
      expect(password.description).toBe(messages['validation.password.helper']);
      expect(password.minLength).toBe(appConfig.constants.passwordMinLength);
    },
  );

  it('the delete phrase comes from app.yaml', () => {
    expect((deleteAccountForm.schema.properties?.confirmation as Record<string, unknown>).const).toBe(
      appConfig.constants.deleteConfirmationPhrase,
    );
  });
});

describe('what the shipped forms save', () => {
  it('the settings forms and the funnel step read and save the signed-in person, the preferences their own record', () => {
    for (const form of [personalDetailsForm, contactDetailsForm, addressForm, userAttributionForm])
      expect(form.binding).toMatchObject({ entity: 'user', request: 'PATCH /v1/user' });
    expect(marketingPreferencesForm.binding).toMatchObject({ entity: 'user-preference', request: 'PATCH /v1/user_preferences/{id}' });
    expect(changePasswordForm.binding).toEqual({ request: 'PATCH /v1/password' });
    for (const form of [partnerSetupAccountForm, partnerConfirmAccountForm])
      expect(form.binding).toEqual({ request: 'POST /v1/partners/{slug}/account_setup' });
  });

  it("the upload's details step shows and sends exactly what an upload needs (SPEC 5), so it changes nothing else saved", () => {
    const step = formView(forms['personal-details']!, 'results-upload-new');
    expect(Object.keys(step.config.schema.properties ?? {})).toEqual([...UPLOAD_PROFILE_FIELDS]);
    expect(formView(forms['personal-details']!, 'results-upload-edit').config.schema).toEqual(step.config.schema);
    expect(Object.keys(formPayload(step.config, { first_name: 'Ana', last_name: 'Silva', dob: '1990-01-01', sex: 'F' }))).toEqual([
      ...UPLOAD_PROFILE_FIELDS,
    ]);
  });

  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    [
      'contact-details',
      { email: ' ana@example.com ', phone_number: '+44 7700 900123' },
      { email: 'ana@example.com', phone_number: '07700900123' },
    ],
    ['contact-details', { email: 'ana@example.com', phone_number: '' }, { email: 'ana@example.com', phone_number: null }],
    [
      'address',
      { line1: ' 1 High St ', locality: 'Leeds', postcode: 'ls1 4ab' },
      { address: { line1: '1 High St', line2: null, line3: null, locality: 'Leeds', postcode: 'LS1 4AB' } },
    ],
    [
      'personal-details',
      { first_name: ' Ana ', last_name: 'Silva ', dob: '1990-01-01', sex: 'F' },
      { first_name: 'Ana', last_name: 'Silva', dob: '1990-01-01', sex: 'F' },
    ],
    ['change-password', { current_password: ' Old1pass', password: 'Passw0rd ' }, { current_password: ' Old1pass', password: 'Passw0rd ' }],
  ])('%s %j saves %j (+44 stripped, postcode in capitals, passwords as typed)', (formId, data, saved) => {
    // SPEC's fields as these words say; an optional field staff add to the form is sent too (null when left blank),
    // so adding one needs no row changed here.
    const payload = formPayload(forms[formId]!.config, data);
    expect(payload).toMatchObject(saved);
    for (const [field, value] of Object.entries(payload)) if (!(field in saved)) expect([field, value]).toEqual([field, null]);
  });

  it('the server runs the rules of the forms that send PATCH /v1/user, each on the fields it sends', () => {
    const shipped = {
      'personal-details': personalDetailsForm,
      'contact-details': contactDetailsForm,
      address: addressForm,
      'user-attribution': userAttributionForm,
      'create-account': createAccountForm,
    };
    const rules = formRulesByEndpoint(shipped);
    expect({ 'create-user': rules['create-user'], 'update-user': rules['update-user'] }).toEqual({
      'create-user': [{ form: 'create-account' }],
      'update-user': [
        { form: 'address', partial: true },
        { form: 'contact-details', partial: true },
        { form: 'personal-details', partial: true },
        { form: 'user-attribution', partial: true },
      ],
    });
  });
});
