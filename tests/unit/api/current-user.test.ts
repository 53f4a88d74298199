import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetDb } from '../../../mocks/db/store';
import { server } from '../../../mocks/node';
import { fetchCurrentUser, signInWithPassword } from '../../../src/api/auth-api';

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
