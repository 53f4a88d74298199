import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestSchema, SAFE_VALUE_SCHEMA } from '../../../codegen/generate/request-validators';
import { formRulesByEndpoint, writeEndpoints } from '../../../codegen/requests/write-endpoints';
import { formProblems } from '../../../mocks/security/form-rules';
import { fieldOf } from '../../../src/forms/field-messages';
import { fieldBindings, initialValues } from '../../../src/forms/form-binding';
import { formPayload } from '../../../src/forms/form-request';
import type { FormDefinition } from '../../../src/forms/form-definition';
import { formTransforms } from '../../../src/forms/form-transforms';
import { formView } from '../../../src/forms/form-view';
import { createFormValidator } from '../../../src/forms/validate-form';
import { fixtureEntities, loadFixtureForms } from '../../fixtures/forms/fixture-forms';

const forms = loadFixtureForms();
const form = (id: string): FormDefinition => {
  const definition = forms[id];
  if (!definition) throw new Error(`no fixture form ${id}`);
  return definition;
};
const profile = form('profile');
/** The profile as the upload's details step shows it: its YAML's pages give that page four of its five fields. */
const uploadStep = formView(profile, 'results-upload-new');

const fieldsOf = (definition: FormDefinition): string[] => Object.keys(definition.config.schema.properties ?? {});

const person = {
  id: 'user-1',
  email: 'ana@example.com',
  first_name: 'Ana',
  last_name: 'Silva',
  dob: '1990-03-05',
  sex: 'F',
  nickname: 'Annie',
  phone_number: null,
};

