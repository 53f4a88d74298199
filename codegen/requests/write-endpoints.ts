/**
 * Every API endpoint that takes a body, and what a client may send it (issue 22: no mass assignment). A JSON:API
 * endpoint names an entity of schemas/entities: the attributes it may write are `pick` (or, without one, every
 * property the entity does not mark readOnly); the entity's other properties are the server's and get 422 with a
 * pointer; anything else is an unknown attribute. `attributes` adds what a request sends but the entity never
 * holds (a password). A config/forms form whose `binding.request` names an endpoint ("PATCH /v1/user") has its
 * SPEC 5 rules run by the server on the attributes too, with the form's own messages (formRulesByEndpoint below,
 * mocks/security/form-rules.ts). Codegen compiles one precompiled ajv validator per endpoint into
 * src/generated/requests/.
 */
export type JsonSchema = Record<string, unknown>;

interface Common {
  id: string;
  method: 'POST' | 'PATCH' | 'PUT';
  path: string;
  /** Forms whose rules the server runs here though they do not send the request themselves (a page sends it with more). */
  forms?: FormRule[];
}

export interface ResourceEndpoint extends Common {
  /** JSON:API: {data: {type, id?, attributes}}. */
  type: string;
  entity?: string;
  pick?: string[];
  attributes?: Record<string, JsonSchema>;
  /** Attributes a request must send. */
  required?: string[];
}

export interface PlainEndpoint extends Common {
  /** A plain JSON body, checked by its own schema in schemas/requests/. */
  schemaFile: string;
}

export type WriteEndpoint = ResourceEndpoint | PlainEndpoint;

const text = { type: 'string' };
const optionalText = { type: ['string', 'null'] };
const id = { type: 'string', minLength: 1 };
const count = { type: 'integer', minimum: 0 };
const ids = { type: 'array', items: id };

