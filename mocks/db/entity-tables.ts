import type { MockDb, MockHealthScore } from './mock-db';
import type { Database } from './schema';

/** The tables holding one person's entities: every one has id, user_id, seq, data (and an index on user_id). */
export type OwnedTableName =
  | 'health_profiles'
  | 'user_preferences'
  | 'payment_methods'
  | 'tests'
  | 'analyte_results'
  | 'reports'
  | 'forecasts'
  | 'predictive_results'
  | 'sample_failures'
  | 'subscriptions'
  | 'shop_subscriptions'
  | 'health_scores'
  | 'orders'
  | 'line_items'
  | 'payment_intents'
  | 'specialist_appointments'
  | 'questionnaire_responses'
  | 'health_plans'
  | 'plan_weeks'
  | 'tasks'
  | 'plan_week_reviews';

/** Catalogue tables every person reads and only seeding writes. */
export type SharedTableName =
  | 'organizations'
  | 'discount_codes'
  | 'shop_products'
  | 'shop_variants'
  | 'shop_frequencies'
  | 'payment_cards'
  | 'content_documents'
  | 'questionnaires'
  | 'health_plan_templates';

export type ColumnValue = string | number | null;

/** One entity as a row: its key, owner, the columns beyond the document, and the document itself. */
export interface EntityRow {
  id: string;
  userId: string | null;
  columns: Record<string, ColumnValue>;
  entity: unknown;
}

interface Collection<Table extends string> {
  table: Table;
  /** The handler-facing collection this table fills. */
  key: keyof MockDb;
  rows(db: MockDb): EntityRow[];
  /** Puts loaded entities (in seq order) back into the collection. */
  fill(db: MockDb, entities: { id: string; userId: string | null; entity: unknown }[]): void;
}

type WithId = { id: string };
type Owned = WithId & { user_id: string };

/** An array of entities that name their owner. */
function ownedArray<K extends keyof MockDb, T extends Owned>(
  key: K,
  table: OwnedTableName,
  columns: (entity: T) => Record<string, ColumnValue> = () => ({}),
): Collection<OwnedTableName> {
  return {
    table,
    key,
    rows: (db) =>
      (db[key] as unknown as T[]).map((entity) => ({ id: entity.id, userId: entity.user_id, columns: columns(entity), entity })),
    fill: (db, entities) => void ((db[key] as unknown as unknown[]) = entities.map((row) => row.entity)),
  };
}

/** An array of entities whose owner is their parent's (plan weeks and tasks of a plan, lines of an order). */
function childArray<K extends keyof MockDb, T extends WithId>(
  key: K,
  table: OwnedTableName,
  ownerOf: (db: MockDb, entity: T) => string | undefined,
  columns: (db: MockDb, entity: T) => Record<string, ColumnValue>,
): Collection<OwnedTableName> {
  return {
    table,
    key,
    rows: (db) =>
      (db[key] as unknown as T[]).map((entity) => {
        const userId = ownerOf(db, entity);
        if (userId === undefined) throw new Error(`${table} ${entity.id} has no owner in this data`);
        return { id: entity.id, userId, columns: columns(db, entity), entity };
      }),
    fill: (db, entities) => void ((db[key] as unknown as unknown[]) = entities.map((row) => row.entity)),
  };
}

/** One entity per person, kept by the person's id (a health profile, preferences, a payment method). */
function perUser<K extends keyof MockDb>(key: K, table: OwnedTableName): Collection<OwnedTableName> {
  return {
    table,
    key,
    rows: (db) =>
      Object.entries(db[key] as unknown as Record<string, unknown>).map(([userId, entity]) => ({
        id: userId,
        userId,
        columns: {},
        entity,
      })),
    fill: (db, entities) =>
      void ((db[key] as unknown as Record<string, unknown>) = Object.fromEntries(entities.map((row) => [row.id, row.entity]))),
  };
}

function sharedArray<K extends keyof MockDb, T extends WithId>(
  key: K,
  table: SharedTableName,
  columns: (entity: T) => Record<string, ColumnValue> = () => ({}),
): Collection<SharedTableName> {
  return {
    table,
    key,
    rows: (db) => (db[key] as unknown as T[]).map((entity) => ({ id: entity.id, userId: null, columns: columns(entity), entity })),
    fill: (db, entities) => void ((db[key] as unknown as unknown[]) = entities.map((row) => row.entity)),
  };
}

const healthScores: Collection<OwnedTableName> = {
  table: 'health_scores',
  key: 'healthScores',
  // A calculation has no id of its own: its owner and place in that person's history name it.
  rows: (db) =>
    Object.entries(db.healthScores).flatMap(([userId, scores]) =>
      scores.map((entity, index) => ({ id: `${userId}:${String(index).padStart(6, '0')}`, userId, columns: {}, entity })),
    ),
  fill: (db, entities) => {
    const byUser: Record<string, MockHealthScore[]> = {};
    for (const row of entities) (byUser[row.userId ?? ''] ??= []).push(row.entity as MockHealthScore);
    db.healthScores = byUser;
  },
};