describe('a form with one field more (nickname) than the shipped personal details: the YAML and the entity schema are the whole change', () => {
  it('its payload sends the new field, tidied as its binding says, and null for a blank answer', () => {
    expect(
      formPayload(profile.config, { first_name: ' Ana ', last_name: 'Silva', dob: '1990-03-05', sex: 'F', nickname: ' Annie ' }),
    ).toEqual({
      first_name: 'Ana',
      last_name: 'Silva',
      dob: '1990-03-05',
      sex: 'F',
      nickname: 'Annie',
    });
    expect(
      formPayload(profile.config, { first_name: 'Ana', last_name: 'Silva', dob: '1990-03-05', sex: 'F', nickname: '   ' }),
    ).toMatchObject({ nickname: null });
  });

  it('its first values are read from the record, the new field too, and nothing the form does not show', () => {
    expect(initialValues(profile.config, person)).toEqual({
      first_name: 'Ana',
      last_name: 'Silva',
      dob: '1990-03-05',
      sex: 'F',
      nickname: 'Annie',
    });
    expect(initialValues(profile.config, { ...person, nickname: null, dob: undefined })).toEqual({
      first_name: 'Ana',
      last_name: 'Silva',
      sex: 'F',
    });
  });

  it('its rules check the new field, in the form and on the server, in the same words', () => {
    const tooLong = { first_name: 'Ana', last_name: 'Silva', dob: '1990-03-05', sex: 'F', nickname: 'N'.repeat(41) };
    const inForm = createFormValidator(profile)(tooLong).map((error) => [error.property, error.message]);
    expect(inForm).toEqual([['.nickname', 'This text must be 40 characters or fewer']]);
    const rules = formRulesByEndpoint({ profile: profile.config, delivery: form('delivery').config, phone: form('phone').config })[
      'update-user'
    ];
    expect(rules).toEqual([
      { form: 'delivery', partial: true },
      { form: 'phone', partial: true },
      { form: 'profile', partial: true },
    ]);
    expect(formProblems(rules ?? [], { nickname: 'N'.repeat(41) }, '/data/attributes', forms)).toEqual([
      { pointer: '/data/attributes/nickname', detail: 'This text must be 40 characters or fewer' },
    ]);
    // A PATCH of one detail is not a missing rest, and a cleared answer is no answer.
    expect(formProblems(rules ?? [], { nickname: null }, '/data/attributes', forms)).toEqual([]);
  });

  describe("the server's write schema for PATCH /v1/user, generated from the entity", () => {
    let dir = '';
    let validate: ((body: unknown) => boolean) & { errors?: { instancePath: string; keyword: string }[] | null };
    beforeAll(() => {
      // A project whose user entity has the new attribute, as the staff edit leaves it.
      dir = mkdtempSync(path.join(tmpdir(), 'form-binding-'));
      cpSync(path.resolve(__dirname, '../../../schemas'), path.join(dir, 'schemas'), { recursive: true });
      const entities = fixtureEntities();
      for (const schema of entities) writeFileSync(path.join(dir, 'schemas/entities', String(schema.$id)), JSON.stringify(schema));
      const ajv = new Ajv({ strict: false, allErrors: false });
      addFormats(ajv);
      for (const schema of entities) ajv.addSchema(schema);
      ajv.addSchema(SAFE_VALUE_SCHEMA);
      const endpoint = writeEndpoints.find((candidate) => candidate.id === 'update-user');
      if (!endpoint) throw new Error('no update-user endpoint');
      validate = ajv.compile(requestSchema(dir, endpoint));
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const body = (attributes: Record<string, unknown>) => ({ data: { type: 'users', attributes } });

    it('takes the new attribute, within its limit, and refuses it over the limit', () => {
      expect(
        validate(
          body(formPayload(profile.config, { first_name: 'Ana', last_name: 'Silva', dob: '1990-03-05', sex: 'F', nickname: 'Annie' })),
        ),
      ).toBe(true);
      expect(validate(body({ nickname: 'N'.repeat(41) }))).toBe(false);
      expect(validate.errors?.[0]).toMatchObject({ instancePath: '/data/attributes/nickname', keyword: 'maxLength' });
    });
  });
});

describe('a form reused on another page sends only the fields it shows', () => {
  it('the page shows the fields its pages entry names, with their rules, and a validator codegen compiled for it', () => {
    expect(fieldsOf(profile)).toEqual(['first_name', 'last_name', 'nickname', 'dob', 'sex']);
    expect(fieldsOf(uploadStep)).toEqual(['first_name', 'last_name', 'dob', 'sex']);
    expect(uploadStep.config.schema.required).toEqual(['first_name', 'last_name', 'dob', 'sex']);
    expect(uploadStep.config.messages).not.toHaveProperty('nickname');
    expect(createFormValidator(uploadStep)({ first_name: 'Ana' }).map(fieldOf)).toEqual(['last_name', 'dob', 'sex']);
    expect(formView(profile, 'settings')).toBe(profile);
    expect(formView(profile, 'results-upload-new')).toBe(uploadStep);
  });

  it('its payload and first values leave out what it does not show, so a saved nickname is never erased', () => {
    const shown = initialValues(uploadStep.config, person);
    expect(shown).toEqual({ first_name: 'Ana', last_name: 'Silva', dob: '1990-03-05', sex: 'F' });
    const payload = formPayload(uploadStep.config, { ...shown, last_name: 'Silva-Reis' });
    expect(payload).toEqual({ first_name: 'Ana', last_name: 'Silva-Reis', dob: '1990-03-05', sex: 'F' });
    expect(payload).not.toHaveProperty('nickname');
  });
});

describe('bindings: attribute paths, transforms and kinds of answer', () => {
  it('a field saves to its own name unless its binding names an attribute, a part of an object attribute with a dot', () => {
    expect(
      fieldBindings(form('delivery').config).map(({ field, attribute, transforms }) => [field, attribute.join('.'), transforms]),
    ).toEqual([
      ['line1', 'address.line1', ['trim']],
      ['line2', 'address.line2', ['trim']],
      ['line3', 'address.line3', []],
      ['locality', 'address.locality', ['trim']],
      ['postcode', 'address.postcode', ['trim', 'uppercase']],
    ]);
    expect(fieldBindings(form('phone').config).map(({ attribute }) => attribute.join('.'))).toEqual(['email', 'phone_number']);
  });

  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    [
      'an address, whole, tidied',
      { line1: ' 1 High St ', locality: 'Leeds ', postcode: ' ls1 4ap ' },
      { address: { line1: '1 High St', line2: null, line3: null, locality: 'Leeds', postcode: 'LS1 4AP' } },
    ],
    [
      'a third line kept as typed (no transform)',
      { line1: 'a', line3: ' Flat 2 ', locality: 'b', postcode: 'LS1 4AP' },
      { address: { line1: 'a', line2: null, line3: ' Flat 2 ', locality: 'b', postcode: 'LS1 4AP' } },
    ],
  ])('delivery: %s', (_, data, expected) => {
    expect(formPayload(form('delivery').config, data)).toEqual(expected);
  });

  it.each<[string, unknown, unknown]>([
    ['+44 is stripped (SPEC 5)', '+44 7700 900123', '07700900123'],
    ['0044 as well', '0044 7700 900123', '07700900123'],
    ['a national number loses its spaces', '07700 900 123', '07700900123'],
    ['an empty answer clears the number', '', null],
    ['no answer clears the number', undefined, null],
  ])('phone: %s', (_, typed, saved) => {
    expect(formPayload(form('phone').config, { email: ' ana@example.com ', phone_number: typed })).toEqual({
      email: 'ana@example.com',
      phone_number: saved,
    });
  });

  it('a tick box saves true or false, never null', () => {
    expect(formPayload(form('preferences').config, { marketing_email: true })).toEqual({
      marketing_email: true,
      personalised_offers: false,
    });
    expect(initialValues(form('preferences').config, { id: 'user-1', marketing_email: false, personalised_offers: true })).toEqual({
      marketing_email: false,
      personalised_offers: true,
    });
  });

  it.each<[keyof typeof formTransforms, string, string]>([
    ['trim', '  Ana  ', 'Ana'],
    ['uppercase', 'ls1 4ap', 'LS1 4AP'],
    ['uk-phone', '+44 (0)7700 900123', '07700900123'],
    ['uk-phone', '+33 1 23 45 67 89', '+33123456789'],
  ])('transform %s: %j -> %j', (name, typed, tidied) => {
    expect(formTransforms[name](typed)).toBe(tidied);
  });
});
