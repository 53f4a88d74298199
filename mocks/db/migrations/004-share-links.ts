import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Links a person shares with a doctor (issue 44), and each time one was opened. A link keeps only the SHA-256 of
 * its token; both tables go with their person (ON DELETE CASCADE). Wrong passcodes are counted in the row itself,
 * by one conditional UPDATE, so two guesses at once are both counted on any number of server instances.
 */
export const shareLinks: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('share_links')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
      .addColumn('token_hash', 'text', (column) => column.notNull().unique())
      .addColumn('scope', 'text', (column) => column.notNull().check(sql`scope in ('latest', 'all')`))
      // The tests the link shows, fixed when it was made (a JSON array of test cycle ids).
      .addColumn('test_cycle_ids', 'text', (column) => column.notNull())
      .addColumn('passcode_hash', 'text')
      .addColumn('failed_tries', 'integer', (column) =>
        column
          .notNull()
          .defaultTo(0)
          .check(sql`failed_tries >= 0`),
      )
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('expires_at', 'text', (column) => column.notNull())
      .addColumn('revoked_at', 'text')
      .addColumn('locked_at', 'text')
      .execute();
    await db.schema.createIndex('share_links_by_user').on('share_links').columns(['user_id', 'created_at']).execute();
    await db.schema.createIndex('share_links_by_expiry').on('share_links').column('expires_at').execute();
    await db.schema
      .createTable('share_link_views')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('link_id', 'text', (column) => column.notNull().references('share_links.id').onDelete('cascade'))
      .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
      .addColumn('viewed_at', 'text', (column) => column.notNull())
      .addColumn('device_family', 'text', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('share_link_views_by_link').on('share_link_views').columns(['link_id', 'viewed_at']).execute();
    await db.schema.createIndex('share_link_views_by_user').on('share_link_views').column('user_id').execute();
  },
};
