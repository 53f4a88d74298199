import { describe, expect, it } from 'vitest';
import { loadRareFields, namesRareFields, rareFieldsLoaded } from '../../../src/forms/rare-field';

// rjsf's rarely reached fields come in a chunk of their own (rare-field.tsx): which schemas load it before rjsf draws.
describe('namesRareFields', () => {
  it.each<[string, unknown, boolean]>([
    ['a flat form', { type: 'object', properties: { email: { type: 'string', format: 'email' } } }, false],
    ['an enum', { properties: { sex: { type: 'string', enum: ['M', 'F'] } } }, false],
    [
      'a oneOf of constants (a select)',
      { properties: { sex: { type: 'string', oneOf: [{ const: 'M', title: 'Male' }, { const: 'F' }] } } },
      false,
    ],
    ['an anyOf of one-value enums', { properties: { a: { anyOf: [{ enum: ['x'] }, { enum: ['y'] }] } } }, false],
    ['a choice between shapes (oneOf)', { properties: { contact: { oneOf: [{ type: 'string' }, { type: 'number' }] } } }, true],
    ['a choice between shapes in a row (anyOf)', { properties: { rows: { type: 'array', items: { anyOf: [{ type: 'object' }] } } } }, true],
    ['a $ref', { definitions: { a: { type: 'string' } }, properties: { a: { $ref: '#/definitions/a' } } }, true],
    ['no schema', undefined, false],
  ])('%s', (_name, schema, expected) => {
    expect(namesRareFields(schema)).toBe(expected);
  });
});

describe('loadRareFields', () => {
  it('brings rjsf’s own fields and templates', async () => {
    expect(rareFieldsLoaded()).toBe(false);
    const fields = await loadRareFields();
    expect(rareFieldsLoaded()).toBe(true);
    expect(Object.keys(fields).sort()).toEqual([
      'CyclicSchemaExpandTemplate',
      'CyclicSchemaField',
      'FallbackField',
      'FallbackFieldTemplate',
      'MultiSchemaField',
      'MultiSchemaFieldTemplate',
      'OptionalDataControlsField',
      'OptionalDataControlsTemplate',
    ]);
    expect(fields.MultiSchemaField).toBeTypeOf('function');
  });
});
