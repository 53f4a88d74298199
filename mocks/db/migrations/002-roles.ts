import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The roles every account may hold, and what each grants: reference data the API needs before anyone signs up,
 * so it comes with the schema (a production database is never seeded), not with the demo personas.
 */
export const roles: Migration = {
  async up(db: Kysely<unknown>) {
    await (db as Kysely<{ roles: { name: string; permissions: string } }>)
      .insertInto('roles')
      .values([
        { name: 'customer', permissions: '[]' },
        { name: 'subscriber', permissions: JSON.stringify(['results', 'blood_test_subscription', 'supplements']) },
        { name: 'tfp', permissions: JSON.stringify(['results']) },
      ])
      .onConflict((conflict) => conflict.column('name').doNothing())
      .execute();
  },
};
