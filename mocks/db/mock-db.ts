import type {
  AnalyteResult,
  ContentDocument,
  Questionnaire,
  QuestionnaireResponse,
  ShopSubscription,
  Subscription,
  Task,
  User,
} from '../../src/generated/entities.gen';
import type { ShopDb } from './shop-db';

/** What the server keeps of a person and relies on, typed as it keeps it. */
interface StoredUser {
  id: string;
  email: string;
  /** A scrypt hash (mocks/db/passwords.ts): the store hashes any plaintext a handler or seed puts here before writing. */
  password: string | null;
  first_name: string | null;
  last_name: string | null;
  dob: string | null;
  sex: 'M' | 'F' | null;
  phone_number: string | null;
  address: { line1: string; line2?: string; line3?: string; locality: string; postcode: string } | null;
  reasons_for_joining: string[];
  email_verified: boolean;
  created_at: string;
  /**
   * Personas whose age matters (new: created now; unverified: 3 days ago) keep it relative to the moment the
   * database is read, so a browser that keeps its mock data for days still sees them as the README says.
   */
  created_offset_hours?: number;
  /** Set when a verified address is changed: its verification window counts from then (src/domain/email-change.ts). */
  email_verification_started_at?: string | null;
  referral_code: string | null;
  roles: string[];
  organization_id: string | null;
  deletion_requested_at: string | null;
  /** Written by the sign-up funnel's extra steps. */
  heard_about_us?: string | null;
  important_information_acknowledged_at?: string | null;
}

/** Attributes the answer derives rather than stores (mocks/serializers.ts). */
type DerivedUserAttributes = 'password_present' | 'permissions' | 'source_organisation';

/**
 * A stored person: what the server relies on, and any other attribute of the user entity
 * (schemas/entities/user.schema.json) a client wrote, so an attribute added there is kept and answered with no
 * edit here.
 */
export type MockUser = StoredUser & Omit<Partial<User>, keyof StoredUser | DerivedUserAttributes>;

export interface MockTest {
  id: string;
  user_id: string;
  state: 'scheduled' | 'active' | 'complete' | 'cancelled';
  test_date: string | null;
  completed_at: string | null;
  sample_received_at: string | null;
  dispatched_at: string | null;
  uploaded_at: string | null;
  is_retail_test: boolean;
  one_off: boolean;
  sequence_in_subscription: number | null;
  test_cycle_id: string;
  panel: { id: string; name: string; profiles: { id: string; name: string }[] };
  organization_id: string | null;
  /** The blood-test subscription the test belongs to (SPEC section 3: Test relations). */
  subscription_id?: string | null;
}

/** A lab result of one analyte, belonging to one test (by test cycle) of one person. */
export interface MockAnalyteResult extends Omit<AnalyteResult, 'id'> {
  id: string;
  user_id: string;
  test_cycle_id: string;
}

/** A blood-test subscription; its panel is the one its tests use. */
export interface MockSubscription extends Omit<Subscription, 'id' | 'panel'> {
  id: string;
  user_id: string;
  panel: MockTest['panel'];
}

export interface MockShopSubscription extends Omit<ShopSubscription, 'id'> {
  id: string;
  user_id: string;
}

export interface MockOrganization {
  id: string;
  name: string;
  slug: string;
  cobranding: boolean;
  logos: { cobranding: string; cobranding_alt: string };
}

/**
 * What a handler sees of the database (mocks/db/store.ts readDb): the signed-in person's own entities (only
 * them: `users` holds that one person, or nobody) and the shared catalogue, loaded from their tables.
 */
export interface MockDb extends MockHealthPlanData, ShopDb {
  users: MockUser[];
  /** What each role grants; the API sends roles with their permissions and the client flattens them. */
  rolePermissions: Record<string, string[]>;
  /** Who the request's session cookie belongs to: filled in by readDb() per request, never stored with the data. */
  sessionUserId: string | null;
  healthProfiles: Record<string, Record<string, unknown>>;
  userPreferences: Record<string, { marketing_email: boolean; personalised_offers: boolean }>;
  paymentMethods: Record<string, { brand: string; last4: string; exp_month: number; exp_year: number }>;
  organizations: MockOrganization[];
  tests: MockTest[];
  analyteResults: MockAnalyteResult[];
  subscriptions: MockSubscription[];
  shopSubscriptions: MockShopSubscription[];
  healthScores: Record<string, MockHealthScore[]>;
  discountCodes: MockDiscountCode[];
  orders: MockOrder[];
  /** The content service's published documents (articles, analyte descriptions, recipes, failure reasons). */
  contentDocuments: ContentDocument[];
  /** Questionnaires the API serves (definitions) and each person's responses to them. */
  questionnaires: Questionnaire[];
  questionnaireResponses: (QuestionnaireResponse & { id: string; user_id: string })[];

  // Results area (issue 12): GP-style reports, forecasts, predictive results and failed samples.
  reports: MockReport[];
  forecasts: MockForecast[];
  predictiveResults: MockPredictiveResult[];
  sampleFailures: MockSampleFailure[];
}

/**
 * What a seed writes besides the entities handlers see: secrets kept hashed (verification codes, membership
 * tokens), kit codes (claimed by one atomic update) and sent emails. Handlers reach these through their stores.
 */
