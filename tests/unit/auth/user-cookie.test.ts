import { describe, expect, it } from 'vitest';
import { USER_COOKIE, userInCookies } from '../../../src/auth/user-cookie';

describe('who the user cookie names', () => {
  it.each<[string, string, string | null]>([
    ['the only cookie', `${USER_COOKIE}=user-1`, 'user-1'],
    ['among others', `a=1; ${USER_COOKIE}=user-1; b=2`, 'user-1'],
    ['encoded', `${USER_COOKIE}=${encodeURIComponent('a b:c')}`, 'a b:c'],
    ['removed (empty)', `${USER_COOKIE}=; a=1`, null],
    ['absent', 'a=1; b=2', null],
    ['no cookies at all', '', null],
    ['a cookie whose name only starts the same', `${USER_COOKIE}_other=user-2`, null],
  ])('%s', (_case, cookies, user) => {
    expect(userInCookies(cookies)).toBe(user);
  });
});
