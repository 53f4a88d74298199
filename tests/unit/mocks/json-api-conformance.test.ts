import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { matchRequestUrl, type HttpHandler } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetDb } from '../../../mocks/db/store';
import { handlers } from '../../../mocks/handlers';
import { server } from '../../../mocks/node';
import { writeRequests } from '../../../src/generated/requests/write-requests.gen';
import answerSchema from './json-api/schema.json';
import createSchema from './json-api/schema_create_resource.json';

/**
 * Every handler's answers against the official JSON:API 1.0 schema (json-api/json-api _schemas/1.0), plus what
 * the schema cannot say: one resource object per type and id in a compound document, and one type name per
 * resource in a request and its answer. A tour of the API as the app's screens use it reaches every handler.
 */
vi.setConfig({ testTimeout: 60_000 });

const API = 'http://api.test';
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(answerSchema);
const validAnswer = ajv.getSchema(answerSchema.$id) ?? ajv.compile(answerSchema);
const validCreate = ajv.compile(createSchema);

interface Resource {
  type: string;
  id: string;
  attributes?: Record<string, unknown>;
  relationships?: Record<string, { data: { id: string }[] }>;
}
interface Document {
  data?: Resource | Resource[] | null;
  included?: Resource[];
  errors?: unknown[];
}

interface Seen {
  method: string;
  path: string;
  status: number;
  problems: string[];
}
const seen: Seen[] = [];

/** The write endpoint's declared type, for the request-and-answer type check. */
const typeSentTo = (body: unknown): string | undefined =>
  (body as { data?: { type?: unknown } } | undefined)?.data?.type as string | undefined;

