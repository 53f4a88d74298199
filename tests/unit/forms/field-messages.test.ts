import type { RJSFValidationError } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { toSpecMessages } from '../../../src/forms/field-messages';
import { fieldTitle } from '../../../src/forms/field-title';
import type { FormConfig } from '../../../src/generated/config-types.gen';
import { messages } from '../../../src/generated/messages.gen';

// A form of its own (not the shipped config): one field with its own message, one titled and one untitled field
// without one.
const form = {
  id: 'example',
  title: 'Example',
  schema: {
    type: 'object',
    properties: {
      first_name: { type: 'string', title: 'First name', maxLength: 50 },
      preferred_name: { type: 'string', title: 'Preferred name', maxLength: 40 },
      code: { type: 'string', maxLength: 6 },
      blank_title: { type: 'string', title: '  ', maxLength: 6 },
    },
  },
  messages: { first_name: { maxLength: 'validation.firstName.maxLength' } },
  submit: { action: 'update-user' },
} as unknown as FormConfig;

const error = (property: string, name: string, limit: number): RJSFValidationError => ({
  property,
  name,
  params: { limit },
  message: 'must NOT have more than ' + String(limit) + ' characters',
  stack: '',
});

describe("a field's message for a rule (the form and the server alike)", () => {
  it.each<[string, RJSFValidationError, string]>([
    ['its own message', error('.first_name', 'maxLength', 50), 'First name must be 50 characters or fewer'],
    [
      'a titled field with none: the shared length message names it',
      error('.preferred_name', 'maxLength', 40),
      'Preferred name must be 40 characters or fewer',
    ],
    ['one character: singular', error('.preferred_name', 'maxLength', 1), 'Preferred name must be 1 character or fewer'],
    ['an untitled field: the plain prompt', error('.code', 'maxLength', 6), messages['form.checkAnswer']],
    ['a blank title: the plain prompt', error('.blank_title', 'maxLength', 6), messages['form.checkAnswer']],
    ['another rule with no message: the plain prompt', error('.preferred_name', 'pattern', 0), messages['form.checkAnswer']],
  ])('%s', (_, given, shown) => {
    const [converted] = toSpecMessages(form, [given]);
    expect(converted?.message).toBe(shown);
    expect(converted?.stack).toBe(shown);
  });

  it.each<[string, string | undefined]>([
    ['preferred_name', 'Preferred name'],
    ['code', undefined],
    ['blank_title', undefined],
    ['missing', undefined],
  ])('the title of %s is %j', (field, title) => {
    expect(fieldTitle(form, field)).toBe(title);
  });
});