export interface SeedDb extends MockDb {
  membershipTokens: Record<string, string>;
  /** onboardingQuery: the sign-up funnel's query the account was created in, carried by the emailed links. */
  verificationCodes: Record<string, { userId: string; expired: boolean; onboardingQuery?: string }>;
  /** Kit codes printed on retail kits, and who registered each (null while unregistered). */
  kitCodes: Record<string, { registeredBy: string | null; panelName: string }>;
  emails: MockEmail[];
}

/** A health score calculation; a category's past calculations are its history. */
export type MockHealthScore = {
  category: string;
  adjusted_score: number;
  last_calculated_at: string;
  created_at: string;
  score_card?: { summary: string; factors: { name: string; effect: 'helps' | 'hurts' }[] };
  score_shift?: { change_in_score: number; changes: { description: string; change: number }[] } | null;
};

/** The doctor's written report on one test. */
export interface MockReport {
  id: string;
  user_id: string;
  test_cycle_id: string;
  summary: string;
  doctor: { id: string; name: string; gmc_number: string | null };
}

/** One point of a forecast: the expected value and its 95 % band. */
export interface MockForecastPoint {
  date: string;
  value: number;
  lower: number;
  upper: number;
}

export interface MockForecast {
  id: string;
  user_id: string;
  test_cycle_id: string;
  analyte_id: string;
  unit: string;
  values: MockForecastPoint[];
  interventions: { id: string; name: string; expected_change: string }[];
}

export interface MockPredictiveResult {
  id: string;
  user_id: string;
  analyte_id: string;
  unit: string;
  current_level: string;
  /** The latest measured value the prediction starts from, in unit. */
  current_value: number | null;
  weeks: number;
  predictions: { intervention_id: string; intervention_name: string; level: string; value: number }[];
}

/** Why a sample failed and whether its credit has bought a replacement kit. */
export interface MockSampleFailure {
  user_id: string;
  test_cycle_id: string;
  failure_classification: string | null;
  credit_redeemed_at: string | null;
  replacement_test_id: string | null;
}

export interface MockEmail {
  id: string;
  to: string;
  subject: string;
  text: string;
  /** The email's one link, or '' for an email without one (a notice). */
  link: string;
  sent_at: string;
}

export interface MockDiscountCode {
  id: string;
  code: string;
  code_type: string | null;
  discount_type: 'percentage' | 'fixed';
  discount_strategy: string | null;
  discount_amount: number;
  maximum_discount_cents: number | null;
  description: string | null;
  valid_test_panels: string[];
  invalid_test_panels: string[];
  expires_at: string | null;
}

export interface MockOrder {
  id: string;
  user_id: string;
  order_state: 'cart' | 'completed' | 'cancelled';
  total_cents: number;
  /** Where the stand-in payment page returns to; set while a checkout session is open. */
  checkout: { confirmation_url: string; cancellation_url: string } | null;
  discount_amount_cents: number;
  completed_at: string | null;
  coupon: { code: string; coupon_type?: 'partner' | 'other' } | null;
  /** Shop orders (issue 14): the reference quoted to the customer, and where the payment stands. */
  reference?: string;
  payment_status?: 'requires_action' | 'succeeded' | 'failed' | null;
  payment_intent_id?: string | null;
  /** True for a shop basket (priced from its line items); the sign-up funnel's orders carry a total instead. */
  lines?: boolean;
  /** A sign-up funnel order that renews: paid, it starts a blood-test subscription on this core panel. */
  subscribes?: { panel_id: string; frequency_months: number } | null;
}

/** Health plan service (SPEC section 7): plans, their weeks and tasks, week reviews, and the plan templates. */
export interface MockHealthPlanData {
  healthPlans: MockHealthPlan[];
  planWeeks: MockPlanWeek[];
  tasks: MockTask[];
  planWeekReviews: MockPlanWeekReview[];
  healthPlanTemplates: MockHealthPlanTemplate[];
}

export interface MockHealthPlanTemplate {
  id: string;
  name: string;
  weeks: number;
  description: string;
  sold_with_blood_test: boolean;
}

/** current_week and the weeks' states are worked out from first_day and the tasks when the plan is read. */
export interface MockHealthPlan {
  id: string;
  user_id: string;
  state: 'pending' | 'active' | 'completed' | 'cancelled';
  first_day: string;
  health_plan_template_id: string;
  commitment_message: string | null;
  show_health_scores: boolean;
  weeks: number;
  intervention_ids: string[];
  completed_at: string | null;
}

export interface MockPlanWeek {
  id: string;
  plan_id: string;
  week: number;
  plan_week_review_id: string | null;
}

export interface MockTask {
  id: string;
  plan_id: string;
  plan_week_id: string;
  week: number;
  state: 'active' | 'completed' | 'removed';
  task_type: 'information' | 'tracking';
  name: string;
  about: string;
  completed_count: number;
  tracking_target: number | null;
  max_target: number | null;
  category: NonNullable<Task['category']>;
  thriva_intervention_id: string;
  skip_reason: number | null;
}

export interface MockPlanWeekReview {
  id: string;
  user_id: string;
  plan_week_id: string;
  feeling: 'easy' | 'about-right' | 'hard';
  note: string | null;
  created_at: string;
}
