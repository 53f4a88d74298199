import type { MockDb, MockUser } from './mock-db';

type MakeUser = (overrides: Partial<MockUser> & Pick<MockUser, 'id' | 'email'>) => MockUser;

/**
 * A second partner and one of its people (northwind@example.com), so a member of another organisation can
 * open Acme's welcome page and be told it is not for their account.
 */
export function seedOtherPartner(user: MakeUser): Pick<MockDb, 'organizations' | 'users'> {
  return {
    organizations: [
      {
        id: 'org-northwind',
        name: 'Northwind Health',
        slug: 'northwind',
        cobranding: false,
        logos: { cobranding: '', cobranding_alt: '' },
      },
    ],
    users: [
      user({
        id: 'user-northwind',
        email: 'northwind@example.com',
        first_name: 'Nia',
        last_name: 'Okafor',
        address: { line1: '9 Harbour Road', locality: 'Leeds', postcode: 'LS1 4AB' },
        organization_id: 'org-northwind',
      }),
    ],
  };
}
