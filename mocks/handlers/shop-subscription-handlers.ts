import { readWriteRequest } from '../security/write-request';
import { http } from 'msw';
import { addFrequency } from '../../src/domain/frequency';
import type { MockDb, MockShopSubscription, MockSubscription } from '../db/mock-db';
import { readDb, updateDb } from '../db/store';
import { idempotent } from '../idempotency';
import { documentResponse, errorResponse, notFound, unauthorized } from '../json-api-responses';
import { currentUser, shopSubscriptionResource } from '../serializers';

type Kind = 'shop' | 'test';
const today = () => new Date().toISOString().slice(0, 10);

interface Found {
  kind: Kind;
  shop?: MockShopSubscription;
  test?: MockSubscription;
}

function find(db: MockDb, kind: Kind, id: string, userId: string): Found | null {
  if (kind === 'shop') {
    const shop = db.shopSubscriptions.find((candidate) => candidate.id === id && candidate.user_id === userId);
    return shop ? { kind, shop } : null;
  }
  const test = db.subscriptions.find((candidate) => candidate.id === id && candidate.user_id === userId);
  return test ? { kind, test } : null;
}

function answer(db: MockDb, found: Found) {
  if (found.shop) return documentResponse(shopSubscriptionResource(found.shop));
  const { id, user_id: _user, panel, ...attributes } = found.test as MockSubscription;
  return documentResponse({ type: 'subscriptions', id, attributes: { ...attributes, panel_name: panel.name } });
}

function frequencyOf(db: MockDb, found: Found) {
  if (found.shop)
    return (
      db.shopFrequencies.find((frequency) => frequency.id === found.shop?.frequency_id) ?? {
        frequency_number: 1,
        frequency_unit: 'month' as const,
      }
    );
  return { frequency_number: found.test?.frequency ?? 3, frequency_unit: 'month' as const };
}

type Action = 'pause' | 'resume' | 'skip' | 'cancel' | 'update';

/** The one place each action changes a subscription of either kind; refusals answer 422 like the server. */
function act(db: MockDb, found: Found, action: Action, attributes: Record<string, unknown>): string | null {
  const shop = found.shop;
  const test = found.test;
  const cancelled = shop ? shop.cancelled_at !== null : test?.state === 'cancelled';
  if (cancelled) return 'This subscription is cancelled';
  const paused = shop ? shop.state === 'paused' : test?.state === 'paused';
  const frequency = frequencyOf(db, found);
  switch (action) {
    case 'pause': {
      const resumesOn = typeof attributes.resumes_on === 'string' ? attributes.resumes_on : null;
      if (resumesOn !== null && !(resumesOn > today())) return 'The resume date must be after today';
      if (shop)
        Object.assign(shop, { state: 'paused', paused_at: new Date().toISOString(), resumes_on: resumesOn, next_scheduled_date: null });
      if (test) Object.assign(test, { state: 'paused', paused: true, next_scheduled_date: null });
      return null;
    }
    case 'resume': {
      if (!paused) return 'This subscription is not paused';
      const next = addFrequency(today(), frequency);
      if (shop) Object.assign(shop, { state: 'active', paused_at: null, resumes_on: null, next_scheduled_date: next });
      if (test) Object.assign(test, { state: 'active', paused: false, next_scheduled_date: next });
      return null;
    }
    case 'skip': {
      if (paused) return 'A paused subscription has no delivery to skip';
      const current = (shop ? shop.next_scheduled_date : test?.next_scheduled_date) ?? today();
      const next = addFrequency(current, frequency);
      if (shop) shop.next_scheduled_date = next;
      if (test) test.next_scheduled_date = next;
      return null;
    }
    case 'cancel':
      if (shop) Object.assign(shop, { cancelled_at: new Date().toISOString(), next_scheduled_date: null, resumes_on: null });
      if (test) Object.assign(test, { state: 'cancelled', paused: false, next_scheduled_date: null });
      return null;
    case 'update': {
      if (shop && typeof attributes.frequency_id === 'string') {
        if (!db.shopFrequencies.some((candidate) => candidate.id === attributes.frequency_id)) return 'Unknown frequency';
        shop.frequency_id = attributes.frequency_id;
      }
      if (test && typeof attributes.frequency === 'number') test.frequency = attributes.frequency;
      return null;
    }
  }
}

function handler(kind: Kind, action: Action) {
  return idempotent(`subscription-${action}`, async ({ request, params }) => {
    const user = currentUser(await readDb([]));
    if (!user) return unauthorized();
    const body = await readWriteRequest(request, kind === 'shop' ? 'shop-subscription-action' : 'subscription-action');
    if (!body.ok) return body.response;
    if (!find(await readDb(), kind, String(params.id ?? ''), user.id)) return notFound('Subscription');
    const outcome = await updateDb((db) => {
      const found = find(db, kind, String(params.id ?? ''), user.id) as Found;
      const refused = act(db, found, action, body.attributes);
      return refused === null ? { ok: true as const, found } : { ok: false as const, refused };
    });
    if (!outcome.ok) return errorResponse(422, [{ detail: outcome.refused }]);
    return answer(await readDb(), outcome.found);
  });
}

const BASES: Record<Kind, string> = { shop: '*/v1/shop/subscriptions', test: '*/v1/subscriptions' };

export const shopSubscriptionHandlers = (['shop', 'test'] as const).flatMap((kind) => [
  http.post(`${BASES[kind]}/:id/pause`, handler(kind, 'pause')),
  http.post(`${BASES[kind]}/:id/resume`, handler(kind, 'resume')),
  http.post(`${BASES[kind]}/:id/skip`, handler(kind, 'skip')),
  http.post(`${BASES[kind]}/:id/cancel`, handler(kind, 'cancel')),
  http.patch(`${BASES[kind]}/:id`, handler(kind, 'update')),
]);
