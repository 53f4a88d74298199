import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatConfigError } from '../../codegen/load/config-error';
import { loadConfig, readSchemaDir } from '../../codegen/load/load-config';
import type { JsonSchema } from '../../codegen/load/schema-validate';

const root = path.resolve(__dirname, '../..');
const schemas = readSchemaDir(root, 'schemas/config');

/**
 * The project's entities, with one attribute the shipped user has not (yet): a limit a form must not loosen.
 * Entities are developers' schemas, not staff config: the checks are pinned against them.
 */
const entities: JsonSchema[] = readSchemaDir(root, 'schemas/entities').map((schema) =>
  schema.$id === 'user.schema.json'
    ? { ...schema, properties: { ...(schema.properties as JsonSchema), preferred_name: { type: ['string', 'null'], maxLength: 40, description: 'Preferred name.' } } }
    : schema,
);

function readFixtureDir(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (current: string): void => {
    for (const name of readdirSync(current)) {
      const full = path.join(current, name);
      if (statSync(full).isDirectory()) walk(full);
      else files.set(`config/${path.relative(dir, full).split(path.sep).join('/')}`, readFileSync(full, 'utf8'));
    }
  };
  walk(dir);
  return files;
}

const good = readFixtureDir(path.join(__dirname, 'good'));

function errorsFor(brokenCase: string): string[] {
  const files = new Map([...good, ...readFixtureDir(path.join(__dirname, 'broken', brokenCase))]);
  return loadConfig(files, schemas, undefined, entities).errors.map(formatConfigError);
}

describe('a form bound to its entity: every field checked against the entity schema, at its file, line and column', () => {
  it('names unknown fields, transforms, attributes, pages and every rule looser than the entity', () => {
    expect(errorsFor('form-binding')).toMatchInlineSnapshot(`
      [
        "config/forms/account-details.yaml:6:5 binding.fields.emial: unknown field "emial" (did you mean "email"?)",
        "config/forms/account-details.yaml:7:32 binding.fields.email.transform[1]: unknown transform "lowercase": not one of trim, uppercase, uk-phone (did you mean "uppercase"?)",
        "config/forms/account-details.yaml:8:28 binding.fields.nickname.attribute: field "nickname" saves to user.nick_name, which schemas/entities/user.schema.json does not have; add nick_name to its properties, or name the attribute it saves to with binding.fields.nickname.attribute",
        "config/forms/account-details.yaml:10:17 pages.helth-scores: unknown route "helth-scores" (did you mean "health-scores"?)",
        "config/forms/account-details.yaml:11:18 pages.login[1]: unknown field "phone": the form's fields are email, nickname, preferred_name, dob, sex, email_verified",
        "config/forms/account-details.yaml:16:5 schema.properties.email: user.email has format email (schemas/entities/user.schema.json); give field "email" format: email too (a form may be stricter than its entity, never looser)",
        "config/forms/account-details.yaml:16:20 schema.properties.email.type: field "email" may be left empty, which saves null, but user.email cannot be null (schemas/entities/user.schema.json); list the field in schema.required, or let the attribute be null",
        "config/forms/account-details.yaml:18:71 schema.properties.preferred_name.maxLength: user.preferred_name holds at most 40 characters (schemas/entities/user.schema.json) but field "preferred_name" allows 60; set maxLength: 40 or less",
        "config/forms/account-details.yaml:19:18 schema.properties.dob.type: field "dob" is boolean but user.dob holds string or null (schemas/entities/user.schema.json); give the field that type, or save it to another attribute",
        "config/forms/account-details.yaml:20:44 schema.properties.sex.enum: field "sex" offers X, which user.sex does not take (schemas/entities/user.schema.json allows M, F); remove it, or allow it in the entity",
        "config/forms/account-details.yaml:21:5 schema.properties.email_verified: field "email_verified" saves to user.email_verified, but the server sets it (readOnly in schemas/entities/user.schema.json)",
      ]
    `);
  });

  it('names a request the API does not take', () => {
    expect(errorsFor('form-binding-request')).toMatchInlineSnapshot(`
      [
        "config/forms/account-details.yaml:4:12 binding.request: unknown request "PATCH /v1/users": not one the API takes (codegen/requests/write-endpoints.ts lists them) (did you mean "PATCH /v1/user"?)",
      ]
    `);
  });

  it('names the entity the request writes', () => {
    expect(errorsFor('form-binding-entity')).toMatchInlineSnapshot(`
      [
        "config/forms/account-details.yaml:3:11 binding.entity: PATCH /v1/user writes the user entity, not users (schemas/entities has no users (did you mean "user"?)); write entity: user",
      ]
    `);
  });

  it('refuses a form or a page that would save part of an object attribute, erasing the rest', () => {
    expect(errorsFor('form-binding-object')).toMatchInlineSnapshot(`
      [
        "config/forms/account-details.yaml:2:1 binding: this form's fields save part of user.address but not line2, line3, locality; PATCH /v1/user replaces address whole, so they would be erased: add a field for each (binding.fields.<field>.attribute: address.line2)",
        "config/forms/account-details.yaml:10:3 pages.login: this page saves part of user.address but not line2, line3, locality, postcode; PATCH /v1/user replaces address whole, so they would be erased: show a field for each (binding.fields.<field>.attribute: address.line2)",
      ]
    `);
  });

  it('a form that sends nothing: neither an action nor a binding', () => {
    expect(errorsFor('form-no-submit')).toMatchInlineSnapshot(`
      [
        "config/forms/email-sign-in.yaml:12:3 submit: submit needs an action (the form sends nothing): name one, or give the form a binding (binding.request: the request it sends)",
      ]
    `);
  });
});

describe('unknown keys in a form are reported as unknown keys, not as a missing message', () => {
  it('a misspelt rule under messages or constants', () => {
    expect(errorsFor('form-message-key')).toMatchInlineSnapshot(`
      [
        "config/forms/email-sign-in.yaml:11:5 messages.email.maxLenght: unknown key "maxLenght" (did you mean "maxLength"?)",
        "config/forms/email-sign-in.yaml:13:12 constants.email.minLenght: unknown key "minLenght" (did you mean "minLength"?)",
      ]
    `);
  });
});
