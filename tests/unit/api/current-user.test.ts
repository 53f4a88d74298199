import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetDb } from '../../../mocks/db/store';
import { server } from '../../../mocks/node';
import { updateUser } from '../../../src/api/account-api';
import { currentUserFromAnswer, fetchCurrentUser, signInWithPassword } from '../../../src/api/auth-api';
import type { User } from '../../../src/generated/entities.gen';

// Node has no page origin to resolve the embedded build's relative API paths against.
vi.mock('../../../src/api/hosts', () => ({
  hosts: { api: 'http://api.test', content: 'http://api.test/content-api', externalSite: 'http://site.test' },
}));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetDb());
afterAll(() => server.close());

describe('fetchCurrentUser', () => {
  it.each([
    ['results@example.com', ['customer', 'subscriber'], ['results', 'blood_test_subscription', 'supplements']],
    ['tfp@example.com', ['customer', 'tfp'], ['results']],
    ['new@example.com', ['customer'], []],
  ])('%s: roles from included, permissions flattened from them', async (email, roles, permissions) => {
    await signInWithPassword(email, 'Passw0rd!');
    const user = await fetchCurrentUser();
    expect(user?.roles.map((role) => role.name)).toEqual(roles);
    expect(user?.permissions).toEqual(permissions);
  });

  it('is null when nobody is signed in', async () => {
    expect(await fetchCurrentUser()).toBeNull();
  });
});

describe('the person from the answer to PATCH /v1/user', () => {
  it.each(['results@example.com', 'tfp@example.com', 'new@example.com'])('%s: the same as GET /v1/user reads next', async (email) => {
    await signInWithPassword(email, 'Passw0rd!');
    const answered = currentUserFromAnswer(await updateUser({ first_name: 'Ada' }));
    expect(answered?.first_name).toBe('Ada');
    // created_at aside: the mock server works out a persona's from the clock on every answer.
    expect({ ...answered, created_at: null }).toEqual({ ...(await fetchCurrentUser()), created_at: null });
  });

  const role = { id: 'role-customer', type: 'roles', name: 'customer', permissions: ['results'] };
  const base = { id: 'u1', type: 'users', email: 'a@example.com', first_name: 'Ada' };
  it.each<{ case: string; answer: User | null; permissions: string[] | null }>([
    { case: 'roles and organisation included', answer: { ...base, roles: [role], source_organisation: null }, permissions: ['results'] },
    {
      case: 'an organisation included',
      answer: { ...base, roles: [], source_organisation: { id: 'o1', type: 'organizations', name: 'Clinic' } } as User,
      permissions: [],
    },
    { case: 'no roles: read again', answer: { ...base, source_organisation: null }, permissions: null },
    {
      case: 'roles named but not included: read again',
      answer: { ...base, roles: [{ id: 'role-customer', type: 'roles' }], source_organisation: null } as unknown as User,
      permissions: null,
    },
    { case: 'no organisation relationship: read again', answer: { ...base, roles: [role] }, permissions: null },
    {
      case: 'an organisation named but not included: read again',
      answer: { ...base, roles: [role], source_organisation: { id: 'o1', type: 'organizations' } } as User,
      permissions: null,
    },
    { case: 'no answer: read again', answer: null, permissions: null },
  ])('$case', ({ answer, permissions }) => {
    expect(currentUserFromAnswer(answer)?.permissions ?? null).toEqual(permissions);
  });
});
