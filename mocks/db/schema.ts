import type { Generated } from 'kysely';

/**
 * The tables of the local server, as Kysely sees them. Times are ISO-8601 UTC text on both dialects (they sort as
 * text and compare the same in SQLite and PostgreSQL); an entity's attributes beyond its keys, relations and the
 * columns an invariant or a per-user read needs are one JSON document (`data`), written and read whole.
 */

/** A row of an entity owned by one person: keyed by id, read by user_id (indexed), ordered by seq. */
export interface OwnedTable {
  id: string;
  user_id: string;
  seq: number;
  data: string;
}

/** A row of shared catalogue data (products, content, questionnaires, ...). */
export interface SharedTable {
  id: string;
  seq: number;
  data: string;
}

export interface UsersTable {
  id: string;
  email: string;
  password_hash: string | null;
  created_at: string;
  deletion_requested_at: string | null;
  /** Bumped by every write to the person's data: the row each write transaction locks first (PostgreSQL). */
  version: Generated<number>;
  data: string;
}

export interface UserRolesTable {
  user_id: string;
  role: string;
}

export interface RolesTable {
  name: string;
  permissions: string;
}

export interface SessionsTable {
  /** sha256 of the cookie's token: a copy of the table signs nobody in. */
  id: string;
  user_id: string;
  created_at: string;
  last_seen_at: string;
  /** created_at + the absolute lifetime. */
  expires_at: string;
}

export interface VerificationCodesTable {
  id: string;
  user_id: string;
  /** sha256 of the emailed code. */
  code_hash: string;
  purpose: string;
  onboarding_query: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface MembershipTokensTable {
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string | null;
  used_at: string | null;
}

export interface KitCodesTable {
  code: string;
  registered_by: string | null;
  panel_name: string;
}

export interface LineItemsTable extends OwnedTable {
  order_id: string;
  variant_id: string;
  /** frequency_id or '' (a unique key cannot hold NULLs the same way on both dialects). */
  frequency_key: string;
  quantity: number;
  /** The variant's max_items, held by a composite foreign key so the check below cannot be given a wrong maximum. */
  max_quantity: number | null;
}

export interface ShopVariantsTable extends SharedTable {
  product_id: string;
  max_items: number | null;
}

export interface IdempotencyKeysTable {
  /** The user's id, or 'anonymous'. */
  user_key: string;
  action: string;
  key: string;
  /** 0 while the first request runs; then its HTTP status. */
  status: number;
  body: string | null;
  created_at: string;
  expires_at: string;
}

export interface EmailsTable {
  id: string;
  to_address: string;
  subject: string;
  text: string;
  link: string;
  sent_at: string;
}

export interface RateLimitsTable {
  key: string;
  window_start: string;
  count: number;
}

/** A link a person shares with a doctor (issue 44): only the SHA-256 of its token is kept. */
export interface ShareLinksTable {
  id: string;
  user_id: string;
  token_hash: string;
  scope: 'latest' | 'all';
  /** JSON array of the test cycle ids the link shows, fixed when it was made. */
  test_cycle_ids: string;
  /** scrypt of the passcode, or null for a link without one. */
  passcode_hash: string | null;
  failed_tries: Generated<number>;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  /** Set by the wrong passcode that used up the tries: the link opens no more. */
  locked_at: string | null;
}

/** One opening of a share link: when, and on what kind of device. */
export interface ShareLinkViewsTable {
  id: string;
  link_id: string;
  user_id: string;
  viewed_at: string;
  device_family: string;
}

export interface MetaTable {
  key: string;
  value: string;
}

export interface Database {
  meta: MetaTable;
  roles: RolesTable;
  organizations: SharedTable;
  users: UsersTable;
  user_roles: UserRolesTable;
  sessions: SessionsTable;
  verification_codes: VerificationCodesTable;
  membership_tokens: MembershipTokensTable;
  health_profiles: OwnedTable;
  user_preferences: OwnedTable;
  payment_methods: OwnedTable;
  tests: OwnedTable & { test_cycle_id: string };
  analyte_results: OwnedTable & { test_cycle_id: string };
  reports: OwnedTable;
  forecasts: OwnedTable;
  predictive_results: OwnedTable;
  sample_failures: OwnedTable & { credit_redeemed_at: string | null };
  subscriptions: OwnedTable;
  shop_subscriptions: OwnedTable;
  health_scores: OwnedTable;
  discount_codes: SharedTable & { code: string };
  orders: OwnedTable & { order_state: string };
  line_items: LineItemsTable;
  payment_intents: OwnedTable & { order_id: string; status: string };
  specialist_appointments: OwnedTable;
  shop_products: SharedTable;
  shop_variants: ShopVariantsTable;
  shop_frequencies: SharedTable;
  payment_cards: SharedTable;
  content_documents: SharedTable;
  questionnaires: SharedTable;
  questionnaire_responses: OwnedTable;
  kit_codes: KitCodesTable;
  health_plan_templates: SharedTable;
  health_plans: OwnedTable & { state: string };
  plan_weeks: OwnedTable & { plan_id: string };
  tasks: OwnedTable & { plan_id: string; plan_week_id: string };
  plan_week_reviews: OwnedTable;
  idempotency_keys: IdempotencyKeysTable;
  emails: EmailsTable;
  rate_limits: RateLimitsTable;
  share_links: ShareLinksTable;
  share_link_views: ShareLinkViewsTable;
}