async function call(method: string, path: string, body?: unknown): Promise<{ status: number; doc: Document }> {
  const problems: string[] = [];
  if (method === 'POST' && typeSentTo(body) !== undefined && !validCreate(body))
    problems.push(`request: ${ajv.errorsText(validCreate.errors)}`);
  // The content service is another host with its own shape and credential (SPEC 7); its answers are checked too.
  const content = path.startsWith('/api/v1/');
  const headers = { 'Content-Type': 'application/vnd.api+json', ...(content ? { Authorization: 'Basic Y29udGVudDpzZWNyZXQ=' } : {}) };
  const response = await fetch(`${API}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  const doc = (text ? JSON.parse(text) : {}) as Document;
  if (text) {
    if (!validAnswer(doc)) problems.push(`answer: ${ajv.errorsText(validAnswer.errors)}`);
    const type = response.headers.get('content-type');
    if (!content && type !== 'application/vnd.api+json') problems.push(`Content-Type ${type ?? 'none'}`);
  }
  const resources = [...(Array.isArray(doc.data) ? doc.data : doc.data ? [doc.data] : []), ...(doc.included ?? [])];
  const keys = resources.map((resource) => `${resource.type}/${resource.id}`);
  const repeated = keys.filter((key, index) => keys.indexOf(key) !== index);
  if (repeated.length > 0) problems.push(`repeated resources: ${[...new Set(repeated)].join(', ')}`);
  for (const resource of resources) {
    for (const name of ['id', 'type'])
      if (resource.attributes && name in resource.attributes)
        problems.push(`${resource.type}/${resource.id} has an attribute named ${name}`);
  }
  const sent = typeSentTo(body);
  if (sent !== undefined && response.ok && doc.data && !Array.isArray(doc.data) && doc.data.type !== sent)
    problems.push(`sent type ${sent}, answered ${doc.data.type}`);
  seen.push({ method, path, status: response.status, problems });
  return { status: response.status, doc };
}

const one = (doc: Document): Resource => doc.data as Resource;
const many = (doc: Document): Resource[] => doc.data as Resource[];
const signIn = (username: string) => call('POST', '/auth/token', { grant_type: 'password', username, password: 'Passw0rd!' });
const resource = (type: string, attributes: Record<string, unknown>, id?: string) => ({
  data: { type, ...(id ? { id } : {}), attributes },
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  await resetDb();
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterAll(() => server.close());

describe('a tour of the API, every answer checked against JSON:API 1.0', () => {
  it('a subscriber with results, a plan, orders and subscriptions', async () => {
    await signIn('results@example.com');
    const me = one((await call('GET', '/v1/user?include=roles,source_organisation')).doc);
    await call('GET', `/v1/user_preferences/${me.id}`);
    await call('PATCH', `/v1/user_preferences/${me.id}`, resource('user_preferences', { marketing_email: true }, me.id));
    await call('GET', '/v1/payment_method');
    await call('POST', '/v1/intercom_identities', resource('intercom_identities', { device_type: 'web' }));
    await call('GET', '/v1/addresses?postcode=BS1%204DJ');
    await call('PATCH', '/v1/user', resource('users', { phone_number: '07700900999' }));
    const tests = many((await call('GET', '/v1/tests?include=panel.profiles,request.organization')).doc);
    await call('GET', '/v1/tests?include=panel,panel.profiles,subscription&limit=3');
    await call('GET', `/v1/tests/${tests[0]?.id ?? ''}?include=panel.profiles,report,result`);
    await call('GET', '/v1/tests/cycle-results-1');
    await call('GET', '/v1/forecasts?filter[test_cycle_id]=cycle-results-1');
    await call('GET', '/v1/predictive_results');
    await call('GET', '/v1/health_profile');
    await call('PATCH', '/v1/health_profile', resource('health_profiles', { sleep_hours: 7 }));
    await call('GET', '/v1/health_scores');
    await call('GET', '/v1/health_scores?filter[latest]=true');
    await call('GET', '/v1/analyte_results?filter[test_cycle_id]=cycle-results-1');
    await call('GET', '/v1/subscriptions?include=panel,test.panel,panel.profiles');
    await call('GET', '/v1/shop/subscriptions');
    await call('GET', '/v1/discount_codes/SPRING10');
    const sets = (await call('GET', '/v1/intervention_sets?include=interventions.intervention_analytes&limit=1')).doc;
    expect(many(sets)).toHaveLength(1);
    await call('GET', `/v1/intervention_sets/${many(sets)[0]?.id ?? ''}?include=interventions`);
    await call('GET', '/v1/intervention_sets?page[number]=1&page[size]=1');
    expect((await call('GET', '/v1/intervention_sets?filter[colour]=red')).status).toBe(400);
    await call('GET', '/v1/nudges');
    await call('GET', '/api/v1/documents?analyte_codes=FERR');
    await call('GET', '/api/v1/documents/article/iron-and-energy');
    const posted = await call(
      'POST',
      '/v1/results_upload',
      resource('tests', {
        test_date: '2026-01-10',
        profiles: ['vitamins'],
        results: [{ analyte_id: 'B12', value: 295.2, unit: 'pmol/L' }],
      }),
    );
    await call(
      'PUT',
      `/v1/results_upload/${one(posted.doc).id}`,
      resource('tests', { test_date: '2026-01-11', profiles: ['vitamins'], results: [{ analyte_id: 'B12', value: 300, unit: 'pmol/L' }] }),
    );
    await call('DELETE', `/v1/results_upload/${one(posted.doc).id}`);
    await call('GET', '/v1/questionnaires');
    await call('GET', '/v1/questionnaires/womens-health?include=questionnaire_responses');
    await call(
      'POST',
      '/v1/questionnaire_responses',
      resource('questionnaire_responses', {
        questionnaire_id: 'womens-health',
        answers: [
          { question_id: 'cycle_regularity', question: 'How regular is your menstrual cycle?', answer: 'regular' },
          { question_id: 'contraception', question: 'Are you using hormonal contraception?', answer: 'no' },
        ],
      }),
    );
    await call('GET', '/v1/kit_codes/VK7Q-4M2P-9XTR');
    await call('POST', '/v1/retail_tests', resource('retail_tests', { kit_code: 'VK7Q-4M2P-9XTR' }));
    await call(
      'POST',
      '/v1/specialist_appointments',
      resource('specialist_appointments', {
        product_id: 'gp-video-consultation',
        variant_id: null,
        starts_at: '2030-03-05T10:00:00Z',
        notes: null,
      }),
    );
  });

  it('sharing results with a doctor', async () => {
    await signIn('results@example.com');
    const link = one(
      (await call('POST', '/v1/share_links', resource('share_links', { scope: 'all', expires_in: '7d', passcode: '123456' }))).doc,
    );
    await call('POST', '/v1/shared_results', resource('shared_results', { token: link.attributes?.token, passcode: '123456' }));
    await call('GET', '/v1/share_links');
    await call('GET', '/v1/results_export');
    await call('PATCH', `/v1/share_links/${link.id}`, resource('share_links', { revoked: true }, link.id));
  });

  it('the health plan', async () => {
    await signIn('results@example.com');
    await call('GET', '/v1/health_plan_templates');
    await call('GET', '/v1/health_plan_templates/four-week-plan');
    const plans = many((await call('GET', '/v1/health_plans?include=plan_weeks.tasks')).doc);
    const active = plans.find((plan) => plan.attributes?.state === 'active') ?? plans[0];
    const plan = (await call('GET', `/v1/health_plans/${active?.id ?? ''}?include=plan_weeks.tasks`)).doc;
    await call(
      'PATCH',
      `/v1/health_plans/${active?.id ?? ''}`,
      resource('health_plans', { commitment_message: 'For my heart' }, active?.id),
    );
    const task = (plan.included ?? []).find((item) => item.type === 'tasks');
    const week =
      (plan.included ?? []).find((item) => item.type === 'plan_weeks' && item.attributes?.state === 'active') ??
      (plan.included ?? []).find((item) => item.type === 'plan_weeks');
    await call('GET', `/v1/tasks/${task?.id ?? ''}`);
    await call('PATCH', `/v1/tasks/${task?.id ?? ''}`, resource('tasks', { completed_count: 1 }, task?.id));
    const weekTaskIds = new Set((week?.relationships?.tasks?.data ?? []).map((item) => item.id));
    const weekTasks = (plan.included ?? []).filter(
      (item) => item.type === 'tasks' && weekTaskIds.has(item.id) && item.attributes?.state === 'active',
    );
    for (const open of weekTasks)
      await call('PATCH', `/v1/tasks/${open.id}`, resource('tasks', { state: 'removed', skip_reason: 4 }, open.id));
    await call('PATCH', `/v1/plan_weeks/${week?.id ?? ''}`, resource('plan_weeks', { state: 'completed' }, week?.id));
    const review = await call(
      'POST',
      '/v1/plan_week_reviews',
      resource('plan_week_reviews', { plan_week_id: week?.id, feeling: 'about-right', note: 'Walks helped' }),
    );
    await call('GET', `/v1/plan_week_reviews/${one(review.doc)?.id ?? 'none'}`);
    await signIn('planner@example.com');
    await call('POST', '/v1/health_plans', resource('health_plans', { health_plan_template_id: 'four-week-plan' }));
  });

  it('the shop: basket, checkout, payment and subscriptions', async () => {
    await signIn('results@example.com');
    await call('GET', '/v1/shop/products');
    await call('GET', '/v1/shop/products/vitamin-d3');
    const order = one((await call('POST', '/v1/shop/orders', resource('orders', {}))).doc).id;
    const line = one(
      (
        await call(
          'POST',
          '/v1/shop/line_items',
          resource('line_items', { order_id: order, variant_id: 'vitd-60', quantity: 1, frequency_id: 'freq-3-months' }),
        )
      ).doc,
    );
    await call('PATCH', `/v1/shop/line_items/${line.id}`, resource('line_items', { order_id: order, quantity: 2 }, line.id));
    await call('GET', `/v1/shop/orders/${order}?include=line_items`);
    await call('GET', '/v1/payment_cards');
    await call(
      'POST',
      '/v1/checkout_sessions',
      resource('checkout_sessions', { order_id: order, confirmation_url: '/ok', cancellation_url: '/no' }),
    );
    await call('GET', `/v1/checkout_sessions/${order}`);
    const paid = await call('POST', `/v1/checkout_sessions/${order}/pay`, resource('checkout_sessions', { card_id: 'card-3184' }, order));
    const intent = /payment_authentication\/([\w-]+)/.exec(String(one(paid.doc).attributes?.url))?.[1] ?? 'none';
    await call('GET', `/v1/payment_intents/${intent}`);
    await call('POST', `/v1/payment_intents/${intent}/confirm`, resource('payment_intents', {}));
    const orders = many((await call('GET', '/v1/shop/orders?filter[order_state]=completed,cancelled&limit=50&page[number]=1')).doc);
    const past = (await call('GET', `/v1/shop/orders/${orders[0]?.id ?? ''}?include=line_items`)).doc;
    const lineIds = (past.included ?? []).filter((item) => item.type === 'line_items').map((item) => item.id);
    await call('POST', `/v1/shop/orders/${orders[0]?.id ?? ''}/reorder`, resource('orders', { line_item_ids: lineIds }));
    const cart = one((await call('POST', '/v1/shop/orders', resource('orders', {}))).doc).id;
    await call(
      'POST',
      '/v1/shop/line_items',
      resource('line_items', { order_id: cart, variant_id: 'vitd-60', quantity: 1, frequency_id: 'freq-3-months' }),
    );
    const extra = one(
      (
        await call(
          'POST',
          '/v1/shop/line_items',
          resource('line_items', { order_id: cart, variant_id: 'omega-60', quantity: 1, frequency_id: 'freq-3-months' }),
        )
      ).doc,
    );
    await call('DELETE', `/v1/shop/line_items/${extra.id}`);
    await call(
      'POST',
      '/v1/checkout_sessions',
      resource('checkout_sessions', { order_id: cart, confirmation_url: '/ok', cancellation_url: '/no' }),
    );
    await call('POST', `/v1/checkout_sessions/${cart}/cancel`, resource('checkout_sessions', {}, cart));
    const declined = one((await call('POST', '/v1/shop/orders', resource('orders', {}))).doc).id;
    await call(
      'POST',
      '/v1/shop/line_items',
      resource('line_items', { order_id: declined, variant_id: 'vitd-60', quantity: 1, frequency_id: 'freq-3-months' }),
    );
    await call(
      'POST',
      '/v1/checkout_sessions',
      resource('checkout_sessions', { order_id: declined, confirmation_url: '/ok', cancellation_url: '/no' }),
    );
    const again = await call(
      'POST',
      `/v1/checkout_sessions/${declined}/pay`,
      resource('checkout_sessions', { card_id: 'card-3184' }, declined),
    );
    await call(
      'POST',
      `/v1/payment_intents/${/payment_authentication\/([\w-]+)/.exec(String(one(again.doc).attributes?.url))?.[1] ?? 'none'}/decline`,
      resource('payment_intents', {}),
    );
    for (const [base, type] of [
      ['/v1/shop/subscriptions/shop-subscription-results', 'shop_subscriptions'],
      ['/v1/subscriptions/subscription-results', 'subscriptions'],
    ] as const) {
      await call('PATCH', base, resource(type, type === 'shop_subscriptions' ? { frequency_id: 'freq-2-months' } : { frequency: 6 }));
      await call('POST', `${base}/skip`, resource(type, {}));
      await call('POST', `${base}/pause`, resource(type, {}));
      await call('POST', `${base}/resume`, resource(type, {}));
      await call('POST', `${base}/cancel`, resource(type, { reason: 'price', comments: null }));
    }
  });

  it('a failed sample, a partner member and a new account', async () => {
    await signIn('failed@example.com');
    await call('GET', '/v1/sample_failures/cycle-failed-1');
    await call('POST', '/v1/sample_failures/cycle-failed-1/redeem_credit', resource('sample_failures', {}));
    await call('POST', '/auth/token', { grant_type: 'membership_token', type: 'user', token: 'acme-demo-token' });
    await call('GET', '/v1/partners/acme');
    await call('POST', '/v1/partners/acme/account_setup', resource('account_setups', { password: 'Sunshine9', accept_terms: true }));
    const tests = many((await call('GET', '/v1/tests?include=panel.profiles,request.organization')).doc);
    const scheduled = tests.find((test) => test.attributes?.state === 'scheduled');
    await call('POST', `/v1/tests/${String(scheduled?.attributes?.test_cycle_id ?? 'none')}/start`, resource('tests', {}));
    await call('DELETE', '/auth/token');
    await call(
      'POST',
      '/v1/users',
      resource('users', { email: 'ana@example.com', password: 'Sunsh1ne!', first_name: 'Ana', last_name: 'Silva', accept_terms: true }),
    );
    await call('POST', '/v1/email_verification_codes');
    await call('POST', '/v1/email_verification_codes/verify', { code: 'valid-code' });
    await call('PATCH', '/v1/password', resource('passwords', { current_password: 'Sunsh1ne!', password: 'Moonsh1ne!' }));
    await call('DELETE', '/v1/user');
  });
});

describe('what the tour showed', () => {
  it('every answer is a valid JSON:API 1.0 document with each resource once and no attribute named id or type', () => {
    expect(seen.length).toBeGreaterThan(90);
    expect(
      seen
        .filter((call) => call.problems.length > 0)
        .map((call) => `${call.method} ${call.path} (${call.status}): ${call.problems.join('; ')}`),
    ).toEqual([]);
  });

  it('reached every handler, most with a successful answer', () => {
    const reached = (handler: HttpHandler, ok: boolean) =>
      seen.some(
        (call) =>
          call.method === handler.info.method &&
          (!ok || call.status < 400) &&
          matchRequestUrl(new URL(`${API}${call.path}`), handler.info.path as string).matches,
      );
    const unreached = handlers
      .filter((handler) => !reached(handler as HttpHandler, false))
      .map((handler) => `${String(handler.info.method)} ${String(handler.info.path)}`);
    expect(unreached).toEqual([]);
    const failedOnly = handlers
      .filter((handler) => !reached(handler as HttpHandler, true))
      .map((handler) => {
        const calls = seen.filter(
          (call) =>
            call.method === handler.info.method && matchRequestUrl(new URL(`${API}${call.path}`), handler.info.path as string).matches,
        );
        return `${String(handler.info.method)} ${String(handler.info.path)}: ${calls.map((call) => `${call.path} ${call.status}`).join(', ')}`;
      });
    expect(failedOnly).toEqual([]);
  });

  it('answers a write with the type the request named (one type name per resource)', () => {
    const declared = Object.values(writeRequests).flatMap((request) => ('type' in request ? [request.type] : []));
    expect(declared.every((type) => /^[a-z_]+s$|^results_upload$/.test(type))).toBe(true);
  });
});
