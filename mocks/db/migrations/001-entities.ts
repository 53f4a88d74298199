import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

type Table = CreateTableBuilder<string, string>;

const cascade = <T extends { onDelete(action: 'cascade'): T }>(column: T) => column.onDelete('cascade');

/** A table of one person's entities: read by user_id in insertion order (the index every per-user read uses). */
async function owned(db: Kysely<unknown>, name: string, extra: (table: Table) => Table = (table) => table): Promise<void> {
  await extra(
    db.schema
      .createTable(name)
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('user_id', 'text', (column) => cascade(column.notNull().references('users.id')))
      .addColumn('seq', 'integer', (column) => column.notNull())
      .addColumn('data', 'text', (column) => column.notNull()),
  ).execute();
  await db.schema.createIndex(`${name}_by_user`).on(name).columns(['user_id', 'seq']).execute();
}

async function shared(db: Kysely<unknown>, name: string, extra: (table: Table) => Table = (table) => table): Promise<void> {
  await extra(
    db.schema
      .createTable(name)
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('seq', 'integer', (column) => column.notNull())
      .addColumn('data', 'text', (column) => column.notNull()),
  ).execute();
}

/** The first schema: a table per entity, foreign keys to their owner, and the constraints the API's invariants rest on. */
export const entities: Migration = {
  async up(db) {
    await db.schema
      .createTable('meta')
      .addColumn('key', 'text', (column) => column.primaryKey())
      .addColumn('value', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createTable('roles')
      .addColumn('name', 'text', (column) => column.primaryKey())
      .addColumn('permissions', 'text', (column) => column.notNull())
      .execute();
    await shared(db, 'organizations');
    await db.schema
      .createTable('users')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('email', 'text', (column) => column.notNull())
      .addColumn('password_hash', 'text')
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('deletion_requested_at', 'text')
      .addColumn('version', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('data', 'text', (column) => column.notNull())
      // One account per email, whichever server instance takes the sign-up.
      .addUniqueConstraint('users_email_unique', ['email'])
      .addCheckConstraint('users_email_lower_case', sql`email = lower(email)`)
      .execute();
    await db.schema
      .createTable('user_roles')
      .addColumn('user_id', 'text', (column) => cascade(column.notNull().references('users.id')))
      .addColumn('role', 'text', (column) => column.notNull().references('roles.name'))
      .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role'])
      .execute();
    await db.schema
      .createTable('sessions')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('user_id', 'text', (column) => cascade(column.notNull().references('users.id')))
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('last_seen_at', 'text', (column) => column.notNull())
      .addColumn('expires_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('sessions_by_user').on('sessions').column('user_id').execute();
    await db.schema.createIndex('sessions_by_last_seen').on('sessions').column('last_seen_at').execute();
    await db.schema
      .createTable('verification_codes')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('user_id', 'text', (column) => cascade(column.notNull().references('users.id')))
      .addColumn('code_hash', 'text', (column) => column.notNull().unique())
      .addColumn('purpose', 'text', (column) => column.notNull())
      .addColumn('onboarding_query', 'text')
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('expires_at', 'text', (column) => column.notNull())
      .addColumn('used_at', 'text')
      .execute();
    await db.schema.createIndex('verification_codes_by_user').on('verification_codes').columns(['user_id', 'created_at']).execute();
    await db.schema
      .createTable('membership_tokens')
      .addColumn('token_hash', 'text', (column) => column.primaryKey())
      .addColumn('user_id', 'text', (column) => cascade(column.notNull().references('users.id')))
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('expires_at', 'text')
      .addColumn('used_at', 'text')
      .execute();
    await owned(db, 'health_profiles');
    await owned(db, 'user_preferences');
    await owned(db, 'payment_methods');
    await owned(db, 'tests', (table) => table.addColumn('test_cycle_id', 'text', (column) => column.notNull()));
    await owned(db, 'analyte_results', (table) => table.addColumn('test_cycle_id', 'text', (column) => column.notNull()));
    await owned(db, 'reports');
    await owned(db, 'forecasts');
    await owned(db, 'predictive_results');
    await owned(db, 'sample_failures', (table) => table.addColumn('credit_redeemed_at', 'text'));
    await owned(db, 'subscriptions');
    await owned(db, 'shop_subscriptions');
    await owned(db, 'health_scores');
    await shared(db, 'discount_codes', (table) => table.addColumn('code', 'text', (column) => column.notNull().unique()));
    await shared(db, 'shop_products');
    await shared(db, 'shop_variants', (table) =>
      table
        .addColumn('product_id', 'text', (column) => column.notNull().references('shop_products.id'))
        .addColumn('max_items', 'integer')
        .addUniqueConstraint('shop_variants_id_max_items', ['id', 'max_items']),
    );
    await shared(db, 'shop_frequencies');
    await shared(db, 'payment_cards');
    await owned(db, 'orders', (table) =>
      table.addColumn('order_state', 'text', (column) => column.notNull().check(sql`order_state in ('cart', 'completed', 'cancelled')`)),
    );
    await owned(db, 'line_items', (table) =>
      table
        .addColumn('order_id', 'text', (column) => cascade(column.notNull().references('orders.id')))
        .addColumn('variant_id', 'text', (column) => column.notNull().references('shop_variants.id'))
        .addColumn('frequency_key', 'text', (column) => column.notNull())
        .addColumn('quantity', 'integer', (column) => column.notNull())
        .addColumn('max_quantity', 'integer')
        // The basket's rule, whoever writes: a whole number from 1 to the variant's own maximum (the composite key
        // below makes max_quantity the variant's max_items, never a number the writer chose).
        .addCheckConstraint('line_items_quantity_within_max', sql`quantity >= 1 and (max_quantity is null or quantity <= max_quantity)`)
        .addForeignKeyConstraint('line_items_variant_max', ['variant_id', 'max_quantity'], 'shop_variants', ['id', 'max_items'])
        .addUniqueConstraint('line_items_one_per_variant', ['order_id', 'variant_id', 'frequency_key']),
    );
    await owned(db, 'payment_intents', (table) =>
      table
        .addColumn('order_id', 'text', (column) => cascade(column.notNull().references('orders.id')))
        .addColumn('status', 'text', (column) => column.notNull()),
    );
    await owned(db, 'specialist_appointments');
    await shared(db, 'content_documents');
    await shared(db, 'questionnaires');
    await owned(db, 'questionnaire_responses');
    await db.schema
      .createTable('kit_codes')
      .addColumn('code', 'text', (column) => column.primaryKey())
      .addColumn('registered_by', 'text', (column) => column.references('users.id').onDelete('set null'))
      .addColumn('panel_name', 'text', (column) => column.notNull())
      .execute();
    await shared(db, 'health_plan_templates');
    await owned(db, 'health_plans', (table) => table.addColumn('state', 'text', (column) => column.notNull()));
    await owned(db, 'plan_weeks', (table) =>
      table.addColumn('plan_id', 'text', (column) => cascade(column.notNull().references('health_plans.id'))),
    );
    await owned(db, 'tasks', (table) =>
      table
        .addColumn('plan_id', 'text', (column) => cascade(column.notNull().references('health_plans.id')))
        .addColumn('plan_week_id', 'text', (column) => cascade(column.notNull().references('plan_weeks.id'))),
    );
    await owned(db, 'plan_week_reviews');
    await db.schema
      .createTable('idempotency_keys')
      .addColumn('user_key', 'text', (column) => column.notNull())
      .addColumn('action', 'text', (column) => column.notNull())
      .addColumn('key', 'text', (column) => column.notNull())
      .addColumn('status', 'integer', (column) => column.notNull())
      .addColumn('body', 'text')
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('expires_at', 'text', (column) => column.notNull())
      // One answer per key, per user and action: the claim is an INSERT that this key turns away.
      .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_key', 'action', 'key'])
      .execute();
    await db.schema.createIndex('idempotency_keys_by_expiry').on('idempotency_keys').column('expires_at').execute();
    await db.schema
      .createTable('emails')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('to_address', 'text', (column) => column.notNull())
      .addColumn('subject', 'text', (column) => column.notNull())
      .addColumn('text', 'text', (column) => column.notNull())
      .addColumn('link', 'text', (column) => column.notNull())
      .addColumn('sent_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('emails_by_recipient').on('emails').columns(['to_address', 'sent_at']).execute();
    await db.schema.createIndex('emails_by_time').on('emails').column('sent_at').execute();
    await db.schema
      .createTable('rate_limits')
      .addColumn('key', 'text', (column) => column.primaryKey())
      .addColumn('window_start', 'text', (column) => column.notNull())
      .addColumn('count', 'integer', (column) => column.notNull())
      .execute();
  },
};
