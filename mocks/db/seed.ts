import { seedContentDocuments } from './seed-content';
import { seedOtherPartner } from './seed-partners';
import { PLANNER_PROFILE, seedHealthPlan } from './seed-health-plan';
import type { MockDiscountCode, MockUser, SeedDb } from './mock-db';
import { testSubscription } from './core-panels';
import { seedResults } from './seed-results';
import { seedResultsUpload } from './seed-results-upload';
import { seedShop } from './seed-shop';
import { seedKitCodes, seedQuestionnaireResponses, seedQuestionnaires } from './seed-questionnaires';

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

function discount(
  code: string,
  discountType: 'percentage' | 'fixed',
  amount: number,
  overrides: Partial<MockDiscountCode> = {},
): MockDiscountCode {
  return {
    id: `discount-${code.toLowerCase()}`,
    code,
    code_type: null,
    discount_type: discountType,
    discount_strategy: null,
    discount_amount: amount,
    maximum_discount_cents: null,
    description: null,
    valid_test_panels: [],
    invalid_test_panels: [],
    expires_at: null,
    ...overrides,
  };
}

/** A fresh database: the personas of the README, with times relative to the moment of seeding. */
export function seedDb(now = Date.now()): SeedDb {
  const iso = (offsetHours: number) => new Date(now + offsetHours * HOUR).toISOString();
  const otherPartner = seedOtherPartner(user);
  const results = seedResults(now, user);
  const resultsUpload = seedResultsUpload(iso, user);
  const { orders: shopOrders, shopSubscriptions, extraSubscriptions, ...shop } = seedShop(now);
  return {
    ...shop,
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
      user({
        id: 'user-new',
        email: 'new@example.com',
        first_name: 'Noah',
        last_name: 'Ellis',
        email_verified: false,
        created_at: iso(0),
        created_offset_hours: 0,
      }),
      user({
        id: 'user-unverified',
        email: 'unverified@example.com',
        first_name: 'Uma',
        last_name: 'Patel',
        email_verified: false,
        created_at: iso(-72),
        created_offset_hours: -72,
      }),
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
      ...results.users,
      // No plan yet; their health profile qualifies for the 12-week plan (seed-health-plan.ts).
      user({
        id: 'user-planner',
        email: 'planner@example.com',
        first_name: 'Pat',
        last_name: 'Okafor',
        dob: '1979-09-02',
        sex: 'F',
        roles: ['customer', 'subscriber'],
      }),
      ...resultsUpload.users,
    ],
    // Demo fixtures with public names (README, e2e), stored hashed like any other (seed-writer.ts); the codes and
    // tokens the server issues are 128 random bits (mocks/security/tokens.ts).
    membershipTokens: { 'acme-demo-token': 'user-partner' },
    verificationCodes: {
      'valid-code': { userId: 'user-new', expired: false },
      'expired-code': { userId: 'user-unverified', expired: true },
    },
    healthProfiles: {
      'user-planner': PLANNER_PROFILE,
      'user-results': {
        goals: ['energy', 'sleep'],
        important_goal: 'energy',
        height: 168,
        weight: 61,
        height_unit_preference: 'metric',
        weight_unit_preference: 'metric',
      },
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
        id: 'test-partner-1',
        user_id: 'user-partner',
        state: 'scheduled',
        test_date: iso(24 * 7).slice(0, 10),
        completed_at: null,
        sample_received_at: null,
        dispatched_at: null,
        uploaded_at: null,
        is_retail_test: false,
        one_off: true,
        sequence_in_subscription: null,
        test_cycle_id: 'cycle-partner-1',
        organization_id: 'org-acme',
        panel: {
          id: 'panel-baseline',
          name: 'Baseline',
          profiles: [
            { id: 'profile-lipids', name: 'Cholesterol' },
            { id: 'profile-liver', name: 'Liver function' },
            { id: 'profile-vitd', name: 'Vitamin D' },
          ],
        },
      },
      {
        id: 'test-partner-member-1',
        user_id: 'user-partner-member',
        state: 'scheduled',
        test_date: iso(24 * 10).slice(0, 10),
        completed_at: null,
        sample_received_at: null,
        dispatched_at: null,
        uploaded_at: null,
        is_retail_test: false,
        one_off: true,
        sequence_in_subscription: null,
        test_cycle_id: 'cycle-partner-member-1',
        organization_id: 'org-acme',
        panel: {
          id: 'panel-baseline',
          name: 'Baseline',
          profiles: [
            { id: 'profile-lipids', name: 'Cholesterol' },
            { id: 'profile-liver', name: 'Liver function' },
            { id: 'profile-vitd', name: 'Vitamin D' },
          ],
        },
      },
      {
        id: 'test-results-1',
        user_id: 'user-results',
        state: 'complete',
        test_date: iso(-24 * 60).slice(0, 10),
        completed_at: iso(-24 * 55),
        sample_received_at: iso(-24 * 57),
        dispatched_at: iso(-24 * 62),
        uploaded_at: null,
        is_retail_test: false,
        one_off: false,
        sequence_in_subscription: 1,
        test_cycle_id: 'cycle-results-1',
        organization_id: null,
        subscription_id: 'subscription-results',
        panel: {
          id: 'panel-essential',
          name: 'Essential',
          profiles: [
            { id: 'profile-lipids', name: 'Cholesterol' },
            { id: 'profile-iron', name: 'Iron' },
          ],
        },
      },
      ...results.tests,
      ...resultsUpload.tests,
    ],
    analyteResults: [...results.analyteResults, ...resultsUpload.analyteResults],
    subscriptions: [
      testSubscription('essential', {
        id: 'subscription-results',
        user_id: 'user-results',
        state: 'active',
        paused: false,
        frequency: 3,
        sample_collection_preference: 'finger_prick',
        next_scheduled_date: iso(24 * 35).slice(0, 10),
      }),
      ...extraSubscriptions,
    ],
    shopSubscriptions,
    healthScores: results.healthScores,
    discountCodes: [
      discount('SPRING10', 'percentage', 10, { maximum_discount_cents: 500, description: '10% off, up to £5' }),
      discount('FIVEOFF', 'fixed', 500, { description: '£5 off' }),
      discount('BASELINE20', 'percentage', 20, { valid_test_panels: ['baseline'], description: '20% off the Baseline test' }),
      discount('NOTESSENTIAL', 'percentage', 15, { invalid_test_panels: ['essential'] }),
      discount('ROSA10', 'percentage', 10, { code_type: 'referral', description: 'Referral from Rosa' }),
      discount('EXPIRED', 'percentage', 50, { expires_at: iso(-24) }),
    ],
    orders: shopOrders,
    contentDocuments: seedContentDocuments(now),
    reports: results.reports,
    forecasts: results.forecasts,
    predictiveResults: results.predictiveResults,
    sampleFailures: results.sampleFailures,
    questionnaires: seedQuestionnaires(),
    questionnaireResponses: seedQuestionnaireResponses(now),
    kitCodes: seedKitCodes(),
    emails: [],
    ...seedHealthPlan(now),
  };
}
