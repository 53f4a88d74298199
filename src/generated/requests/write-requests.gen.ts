// Generated from codegen/requests/write-endpoints.ts, schemas/entities, schemas/requests, config/forms by `npm run codegen`; do not edit.
import * as validators from './request-validators.gen';

export interface RequestValidationError {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

export type RequestValidator = ((body: unknown) => boolean) & { errors?: RequestValidationError[] | null };

export interface FormRule {
  form: string;
  partial?: boolean;
}

export interface WriteRequest {
  method: string;
  path: string;
  type?: string;
  forms: readonly FormRule[];
  validate: RequestValidator;
}

export const MAX_TEXT_LENGTH = 10000;

/** The pattern every string of a body meets: no NUL, no bidirectional override or isolate. */
export const UNSAFE_TEXT_PATTERN = "^[^\\u0000\\u202A-\\u202E\\u2066-\\u2069]*$";

export const writeRequests = {
  "auth-token-password": {
    method: "POST",
    path: "/auth/token",
    forms: [],
    validate: validators.authTokenPassword as RequestValidator,
  },
  "auth-token-membership": {
    method: "POST",
    path: "/auth/token",
    forms: [],
    validate: validators.authTokenMembership as RequestValidator,
  },
  "verify-email": {
    method: "POST",
    path: "/v1/email_verification_codes/verify",
    forms: [],
    validate: validators.verifyEmail as RequestValidator,
  },
  "checkout-session": {
    method: "POST",
    path: "/v1/checkout_sessions",
    forms: [],
    validate: validators.checkoutSession as RequestValidator,
  },
  "create-user": {
    method: "POST",
    path: "/v1/users",
    type: "users",
    forms: [
      {
        form: "create-account",
      },
    ],
    validate: validators.createUser as RequestValidator,
  },
  "update-user": {
    method: "PATCH",
    path: "/v1/user",
    type: "users",
    forms: [
      {
        form: "address",
        partial: true,
      },
      {
        form: "contact-details",
        partial: true,
      },
      {
        form: "personal-details",
        partial: true,
      },
      {
        form: "user-attribution",
        partial: true,
      },
    ],
    validate: validators.updateUser as RequestValidator,
  },
  "change-password": {
    method: "PATCH",
    path: "/v1/password",
    type: "passwords",
    forms: [
      {
        form: "change-password",
      },
    ],
    validate: validators.changePassword as RequestValidator,
  },
  "update-user-preferences": {
    method: "PATCH",
    path: "/v1/user_preferences/{id}",
    type: "user_preferences",
    forms: [
      {
        form: "marketing-preferences",
      },
    ],
    validate: validators.updateUserPreferences as RequestValidator,
  },
  "create-chat-identity": {
    method: "POST",
    path: "/v1/intercom_identities",
    type: "intercom_identities",
    forms: [],
    validate: validators.createChatIdentity as RequestValidator,
  },
  "update-health-profile": {
    method: "PATCH",
    path: "/v1/health_profile",
    type: "health_profiles",
    forms: [],
    validate: validators.updateHealthProfile as RequestValidator,
  },
  "start-test": {
    method: "POST",
    path: "/v1/tests/{test_cycle_id}/start",
    type: "tests",
    forms: [],
    validate: validators.startTest as RequestValidator,
  },
  "partner-account-setup": {
    method: "POST",
    path: "/v1/partners/{slug}/account_setup",
    type: "account_setups",
    forms: [
      {
        form: "partner-confirm-account",
        partial: true,
      },
      {
        form: "partner-setup-account",
        partial: true,
      },
    ],
    validate: validators.partnerAccountSetup as RequestValidator,
  },
  "create-health-plan": {
    method: "POST",
    path: "/v1/health_plans",
    type: "health_plans",
    forms: [],
    validate: validators.createHealthPlan as RequestValidator,
  },
  "update-health-plan": {
    method: "PATCH",
    path: "/v1/health_plans/{id}",
    type: "health_plans",
    forms: [],
    validate: validators.updateHealthPlan as RequestValidator,
  },
  "update-task": {
    method: "PATCH",
    path: "/v1/tasks/{id}",
    type: "tasks",
    forms: [],
    validate: validators.updateTask as RequestValidator,
  },
  "update-plan-week": {
    method: "PATCH",
    path: "/v1/plan_weeks/{id}",
    type: "plan_weeks",
    forms: [],
    validate: validators.updatePlanWeek as RequestValidator,
  },
  "create-plan-week-review": {
    method: "POST",
    path: "/v1/plan_week_reviews",
    type: "plan_week_reviews",
    forms: [],
    validate: validators.createPlanWeekReview as RequestValidator,
  },
  "register-kit": {
    method: "POST",
    path: "/v1/retail_tests",
    type: "retail_tests",
    forms: [],
    validate: validators.registerKit as RequestValidator,
  },
  "create-questionnaire-response": {
    method: "POST",
    path: "/v1/questionnaire_responses",
    type: "questionnaire_responses",
    forms: [],
    validate: validators.createQuestionnaireResponse as RequestValidator,
  },
  "results-upload": {
    method: "POST",
    path: "/v1/results_upload[/{id}]",
    type: "tests",
    forms: [],
    validate: validators.resultsUpload as RequestValidator,
  },
  "create-line-item": {
    method: "POST",
    path: "/v1/shop/line_items",
    type: "line_items",
    forms: [],
    validate: validators.createLineItem as RequestValidator,
  },
  "update-line-item": {
    method: "PATCH",
    path: "/v1/shop/line_items/{id}",
    type: "line_items",
    forms: [],
    validate: validators.updateLineItem as RequestValidator,
  },
  "create-order": {
    method: "POST",
    path: "/v1/shop/orders",
    type: "orders",
    forms: [],
    validate: validators.createOrder as RequestValidator,
  },
  "reorder": {
    method: "POST",
    path: "/v1/shop/orders/{id}/reorder",
    type: "orders",
    forms: [],
    validate: validators.reorder as RequestValidator,
  },
  "shop-subscription-action": {
    method: "POST",
    path: "/v1/shop/subscriptions/{id}[/{action}]",
    type: "shop_subscriptions",
    forms: [],
    validate: validators.shopSubscriptionAction as RequestValidator,
  },
  "subscription-action": {
    method: "POST",
    path: "/v1/subscriptions/{id}[/{action}]",
    type: "subscriptions",
    forms: [],
    validate: validators.subscriptionAction as RequestValidator,
  },
  "book-specialist": {
    method: "POST",
    path: "/v1/specialist_appointments",
    type: "specialist_appointments",
    forms: [],
    validate: validators.bookSpecialist as RequestValidator,
  },
  "finish-checkout": {
    method: "POST",
    path: "/v1/checkout_sessions/{id}/{pay|cancel}",
    type: "checkout_sessions",
    forms: [],
    validate: validators.finishCheckout as RequestValidator,
  },
  "create-share-link": {
    method: "POST",
    path: "/v1/share_links",
    type: "share_links",
    forms: [
      {
        form: "share-results",
      },
    ],
    validate: validators.createShareLink as RequestValidator,
  },
  "update-share-link": {
    method: "PATCH",
    path: "/v1/share_links/{id}",
    type: "share_links",
    forms: [],
    validate: validators.updateShareLink as RequestValidator,
  },
  "open-shared-results": {
    method: "POST",
    path: "/v1/shared_results",
    type: "shared_results",
    forms: [
      {
        form: "shared-passcode",
        partial: true,
      },
    ],
    validate: validators.openSharedResults as RequestValidator,
  },
} satisfies Record<string, WriteRequest>;

export type WriteRequestId = keyof typeof writeRequests;
