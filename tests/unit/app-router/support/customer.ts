import type { CurrentUser } from '../../../../src/api/auth-api';

/** A signed-in customer whose email is verified: every guard of a customer's page lets them through. */
export const customer = {
  id: 'u1',
  email: 'ana@example.com',
  email_verified: true,
  roles: [{ name: 'customer' }],
  permissions: [],
  password_present: true,
  created_at: '2026-01-01T00:00:00Z',
} as unknown as CurrentUser;
