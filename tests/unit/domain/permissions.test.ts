import { describe, expect, it } from 'vitest';
import { flattenPermissions } from '../../../src/domain/permissions';

describe('flattenPermissions', () => {
  it.each<[string, { permissions?: string[] }[], string[], string[]]>([
    ['no roles', [], [], []],
    ['a role without permissions', [{}], [], []],
    ['one role', [{ permissions: ['results'] }], [], ['results']],
    [
      'two roles, deduplicated in order',
      [{ permissions: ['results', 'supplements'] }, { permissions: ['supplements', 'blood_test_subscription'] }],
      [],
      ['results', 'supplements', 'blood_test_subscription'],
    ],
    [
      'direct permissions first, then roles, deduplicated',
      [{ permissions: ['results'] }],
      ['supplements', 'results'],
      ['supplements', 'results'],
    ],
  ])('%s', (_, roles, direct, expected) => {
    expect(flattenPermissions(roles, direct)).toEqual(expected);
  });

  it('has no direct permissions unless given', () => expect(flattenPermissions([{ permissions: ['results'] }])).toEqual(['results']));
});
