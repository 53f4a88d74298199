import rjsfDeepEquals from '@rjsf/utils/lib/deepEquals.js';
import fc from 'fast-check';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import deepEquals from '../../../src/forms/deep-equals';

// The build gives @rjsf/utils src/forms/deep-equals.ts for its fast-equals deepEquals; the two must agree.
const f = () => undefined;
const g = () => 1;
const cyclic = (): Record<string, unknown> => {
  const node: Record<string, unknown> = { name: 'a' };
  node.self = node;
  return node;
};
const CASES: [string, unknown, unknown][] = [
  ['equal numbers', 1, 1],
  ['NaN', Number.NaN, Number.NaN],
  ['0 and -0', 0, -0],
  ['string and number', '1', 1],
  ['null and undefined', null, undefined],
  ['two functions', f, g],
  ['function and object', f, {}],
  [
    'schemas',
    { type: 'object', properties: { a: { type: 'string', enum: ['x', 'y'] } } },
    { type: 'object', properties: { a: { type: 'string', enum: ['x', 'y'] } } },
  ],
  ['schemas differing deep', { properties: { a: { enum: ['x', 'y'] } } }, { properties: { a: { enum: ['x', 'z'] } } }],
  ['keys in another order', { a: 1, b: 2 }, { b: 2, a: 1 }],
  ['a key missing', { a: 1, b: undefined }, { a: 1, c: undefined }],
  ['arrays of different length', [1, 2], [1, 2, 3]],
  ['array and object', [], {}],
  ['dates', new Date(5), new Date(5)],
  ['different dates', new Date(5), new Date(6)],
  ['regexps', /a/g, /a/g],
  ['regexps with other flags', /a/g, /a/i],
  ['maps', new Map([['a', { x: 1 }]]), new Map([['a', { x: 1 }]])],
  ['sets in another order', new Set([1, 2]), new Set([2, 1])],
  [
    'uiSchemas with components',
    { 'ui:ObjectFieldTemplate': f, items: { a: { 'ui:widget': 'radio' } } },
    { 'ui:ObjectFieldTemplate': g, items: { a: { 'ui:widget': 'radio' } } },
  ],
  ['cycles', cyclic(), cyclic()],
  ['a cycle and a tree', cyclic(), { name: 'a', self: { name: 'a', self: {} } }],
  [
    'React elements with other owners',
    { ...createElement('p', { id: 'a' }, 'x'), _owner: { a: 1 } },
    { ...createElement('p', { id: 'a' }, 'x'), _owner: { b: 2 } },
  ],
  ['React elements with other props', createElement('p', { id: 'a' }), createElement('p', { id: 'b' })],
  ['errors', new Error('a'), new Error('a')],
  ['a null-prototype object', Object.assign(Object.create(null) as object, { a: 1 }), { a: 1 }],
  [
    'class instances',
    new (class A {
      x = 1;
    })(),
    new (class B {
      x = 1;
    })(),
  ],
];

/** A copy with new arrays and objects throughout, and every function swapped for another. */
const copyOf = (value: unknown): unknown =>
  typeof value === 'function'
    ? value === f
      ? g
      : f
    : Array.isArray(value)
      ? value.map(copyOf)
      : value && typeof value === 'object'
        ? Object.assign(
            Object.create(Object.getPrototypeOf(value) as object | null) as object,
            Object.fromEntries(Object.entries(value).map(([key, item]) => [key, copyOf(item)])),
          )
        : value;

describe('deepEquals of the app build', () => {
  it.each(CASES)('%s: as rjsf decides', (_name, a, b) => {
    expect(deepEquals(a, b)).toBe(rjsfDeepEquals(a, b));
    expect(deepEquals(b, a)).toBe(rjsfDeepEquals(b, a));
  });

  it('agrees with rjsf on generated form data, schemas and their edits', () => {
    const leaf = fc.oneof(
      fc.integer(),
      fc.double(),
      fc.string({ maxLength: 3 }),
      fc.boolean(),
      fc.constant(null),
      fc.constant(undefined),
      fc.constant(f),
      fc.constant(g),
    );
    const value = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: 'small' },
        leaf,
        fc.array(tie('node'), { maxLength: 3 }),
        fc.dictionary(fc.constantFrom('a', 'b', 'c', 'type', 'items'), tie('node'), { maxKeys: 3 }),
      ),
    })).node;
    fc.assert(
      fc.property(value, value, (a, b) => {
        expect(deepEquals(a, b)).toBe(rjsfDeepEquals(a, b));
        const copy = copyOf(a);
        expect(deepEquals(a, copy)).toBe(true);
        expect(rjsfDeepEquals(a, copy)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});
