import { seedContentDocuments } from './seed-content';
import { seedOtherPartner } from './seed-partners';
import { MOCK_DB_VERSION, type MockAnalyteResult, type MockDb, type MockDiscountCode, type MockUser } from './mock-db';

/** Every persona signs in with this password (README). */
export const PERSONA_PASSWORD = 'Passw0rd!';

const HOUR = 3_600_000;

function user(overrides: Partial<MockUser> & Pick<MockUser, 'id' | 'email'>): MockUser {
  return {
    password: PERSONA_PASSWORD,
    first_name: null,
    last_name: null,
    dob: null,
    sex: null,
    phone_number: null,
    address: null,
    reasons_for_joining: [],
    email_verified: true,
    created_at: new Date(Date.now() - 400 * 24 * HOUR).toISOString(),
    referral_code: null,
    roles: ['customer'],
    organization_id: null,
    deletion_requested_at: null,
    ...overrides,
  };
}

function discount(code: string, discountType: 'percentage' | 'fixed', amount: number, overrides: Partial<MockDiscountCode> = {}): MockDiscountCode {
  return {
    id: `discount-${code.toLowerCase()}`, code, type: null, discount_type: discountType, discount_strategy: null, discount_amount: amount,
    maximum_discount_cents: null, description: null, valid_test_panels: [], invalid_test_panels: [], expires_at: null, ...overrides,
  };
}

type Range = { status: 'optimal' | 'normal' | 'abnormal' | 'highly_abnormal'; min: number | null; max: number | null };

/** One successful finger-prick result of the results persona's completed test. */
function result(
  id: string, analyteId: string, label: string, value: number, unit: string, severity: 'optimal' | 'normal' | 'abnormal', ranges: Range[], processedAt: string,
  direction: { normal: 'above' | 'below' | null; optimal: 'above' | 'below' | null },
): MockAnalyteResult {
  return {
    id, user_id: 'user-results', test_cycle_id: 'cycle-results-1', analyte_id: analyteId, value, unit, operator: null, label, processed_at: processedAt,
    uploaded: false, reference_ranges: ranges, previous_value: null, value_change_classification: 'first_result',
    direction_from_normal: direction.normal, direction_from_optimal: direction.optimal, community_stats: {}, severity, reason_for_failure: null,
    successful: true, is_binary_result: false, lab_notes: null, sample_type: 'finger_prick',
  };
}

