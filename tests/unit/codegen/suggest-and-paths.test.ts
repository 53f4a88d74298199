import { describe, expect, it } from 'vitest';
import { formatDocPath } from '../../../codegen/load/config-error';
import { closest, didYouMean } from '../../../codegen/load/suggest';
import { literal } from '../../../codegen/generate/generated-file';

describe('closest', () => {
  it.each([
    ['helth-scores', ['health-scores', 'login'], 'health-scores'],
    ['scren', ['screen', 'path', 'id'], 'screen'],
    ['LOGIN', ['login'], 'login'],
    ['completely-different', ['login', 'root'], undefined],
    ['x', [], undefined],
  ])('%s among %j -> %s', (input, candidates, expected) => {
    expect(closest(input, candidates)).toBe(expected);
  });

  it('phrases a suggestion only when one is close', () => {
    expect(didYouMean('rout', ['route'])).toBe(' (did you mean "route"?)');
    expect(didYouMean('zzzzzz', ['route'])).toBe('');
  });
});

describe('formatDocPath', () => {
  it.each([
    [[], '(root)'],
    [['routes', 12, 'redirect', 'to'], 'routes[12].redirect.to'],
    [['banners', 0, 'when', '!!'], 'banners[0].when["!!"]'],
    [['flows', 'health-check', 'nodes'], 'flows.health-check.nodes'],
  ])('%j -> %s', (path, expected) => {
    expect(formatDocPath(path)).toBe(expected);
  });
});

describe('literal', () => {
  it('writes data a TypeScript module can hold and reads back the same', () => {
    const value = { a: 1, 'b-c': [1, 'two', null], nested: { ok: true, list: [{ x: 'y' }] } };
    const text = literal(value);
    expect(text).toContain('"b-c": [1, "two", null]');
    expect(JSON.parse(JSON.stringify(value))).toEqual(value);
    expect(text).toMatch(/^\{\n {2}a: 1,/);
  });
});