export const writeEndpoints: WriteEndpoint[] = [
  { id: 'auth-token-password', method: 'POST', path: '/auth/token', schemaFile: 'auth-token-password.schema.json' },
  { id: 'auth-token-membership', method: 'POST', path: '/auth/token', schemaFile: 'auth-token-membership.schema.json' },
  { id: 'verify-email', method: 'POST', path: '/v1/email_verification_codes/verify', schemaFile: 'email-verification.schema.json' },
  { id: 'checkout-session', method: 'POST', path: '/v1/checkout_sessions', schemaFile: 'checkout-session.schema.json' },
  {
    id: 'create-user',
    method: 'POST',
    path: '/v1/users',
    type: 'users',
    entity: 'user',
    pick: ['first_name', 'last_name', 'email'],
    attributes: {
      password: text,
      accept_terms: { type: 'boolean' },
      marketing_email: { type: 'boolean' },
      onboarding_query: { type: 'string', maxLength: 2000 },
    },
    required: ['first_name', 'last_name', 'email', 'password', 'accept_terms'],
  },
  { id: 'update-user', method: 'PATCH', path: '/v1/user', type: 'users', entity: 'user' },
  {
    id: 'change-password',
    method: 'PATCH',
    path: '/v1/password',
    type: 'passwords',
    attributes: { current_password: text, password: text, password_confirmation: text },
  },
  {
    id: 'update-user-preferences',
    method: 'PATCH',
    path: '/v1/user_preferences/{id}',
    type: 'user_preferences',
    entity: 'user-preference',
  },
  {
    id: 'create-chat-identity',
    method: 'POST',
    path: '/v1/intercom_identities',
    type: 'intercom_identities',
    entity: 'chat-identity',
    pick: ['device_type'],
  },
  { id: 'update-health-profile', method: 'PATCH', path: '/v1/health_profile', type: 'health_profiles', entity: 'health-profile' },
  { id: 'start-test', method: 'POST', path: '/v1/tests/{test_cycle_id}/start', type: 'tests', entity: 'test', pick: ['test_date'] },
  {
    id: 'partner-account-setup',
    method: 'POST',
    path: '/v1/partners/{slug}/account_setup',
    type: 'account_setups',
    attributes: { password: text, accept_terms: { type: 'boolean' } },
    required: ['accept_terms'],
  },
  {
    id: 'create-health-plan',
    method: 'POST',
    path: '/v1/health_plans',
    type: 'health_plans',
    entity: 'health-plan',
    pick: ['health_plan_template_id', 'commitment_message'],
    required: ['health_plan_template_id'],
  },
  {
    id: 'update-health-plan',
    method: 'PATCH',
    path: '/v1/health_plans/{id}',
    type: 'health_plans',
    entity: 'health-plan',
    pick: ['state', 'commitment_message', 'show_health_scores'],
  },
  {
    id: 'update-task',
    method: 'PATCH',
    path: '/v1/tasks/{id}',
    type: 'tasks',
    entity: 'task',
    pick: ['state', 'completed_count', 'tracking_target', 'skip_reason'],
  },
  { id: 'update-plan-week', method: 'PATCH', path: '/v1/plan_weeks/{id}', type: 'plan_weeks', entity: 'plan-week', pick: ['state'] },
  {
    id: 'create-plan-week-review',
    method: 'POST',
    path: '/v1/plan_week_reviews',
    type: 'plan_week_reviews',
    entity: 'plan-week-review',
    pick: ['plan_week_id', 'feeling', 'note'],
  },
  {
    id: 'register-kit',
    method: 'POST',
    path: '/v1/retail_tests',
    type: 'retail_tests',
    entity: 'retail-test',
    pick: [],
    attributes: { kit_code: { type: 'string', maxLength: 100 } },
    required: ['kit_code'],
  },
  {
    id: 'create-questionnaire-response',
    method: 'POST',
    path: '/v1/questionnaire_responses',
    type: 'questionnaire_responses',
    entity: 'questionnaire-response',
    pick: ['questionnaire_id', 'answers'],
  },
  {
    id: 'results-upload',
    method: 'POST',
    path: '/v1/results_upload[/{id}]',
    type: 'tests',
    attributes: {
      results: { type: 'array', maxItems: 200, items: { type: 'object' } },
      test_date: text,
      profiles: { type: 'array', maxItems: 50, items: text },
    },
  },
  // quantity: any number here, so the handler's own message says what a fraction or a zero should be.
  {
    id: 'create-line-item',
    method: 'POST',
    path: '/v1/shop/line_items',
    type: 'line_items',
    entity: 'line-item',
    pick: ['order_id', 'variant_id', 'frequency_id'],
    attributes: { quantity: { type: 'number' } },
  },
  {
    id: 'update-line-item',
    method: 'PATCH',
    path: '/v1/shop/line_items/{id}',
    type: 'line_items',
    entity: 'line-item',
    pick: ['order_id', 'frequency_id'],
    attributes: { quantity: { type: 'number' } },
  },
  { id: 'create-order', method: 'POST', path: '/v1/shop/orders', type: 'orders', attributes: {} },
  { id: 'reorder', method: 'POST', path: '/v1/shop/orders/{id}/reorder', type: 'orders', attributes: { line_item_ids: ids } },
  {
    id: 'shop-subscription-action',
    method: 'POST',
    path: '/v1/shop/subscriptions/{id}[/{action}]',
    type: 'shop_subscriptions',
    entity: 'shop-subscription',
    pick: ['resumes_on', 'frequency_id'],
    attributes: { reason: optionalText, comments: { type: ['string', 'null'], maxLength: 1000 }, frequency: count },
  },
  {
    id: 'subscription-action',
    method: 'POST',
    path: '/v1/subscriptions/{id}[/{action}]',
    type: 'subscriptions',
    entity: 'subscription',
    pick: ['frequency'],
    attributes: {
      resumes_on: optionalText,
      reason: optionalText,
      comments: { type: ['string', 'null'], maxLength: 1000 },
      frequency_id: optionalText,
    },
  },
  {
    id: 'book-specialist',
    method: 'POST',
    path: '/v1/specialist_appointments',
    type: 'specialist_appointments',
    entity: 'specialist-appointment',
    pick: ['product_id', 'variant_id', 'starts_at', 'notes'],
  },
  {
    id: 'finish-checkout',
    method: 'POST',
    path: '/v1/checkout_sessions/{id}/{pay|cancel}',
    type: 'checkout_sessions',
    attributes: { card_id: id },
  },
  // Sharing results with a doctor (issue 44): make a link, revoke it, open one with its token (never in the URL).
  {
    id: 'create-share-link',
    method: 'POST',
    path: '/v1/share_links',
    type: 'share_links',
    attributes: {
      scope: { enum: ['latest', 'all'] },
      expires_in: { type: 'string', enum: ['1h', '24h', '7d', '30d'] },
      passcode: { type: ['string', 'null'], maxLength: 64 },
    },
    required: ['scope', 'expires_in'],
  },
  {
    id: 'update-share-link',
    method: 'PATCH',
    path: '/v1/share_links/{id}',
    type: 'share_links',
    attributes: { revoked: { const: true } },
    required: ['revoked'],
  },
  {
    id: 'open-shared-results',
    method: 'POST',
    path: '/v1/shared_results',
    type: 'shared_results',
    attributes: { token: { type: 'string', maxLength: 100 }, passcode: { type: 'string', maxLength: 64 } },
    required: ['token'],
    // The clinician's page opens the link first without a passcode, so the passcode form's rules apply to what is sent.
    forms: [{ form: 'shared-passcode', partial: true }],
  },
];

/** How a form's binding names an endpoint: "PATCH /v1/user". */
export const requestName = (endpoint: Pick<WriteEndpoint, 'method' | 'path'>): string => `${endpoint.method} ${endpoint.path}`;

/** A config/forms form whose rules the server runs on an endpoint's attributes. */
export interface FormRule {
  form: string;
  /** Checks only the fields a request sends: set where several forms send the one request, each its own fields. */
  partial?: boolean;
}

/**
 * Per endpoint id, the forms bound to it (binding.request), so the server refuses what they refuse, in their
 * words. A request one form sends is checked whole; one that several forms send (PATCH /v1/user) is checked per
 * form on the fields it sends, as each sends only its own.
 */
export function formRulesByEndpoint(forms: Readonly<Record<string, { binding?: { request: string } }>>): Record<string, FormRule[]> {
  const rules: Record<string, FormRule[]> = {};
  for (const [id, form] of Object.entries(forms).sort(([a], [b]) => a.localeCompare(b))) {
    const endpoint = writeEndpoints.find((candidate) => form.binding !== undefined && requestName(candidate) === form.binding.request);
    if (endpoint) (rules[endpoint.id] ??= []).push({ form: id });
  }
  for (const list of Object.values(rules)) if (list.length > 1) for (const rule of list) rule.partial = true;
  for (const endpoint of writeEndpoints) if (endpoint.forms) (rules[endpoint.id] ??= []).push(...endpoint.forms);
  return rules;
}
