import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * One plan in progress per person, held by the schema: two "start my plan" requests at once (a double tap, two
 * tabs, two server instances) can both pass the handler's check; the index refuses the second active plan.
 */
export const oneActivePlan: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('health_plans_one_active')
      .on('health_plans')
      .column('user_id')
      .unique()
      .where(sql.ref('state'), '=', 'active')
      .execute();
  },
};
