import rjsfShallowAllOfMerge from '@rjsf/utils/lib/schema/shallowAllOfMerge.js';
import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import shallowAllOfMerge, { allOfMergeLoaded, loadAllOfMerge, namesAllOf } from '../../../src/forms/all-of-merge';

// The build gives @rjsf/utils src/forms/all-of-merge.ts for its allOf merger, loaded as a chunk of its own only for a
// schema with allOf: which schemas wait for it, and that once loaded it merges as rjsf's own does.
describe('namesAllOf', () => {
  it.each<[string, unknown, boolean]>([
    ['a flat form', { type: 'object', properties: { email: { type: 'string', format: 'email' } } }, false],
    ['an enum with titles (oneOf)', { type: 'string', oneOf: [{ const: 'M', title: 'Male' }] }, false],
    ['allOf at the top', { allOf: [{ required: ['a'] }, { required: ['b'] }] }, true],
    ['allOf in a row', { properties: { rows: { type: 'array', items: { allOf: [{ type: 'object' }] } } } }, true],
    ['a field named allOf', { properties: { allOf: { type: 'string' } } }, true],
    ['no schema', undefined, false],
  ])('%s', (_name, schema, expected) => {
    expect(namesAllOf(schema)).toBe(expected);
  });
});

describe('shallowAllOfMerge', () => {
  const schema: RJSFSchema = {
    type: 'object',
    allOf: [
      { properties: { a: { type: 'string', minLength: 1 } }, required: ['a'] },
      { properties: { a: { type: 'string', maxLength: 5 }, b: { type: 'number' } }, required: ['b'] },
    ],
  };

  it('says what to do when a schema with allOf reaches it before the merger has loaded', () => {
    expect(allOfMergeLoaded()).toBe(false);
    expect(() => shallowAllOfMerge(schema)).toThrow(/loadAllOfMerge/);
  });

  it('merges as rjsf does once loaded', async () => {
    await loadAllOfMerge();
    expect(allOfMergeLoaded()).toBe(true);
    expect(shallowAllOfMerge(schema)).toEqual(rjsfShallowAllOfMerge(schema));
    expect(shallowAllOfMerge(schema)).toMatchObject({ required: expect.arrayContaining(['a', 'b']) as unknown });
  });
});