/** A fresh database: the personas of the README, with times relative to the moment of seeding. */
export function seedDb(now = Date.now()): MockDb {
  const iso = (offsetHours: number) => new Date(now + offsetHours * HOUR).toISOString();
  const otherPartner = seedOtherPartner(user);
  return {
    version: MOCK_DB_VERSION,
    sessionUserId: null,
    rolePermissions: { customer: [], subscriber: ['results', 'blood_test_subscription', 'supplements'], tfp: ['results'] },
    users: [
      user({
        id: 'user-results',
        email: 'results@example.com',
        first_name: 'Rosa',
        last_name: 'Lindqvist',
        dob: '1985-04-12',
        sex: 'F',
        phone_number: '07700900123',
        address: { line1: '12 Mill Lane', locality: 'Bristol', postcode: 'BS1 4DJ' },
        referral_code: 'ROSA10',
        roles: ['customer', 'subscriber'],
      }),
      user({ id: 'user-new', email: 'new@example.com', first_name: 'Noah', last_name: 'Ellis', email_verified: false, created_at: iso(0), created_offset_hours: 0 }),
      user({ id: 'user-unverified', email: 'unverified@example.com', first_name: 'Uma', last_name: 'Patel', email_verified: false, created_at: iso(-72), created_offset_hours: -72 }),
      // Invited by a partner and not signed up yet: reached through the membership token, chooses a password.
      user({
        id: 'user-partner',
        email: 'invited@example.com',
        password: null,
        first_name: 'Priya',
        last_name: 'Shah',
        dob: '1990-09-30',
        sex: 'F',
        address: { line1: '4 Canal Street', locality: 'Manchester', postcode: 'M1 3HE' },
        organization_id: 'org-acme',
      }),
      // A partner member who has set the account up: signs in with the password and confirms on the welcome page.
      user({
        id: 'user-partner-member',
        email: 'partner@example.com',
        first_name: 'Pat',
        last_name: 'Morgan',
        dob: '1979-02-17',
        sex: 'M',
        address: { line1: '9 Dock Road', locality: 'Liverpool', postcode: 'L3 4AF' },
        organization_id: 'org-acme',
      }),
      user({ id: 'user-tfp', email: 'tfp@example.com', first_name: 'Theo', last_name: 'Fry', roles: ['customer', 'tfp'] }),
      ...otherPartner.users,
    ],
    membershipTokens: { 'acme-demo-token': 'user-partner' },
    verificationCodes: { 'valid-code': { userId: 'user-new', expired: false }, 'expired-code': { userId: 'user-unverified', expired: true } },
    healthProfiles: {
      'user-results': { goals: ['energy', 'sleep'], important_goal: 'energy', height: 168, weight: 61, height_unit_preference: 'metric', weight_unit_preference: 'metric' },
    },
    userPreferences: {
      'user-results': { marketing_email: true, personalised_offers: false },
    },
    paymentMethods: { 'user-results': { brand: 'visa', last4: '4242', exp_month: 8, exp_year: 2028 } },
    organizations: [
      { id: 'org-acme', name: 'Acme', slug: 'acme', cobranding: true, logos: { cobranding: '/logos/acme.svg', cobranding_alt: 'Acme' } },
      ...otherPartner.organizations,
    ],
    tests: [
      {
        id: 'test-partner-1', user_id: 'user-partner', state: 'scheduled', test_date: iso(24 * 7).slice(0, 10), completed_at: null,
        sample_received_at: null, dispatched_at: null, uploaded_at: null, is_retail_test: false, one_off: true, sequence_in_subscription: null,
        test_cycle_id: 'cycle-partner-1', organization_id: 'org-acme',
        panel: { id: 'panel-baseline', name: 'Baseline', profiles: [{ id: 'profile-lipids', name: 'Cholesterol' }, { id: 'profile-liver', name: 'Liver function' }, { id: 'profile-vitd', name: 'Vitamin D' }] },
      },
      {
        id: 'test-partner-member-1', user_id: 'user-partner-member', state: 'scheduled', test_date: iso(24 * 10).slice(0, 10), completed_at: null,
        sample_received_at: null, dispatched_at: null, uploaded_at: null, is_retail_test: false, one_off: true, sequence_in_subscription: null,
        test_cycle_id: 'cycle-partner-member-1', organization_id: 'org-acme',
        panel: { id: 'panel-baseline', name: 'Baseline', profiles: [{ id: 'profile-lipids', name: 'Cholesterol' }, { id: 'profile-liver', name: 'Liver function' }, { id: 'profile-vitd', name: 'Vitamin D' }] },
      },
      {
        id: 'test-results-1', user_id: 'user-results', state: 'complete', test_date: iso(-24 * 60).slice(0, 10), completed_at: iso(-24 * 55),
        sample_received_at: iso(-24 * 57), dispatched_at: iso(-24 * 62), uploaded_at: null, is_retail_test: false, one_off: false, sequence_in_subscription: 1,
        test_cycle_id: 'cycle-results-1', organization_id: null, subscription_id: 'subscription-results',
        panel: { id: 'panel-essential', name: 'Essential', profiles: [{ id: 'profile-lipids', name: 'Cholesterol' }, { id: 'profile-iron', name: 'Iron' }] },
      },
    ],
    analyteResults: [
      result('result-chol', 'CHOL', 'Total cholesterol', 4.6, 'mmol/L', 'normal',
        [{ status: 'optimal', min: null, max: 4 }, { status: 'normal', min: 4, max: 5 }, { status: 'abnormal', min: 5, max: 7.5 }, { status: 'highly_abnormal', min: 7.5, max: null }],
        iso(-24 * 55), { normal: null, optimal: 'above' }),
      result('result-hdl', 'HDL', 'HDL cholesterol', 1.7, 'mmol/L', 'optimal',
        [{ status: 'abnormal', min: null, max: 1.2 }, { status: 'normal', min: 1.2, max: 1.5 }, { status: 'optimal', min: 1.5, max: null }],
        iso(-24 * 55), { normal: null, optimal: null }),
      result('result-ldl', 'LDL', 'LDL cholesterol', 2.4, 'mmol/L', 'normal',
        [{ status: 'optimal', min: null, max: 2 }, { status: 'normal', min: 2, max: 3 }, { status: 'abnormal', min: 3, max: null }],
        iso(-24 * 55), { normal: null, optimal: 'above' }),
      result('result-ferr', 'FERR', 'Ferritin', 18, 'ug/L', 'abnormal',
        [{ status: 'abnormal', min: null, max: 30 }, { status: 'normal', min: 30, max: 50 }, { status: 'optimal', min: 50, max: 150 }, { status: 'abnormal', min: 150, max: null }],
        iso(-24 * 55), { normal: 'below', optimal: 'below' }),
    ],
    subscriptions: [
      {
        id: 'subscription-results', user_id: 'user-results', state: 'active', paused: false, frequency: 3, price_per_test: 4900,
        sample_collection_preference: 'finger_prick', next_scheduled_date: iso(24 * 35).slice(0, 10),
        panel: { id: 'panel-essential', name: 'Essential', profiles: [{ id: 'profile-lipids', name: 'Cholesterol' }, { id: 'profile-iron', name: 'Iron' }] },
      },
    ],
    shopSubscriptions: [
      { id: 'shop-subscription-results', user_id: 'user-results', state: 'active', variant_quantity: 1, next_scheduled_date: iso(24 * 12).slice(0, 10), paused_at: null, cancelled_at: null, price_cents: 1299 },
    ],
    healthScores: {
      'user-results': [
        { category: 'longevity', adjusted_score: 0.86, last_calculated_at: iso(-24 * 3), created_at: iso(-24 * 3) },
        { category: 'energy', adjusted_score: 0.74, last_calculated_at: iso(-24 * 3), created_at: iso(-24 * 3) },
        { category: 'mental_wellbeing', adjusted_score: 0.91, last_calculated_at: iso(-24 * 3), created_at: iso(-24 * 3) },
      ],
    },
    discountCodes: [
      discount('SPRING10', 'percentage', 10, { maximum_discount_cents: 500, description: '10% off, up to £5' }),
      discount('FIVEOFF', 'fixed', 500, { description: '£5 off' }),
      discount('BASELINE20', 'percentage', 20, { valid_test_panels: ['baseline'], description: '20% off the Baseline test' }),
      discount('NOTESSENTIAL', 'percentage', 15, { invalid_test_panels: ['essential'] }),
      discount('ROSA10', 'percentage', 10, { type: 'referral', description: 'Referral from Rosa' }),
      discount('EXPIRED', 'percentage', 50, { expires_at: iso(-24) }),
    ],
    orders: [],
    contentDocuments: seedContentDocuments(now),
    emails: [],
    healthPlans: {
      'user-results': { id: 'plan-1', state: 'active', current_week: 3, first_day: iso(-24 * 14).slice(0, 10), health_plan_template_id: 'weekly-plan' },
    },
  };
}
