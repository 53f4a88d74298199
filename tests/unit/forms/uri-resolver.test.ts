import fastUri from 'fast-uri';
import { describe, expect, it } from 'vitest';
import uriResolver from '../../../src/forms/uri-resolver';

// The build replaces fast-uri with src/forms/uri-resolver.ts; the two must agree on what @rjsf/utils asks.
const RESOLVE_CASES: [string, string][] = [
  ['#', '#/definitions/address'],
  ['', '#/properties/a'],
  ['#', '#'],
  ['#', 'other.json'],
  ['#', 'other.json#/definitions/a'],
  ['form.json', '#/definitions/a'],
  ['forms/form.json', '../shared.json#/a'],
  ['/schemas/a/b.json', 'c.json'],
  ['https://example.org/schemas/form.json', '#/definitions/a'],
  ['https://example.org/schemas/form.json', 'shared.json#/definitions/a'],
  ['https://Example.org/a/../form.json', '#x'],
  ['https://example.org/form.json', 'https://other.example/s.json#/a'],
  ['urn:vitalia:form', '#/definitions/a'],
];

describe('the fast-uri stand-in of the app build', () => {
  it.each(RESOLVE_CASES)('resolves %j against %j as fast-uri does', (base, ref) => {
    expect(uriResolver.resolve(base, ref)).toBe(fastUri.resolve(base, ref));
  });

  it.each([
    ['https://example.org/a', 'https://example.org/a'],
    ['https://Example.org/a', 'https://example.org/a'],
    ['https://example.org/a#', 'https://example.org/a'],
    ['form.json', 'form.json'],
    ['form.json', 'other.json'],
  ])('compares %j and %j as fast-uri does', (a, b) => {
    expect(uriResolver.equal(a, b)).toBe(fastUri.equal(a, b));
  });
});