const planOwner = (db: MockDb, planId: string) => db.healthPlans.find((plan) => plan.id === planId)?.user_id;
const orderOwner = (db: MockDb, orderId: string) => db.orders.find((order) => order.id === orderId)?.user_id;

/** Each person's entities, table by table; parents before children (foreign keys), in the order they load. */
export const OWNED_COLLECTIONS: readonly Collection<OwnedTableName>[] = [
  perUser('healthProfiles', 'health_profiles'),
  perUser('userPreferences', 'user_preferences'),
  perUser('paymentMethods', 'payment_methods'),
  ownedArray('tests', 'tests', (test: MockDb['tests'][number]) => ({ test_cycle_id: test.test_cycle_id })),
  ownedArray('analyteResults', 'analyte_results', (result: MockDb['analyteResults'][number]) => ({ test_cycle_id: result.test_cycle_id })),
  ownedArray('reports', 'reports'),
  ownedArray('forecasts', 'forecasts'),
  ownedArray('predictiveResults', 'predictive_results'),
  {
    table: 'sample_failures',
    key: 'sampleFailures',
    rows: (db) =>
      db.sampleFailures.map((entity) => ({
        id: entity.test_cycle_id,
        userId: entity.user_id,
        columns: { credit_redeemed_at: entity.credit_redeemed_at },
        entity,
      })),
    fill: (db, entities) => void (db.sampleFailures = entities.map((row) => row.entity as MockDb['sampleFailures'][number])),
  },
  ownedArray('subscriptions', 'subscriptions'),
  ownedArray('shopSubscriptions', 'shop_subscriptions'),
  healthScores,
  ownedArray('orders', 'orders', (order: MockDb['orders'][number]) => ({ order_state: order.order_state })),
  childArray(
    'lineItems',
    'line_items',
    (db, line: MockDb['lineItems'][number]) => orderOwner(db, line.order_id),
    (db, line) => ({
      order_id: line.order_id,
      variant_id: line.variant_id,
      frequency_key: line.frequency_id ?? '',
      quantity: line.quantity,
      max_quantity: db.shopVariants.find((variant) => variant.id === line.variant_id)?.max_items ?? null,
    }),
  ),
  ownedArray('paymentIntents', 'payment_intents', (intent: MockDb['paymentIntents'][number]) => ({
    order_id: intent.order_id,
    status: intent.status,
  })),
  ownedArray('specialistAppointments', 'specialist_appointments'),
  ownedArray('questionnaireResponses', 'questionnaire_responses'),
  ownedArray('healthPlans', 'health_plans', (plan: MockDb['healthPlans'][number]) => ({ state: plan.state })),
  childArray(
    'planWeeks',
    'plan_weeks',
    (db, week: MockDb['planWeeks'][number]) => planOwner(db, week.plan_id),
    (_db, week) => ({ plan_id: week.plan_id }),
  ),
  childArray(
    'tasks',
    'tasks',
    (db, task: MockDb['tasks'][number]) => planOwner(db, task.plan_id),
    (_db, task) => ({ plan_id: task.plan_id, plan_week_id: task.plan_week_id }),
  ),
  ownedArray('planWeekReviews', 'plan_week_reviews'),
];

export const SHARED_COLLECTIONS: readonly Collection<SharedTableName>[] = [
  sharedArray('organizations', 'organizations'),
  sharedArray('discountCodes', 'discount_codes', (code: MockDb['discountCodes'][number]) => ({ code: code.code })),
  sharedArray('shopProducts', 'shop_products'),
  sharedArray('shopVariants', 'shop_variants', (variant: MockDb['shopVariants'][number]) => ({
    product_id: variant.product_id,
    max_items: variant.max_items,
  })),
  sharedArray('shopFrequencies', 'shop_frequencies'),
  sharedArray('paymentCards', 'payment_cards'),
  sharedArray('contentDocuments', 'content_documents'),
  sharedArray('questionnaires', 'questionnaires'),
  sharedArray('healthPlanTemplates', 'health_plan_templates'),
];

/** An empty view: every collection present, nothing in it. */
export function emptyView(sessionUserId: string | null): MockDb {
  return {
    sessionUserId,
    users: [],
    rolePermissions: {},
    healthProfiles: {},
    userPreferences: {},
    paymentMethods: {},
    organizations: [],
    tests: [],
    analyteResults: [],
    subscriptions: [],
    shopSubscriptions: [],
    healthScores: {},
    discountCodes: [],
    orders: [],
    contentDocuments: [],
    questionnaires: [],
    questionnaireResponses: [],
    reports: [],
    forecasts: [],
    predictiveResults: [],
    sampleFailures: [],
    healthPlans: [],
    planWeeks: [],
    tasks: [],
    planWeekReviews: [],
    healthPlanTemplates: [],
    shopProducts: [],
    shopVariants: [],
    shopFrequencies: [],
    lineItems: [],
    paymentCards: [],
    paymentIntents: [],
    specialistAppointments: [],
  };
}

export type TableName = keyof Database;
