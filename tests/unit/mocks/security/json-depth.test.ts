import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonNestedTooDeep, MAX_JSON_DEPTH } from '../../../../mocks/security/json-depth';

/** How deep a parsed JSON value nests its arrays and objects (a scalar is 0). */
function depthOf(value: unknown): number {
  if (Array.isArray(value)) return 1 + Math.max(0, ...value.map(depthOf));
  if (typeof value === 'object' && value !== null) return 1 + Math.max(0, ...Object.values(value).map(depthOf));
  return 0;
}

const nested = (levels: number) => `${'{"a":['.repeat(levels)}1${']}'.repeat(levels)}`;

describe('how deep a request body nests', () => {
  it.each([
    ['a scalar', '1', 0, false],
    ['an empty object at the limit', '{}', 1, false],
    ['an object one past the limit', '{"a":{}}', 1, true],
    ['brackets inside a string do not count', '{"a":"[[[[[[[["}', 1, false],
    ['an escaped quote does not end the string', '{"a":"\\"[[[["}', 1, false],
    ['an escaped backslash before the closing quote', '{"a":"\\\\"}', 1, false],
    ['arrays count like objects', '[[[]]]', 2, true],
    ['siblings do not add up', '[[],[],[],[]]', 2, false],
    ['stray closing brackets never go below zero', ']]]]]][[', 1, true],
    ['not JSON at all, but nested', '[[[[ nonsense', 3, true],
  ])('%s', (_name, text, limit, tooDeep) => {
    expect(jsonNestedTooDeep(text, limit)).toBe(tooDeep);
  });

  it(`lets the API's bodies through at ${MAX_JSON_DEPTH} levels and stops the 65th, and 100,000 levels in milliseconds`, () => {
    expect(jsonNestedTooDeep(`${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`)).toBe(false);
    expect(jsonNestedTooDeep(`${'['.repeat(MAX_JSON_DEPTH + 1)}${']'.repeat(MAX_JSON_DEPTH + 1)}`)).toBe(true);
    const started = performance.now();
    expect(jsonNestedTooDeep(nested(100_000))).toBe(true);
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('agrees with the depth of the parsed value, for any JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), fc.integer({ min: 0, max: 9 }), (value, limit) => {
        const text = JSON.stringify(value);
        expect(jsonNestedTooDeep(text, limit)).toBe(depthOf(JSON.parse(text)) > limit);
      }),
      { numRuns: 500 },
    );
  });
});
